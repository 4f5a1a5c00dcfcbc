import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of the application and what each may import (docs/architecture.md). Each zone names
 * the files of a layer (`target`) and the files they must not import (`from`, minus `except`).
 */
const ROUTE_MODULES = "./src/routes";
const LEAVES = ["./paths.ts"];
const layerZones = [
  // UI does not reach up into pages; it may use the path constants and the site map.
  {
    target: ["./src/components", "./src/hooks"],
    from: ROUTE_MODULES,
    except: [...LEAVES, "./manifest.ts"],
    message: "Components and hooks must not import route modules (docs/architecture.md).",
  },
  { target: ["./src/components", "./src/hooks"], from: ["./src/root.tsx", "./src/routes.ts"] },
  // The middle layer (content, seo, machines, email, the site map) knows nothing of UI or pages.
  {
    target: ["./src/content", "./src/seo", "./machines", "./src/email", "./src/routes/manifest.ts"],
    from: ["./src/components", "./src/hooks", "./src/dom", "./src/root.tsx", "./src/routes.ts"],
    message: "Content, seo, machines and email must not import UI (docs/architecture.md).",
  },
  {
    target: ["./src/content", "./src/seo", "./machines", "./src/email"],
    from: ROUTE_MODULES,
    except: [...LEAVES, "./manifest.ts"],
    message: "Only the path constants and the site map may be imported from src/routes (docs/architecture.md).",
  },
  // DOM helpers (scrolling, focus) are plain functions under the UI: they import no UI and no page.
  {
    target: "./src/dom",
    from: ["./src/components", "./src/hooks", "./src/routes", "./src/root.tsx", "./src/routes.ts"],
    message: "DOM helpers must not import UI or route modules (docs/architecture.md).",
  },
  // Content is below the site map and seo: they read it, never the other way round.
  {
    target: ["./src/content", "./machines", "./src/email"],
    from: ["./src/seo", "./src/routes/manifest.ts"],
    message: "Content, machines and email must not import seo or the site map (docs/architecture.md).",
  },
  // The bottom layer (config, paths, the EmailJS contract) imports nothing from the project above it.
  {
    target: "./src/config",
    from: ["./src", "./machines", "./fixtures"],
    except: ["./config"],
    message: "Config imports only config (docs/architecture.md).",
  },
  {
    target: ["./src/routes/paths.ts", "./src/email/templates.ts"],
    from: ["./src", "./machines", "./fixtures"],
    message: "The path constants and the EmailJS contract import nothing from the project (docs/architecture.md).",
  },
  // A route module does not import another route module: what two pages share lives below them.
  {
    target: ROUTE_MODULES,
    from: "./src/routes/*.{ts,tsx}",
    except: [`${import.meta.dirname}/src/routes/{paths,manifest}.ts`],
    message: "A route module must not import another route module (docs/architecture.md).",
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
    files: ["src/**/*.{ts,tsx}", "machines/**/*.ts", "fixtures/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".css"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
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
