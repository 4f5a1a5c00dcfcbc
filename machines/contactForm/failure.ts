/**
 * Why a send failed, in the terms the visitor needs to act on (docs/product-decisions.md, decision 4).
 * EmailJS rejects with `EmailJSResponseStatus { status, text }` for non-2xx answers and with
 * fetch's `TypeError` when the network fails (docs/toolchain.md "EmailJS").
 */
export type SendFailure =
  /** 429: the service's rate limit; waiting a minute helps. */
  | "rate-limited"
  /** No network, or the browser reports being offline. */
  | "offline"
  /** No answer within the send timeout (15 s). */
  | "timeout"
  /** Any other answer: 400, 403, 451, 5xx, or an unexpected error. */
  | "unavailable";

/** An error the send timeout raises; the machine uses it, never the network layer. */
export class SendTimeoutError extends Error {
  constructor() {
    super("The email service did not answer within the send timeout.");
    this.name = "SendTimeoutError";
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status } = error;
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/**
 * Classifies a rejected send.
 * @param error - what the send rejected with.
 * @param online - `navigator.onLine` at the time (true where unknown).
 */
export function classifySendFailure(error: unknown, online = true): SendFailure {
  if (error instanceof SendTimeoutError) return "timeout";
  if (!online || error instanceof TypeError) return "offline";
  const status = statusOf(error);
  if (status === 429) return "rate-limited";
  if (status === 0) return "offline";
  return "unavailable";
}
