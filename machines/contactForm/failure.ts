/**
 * Why a send failed, in the terms the visitor needs to act on (docs/product-decisions.md, decision 4).
 * EmailJS rejects with `EmailJSResponseStatus { status, text }` for non-2xx answers and with
 * fetch's `TypeError` when the request never gets an answer (docs/toolchain.md "EmailJS").
 * A send that is slow is not a failure: the machine keeps waiting for it (`sending.overdue`).
 */
export type SendFailure =
  /** 429: the service's rate limit; waiting a minute helps. */
  | "rate-limited"
  /** The browser reports being offline (`navigator.onLine === false`). */
  | "offline"
  /**
   * Online, but the request got no answer at all (fetch's `TypeError`, or status 0): something
   * between the browser and the service stopped it, such as a browser extension, a privacy tool
   * or a network filter (docs/toolchain.md "EmailJS").
   */
  | "blocked"
  /** Any other answer: 400, 403, 451, 5xx, or an unexpected error. */
  | "unavailable";

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status } = error;
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/**
 * Classifies a rejected send (docs/product-decisions.md, decision 4; docs/toolchain.md "EmailJS").
 * @param error - what the send rejected with: `EmailJSResponseStatus`, fetch's `TypeError`, or
 *   anything else.
 * @param online - `navigator.onLine` at the time (true where unknown).
 * @returns `offline` whenever the browser says it is offline; `blocked` for a network-level
 *   failure while online (`TypeError`, status 0); `rate-limited` for 429; `unavailable` otherwise.
 */
export function classifySendFailure(error: unknown, online = true): SendFailure {
  if (!online) return "offline";
  if (error instanceof TypeError) return "blocked";
  const status = statusOf(error);
  if (status === 429) return "rate-limited";
  if (status === 0) return "blocked";
  return "unavailable";
}
