import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { emailServer, resetEmailEndpoint } from "../fixtures/node";
import { assertNoUnexpectedConsoleErrors, watchConsoleErrors } from "./helpers/console";
import { resetToastQueue } from "../src/components/Toast/toastQueue";

// Unknown requests fail the test: the site talks to nothing but the email endpoint.
beforeAll(() => emailServer.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  watchConsoleErrors();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  // The toast queue is the page's (src/components/Toast/toastQueue.ts): each test is a new page.
  resetToastQueue();
  emailServer.resetHandlers();
  resetEmailEndpoint();
  assertNoUnexpectedConsoleErrors();
});
afterAll(() => emailServer.close());
