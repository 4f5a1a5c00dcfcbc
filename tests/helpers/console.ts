import { type MockInstance, vi } from "vitest";

let consoleError: MockInstance<typeof console.error> | undefined;
let allowed = false;

/** Called by `tests/setup.ts` before each test: a `console.error` fails the test (docs/decisions/005). */
export function watchConsoleErrors(): void {
  allowed = false;
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
}

/**
 * Lets the current test log errors on purpose (a failed send must be logged, docs/spec.md §8) and
 * returns the spy so the test can assert on what was logged.
 */
export function expectConsoleErrors(): MockInstance<typeof console.error> {
  allowed = true;
  if (!consoleError) throw new Error("watchConsoleErrors() was not called.");
  return consoleError;
}

/** Called after each test: throws with the unexpected messages, if any. */
export function assertNoUnexpectedConsoleErrors(): void {
  const calls = consoleError?.mock.calls ?? [];
  if (!allowed && calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((call) => call.map(String).join(" ")).join("\n")}`);
  }
}
