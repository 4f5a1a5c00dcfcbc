import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/site/manifest";

/**
 * React Router framework mode, static output (docs/toolchain.md "React Router 7 framework mode").
 * Every path of the route manifest is prerendered; `/404` renders the catch-all not-found route
 * and is copied to `404.html` by `scripts/postbuild.ts`.
 */
export default {
  appDirectory: "src",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths(),
  future: {
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
