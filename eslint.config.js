import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of the application and what each may import (docs/architecture.md). Each zone names
 * the files of a layer (`target`) and the files they must not import (`from`). Pages sit on top
 * (`src/root.tsx`, `src/routes.ts`, `src/routes/`), then UI (`src/components`, `src/hooks`,
 * `src/search/hooks`, `src/dom`), then the site model (`src/site/manifest.ts`, `src/seo`,
 * `src/content`, `src/search/engine`, `machines`, `src/email`), then the leaves (`src/site/paths.ts`, `src/email/templates.ts`, `src/config`).
 */
const PAGES = ["./src/routes", "./src/root.tsx", "./src/routes.ts"];
const UI = ["./src/components", "./src/hooks", "./src/search/hooks", "./src/dom"];
const layerZones = [
  { target: UI, from: PAGES, message: "UI must not import pages (docs/architecture.md)." },
  {
    target: ["./src/dom"],
    from: ["./src/components", "./src/hooks", "./src/search/hooks"],
    message: "DOM helpers are plain functions under the components: they import no component or hook (docs/architecture.md).",
  },
  {
    target: ["./src/site", "./src/seo", "./src/content", "./src/search/engine", "./machines", "./src/email"],
    from: [...PAGES, ...UI],
    message: "The site model (the manifest, seo, content, the search engine, machines, email) must not import UI or pages (docs/architecture.md).",
  },
  // Content is below the site map and seo: they read it, never the other way round.
  {
    target: ["./src/content", "./machines", "./src/email"],
    from: ["./src/seo", "./src/site/manifest.ts"],
    message: "Content, machines and email must not import seo or the site map (docs/architecture.md).",
  },
  // The leaves import nothing from the project above them.
  {
    target: "./src/config",
    from: [...PAGES, ...UI, "./src/site", "./src/seo", "./src/content", "./src/search", "./src/email", "./machines", "./fixtures"],
    message: "Config imports only config (docs/architecture.md).",
  },
  {
    target: ["./src/site/paths.ts", "./src/email/templates.ts"],
    from: ["./src", "./machines", "./fixtures"],
    message: "The path constants and the EmailJS contract import nothing from the project (docs/architecture.md).",
  },
  // A route module does not import another route module: what two pages share lives below them.
  {
    target: "./src/routes",
    from: "./src/routes/*.{ts,tsx}",
    message: "A route module must not import another route module (docs/architecture.md).",
  },
  // The application ships to browsers: the build's scripts and the test doubles stay outside it.
  // The one import of a double is the demo build's fake EmailJS endpoint (`src/email/send.ts`),
  // loaded by a dynamic import that only a build without EmailJS settings reaches (docs/decisions/004).
  {
    target: ["./src", "./machines"],
    from: ["./scripts", "./tests", "./e2e", "./deploy"],
    message: "The application must not import build scripts or tests (docs/architecture.md).",
  },
  {
    target: ["./src", "./machines"],
    from: "./fixtures",
    message: "The application must not import the test doubles in fixtures/ (docs/architecture.md).",
  },
  // The fake EmailJS endpoint depends on nothing in the app but the EmailJS contract.
  {
    target: "./fixtures",
    from: ["./src", "./machines"],
    except: ["./email/templates.ts"],
    message: "Fixtures may import only src/email/templates.ts from the app (docs/architecture.md).",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      // The content editor written by `npm run cms` (scripts/cms-admin.ts): Decap CMS's bundle.
      ".cms/",
      "node_modules/",
      "playwright-report/",
      "test-results/",
      ".lighthouseci/",
      "**/*.module.css.d.ts",
      "src/content/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // React's hook rules apply to React code only: Playwright fixtures call a `use` callback too.
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "machines/**/*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".css"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
      // Cycles are forbidden everywhere, the build scripts, deploy configuration and tests included.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      // React Router loaders throw a Response for HTTP errors (https://reactrouter.com/how-to/error-boundary).
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
    },
  },
  {
    files: ["eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
