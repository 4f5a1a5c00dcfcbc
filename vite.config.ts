import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv } from "vite";
import { buildDefines, mockServiceWorkerPlugin, resolveDemoMode, resolveRecaptchaSiteKey } from "./scripts/build-env.ts";
import { cmsDevServer } from "./scripts/cms/devServer.ts";

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
  const demoMode = resolveDemoMode(env);
  return {
    // cmsDevServer: the content editor at /admin/ and the content step on every saved file, in
    // development only (`npm run cms`; docs/decisions/036).
    plugins: [reactRouter(), mockServiceWorkerPlugin(demoMode), cmsDevServer()],
    // The optional reCAPTCHA challenge (VITE_EMAILJS_RECAPTCHA_SITE_KEY, off by default) is a
    // build-time constant too, so builds without it carry none of its code.
    define: buildDefines(demoMode, resolveRecaptchaSiteKey(env)),
    css: {
      modules: { generateScopedName: mode === "production" ? "[hash:base64:6]" : "[name]_[local]_[hash:base64:4]" },
    },
    // One stylesheet for the whole site (about 8 KB compressed): one render-blocking request
    // instead of one per component, and cached across pages.
    build: {
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      rollupOptions: {
        output: {
          // Libraries every page needs in one long-cached file: fewer requests before first paint.
          // Three vendor chunks, evaluated one task each after the first paint
          // (scripts/html/defer-hydration.ts), so no single task blocks the main thread long.
          advancedChunks: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The site's paths and facts (imported by nearly every module) ride with the router
              // rather than in a small chunk of their own that every page fetches too.
              {
                name: "router",
                test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]|src[\\/]site[\\/]paths\.ts$|src[\\/]config[\\/](siteUrl|defaults)\.ts$|src[\\/]content[\\/](site|phone|generated[\\/]siteFacts)\.ts$/,
              },
              { name: "xstate", test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
            ],
          },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
  };
});
