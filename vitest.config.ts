import { defineConfig } from "vitest/config";
import { buildDefines } from "./scripts/build-env.ts";

/** Unit, machine and component tests (happy-dom), with the MSW node server from `fixtures/`. */
export default defineConfig({
  define: buildDefines(true),
  test: {
    environment: "happy-dom",
    include: ["tests/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup.ts"],
    restoreMocks: true,
  },
});
