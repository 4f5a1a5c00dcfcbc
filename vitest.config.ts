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
    // Vitest runs `availableParallelism() - 1` files at once outside watch mode: one on this
    // 2-core machine, which left a core idle while the jsdom-style setup and the screen-reader
    // files ran one after another (177 s). Two at once keep both cores busy.
    maxWorkers: 2,
    // `expect.poll` waits for what a visitor would hear or see (the screen-reader tests poll the
    // spoken log); it returns as soon as the check holds, so a longer limit than the default 1 s
    // costs nothing when the code is right and keeps a busy 2-core machine from failing it.
    expect: { poll: { timeout: 5000 } },
  },
});
