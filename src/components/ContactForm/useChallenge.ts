import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { ContactFormEvent } from "../../../machines/contactForm";
import type { ChallengeHandle } from "./challengeWidget";

/**
 * Where the optional challenge stands: `off` in a build without `VITE_EMAILJS_RECAPTCHA_SITE_KEY`;
 * `idle` until the visitor starts the form; `loading`, then `ready` (the check is shown) or
 * `failed` (its script could not load: an extension or a filter may block it).
 */
export type ChallengeStatus = "off" | "idle" | "loading" | "ready" | "failed";

/** What {@link useChallenge} gives the contact form. */
export interface Challenge {
  status: ChallengeStatus;
  /** Goes on the empty element the check is drawn into. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Tries again after the check failed to load (the visitor asked to send); otherwise as `start`. */
  retry: () => void;
  /** Clears a passed check after a send (its token is spent). */
  reset: () => void;
}

/**
 * The contact form's optional server-side challenge (docs/toolchain.md "reCAPTCHA v2"; README
 * "Before going live"). In a build with `VITE_EMAILJS_RECAPTCHA_SITE_KEY` it tells the machine a
 * challenge is required (`CHALLENGE.CHANGE` with `{}`), and the form's first `focusin` or `input`
 * (or focus already inside the form when it hydrates, or `retry()` on a send asked for without
 * the check) loads Google's script and draws the check, whose token then reaches the machine as a
 * template parameter. A check that failed to load is tried again by `retry()`, on the next send,
 * not on every focus. Before `start()`, and on
 * every other page, nothing is requested from Google (docs/product-decisions.md, decision 6).
 * In every other build the code below is dropped: each branch tests the build-time constant
 * `__RECAPTCHA_SITE_KEY__` itself, and the widget's module is imported dynamically behind it.
 *
 * @param send - the contact form machine's `send`.
 * @param formRef - the contact `<form>`, whose first focus or input starts the check.
 * @returns the status, the container's ref, `retry` and `reset`.
 */
export function useChallenge(send: (event: ContactFormEvent) => void, formRef: RefObject<HTMLFormElement | null>): Challenge {
  const containerRef = useRef<HTMLDivElement>(null);
  const handle = useRef<ChallengeHandle | null>(null);
  /** `idle` until started; `failed` lets `retry` start again. */
  const phase = useRef<"idle" | "started" | "failed">("idle");
  const [status, setStatus] = useState<ChallengeStatus>(__RECAPTCHA_SITE_KEY__ !== "" ? "idle" : "off");

  useEffect(() => {
    if (__RECAPTCHA_SITE_KEY__ !== "") send({ type: "CHALLENGE.CHANGE", params: {} });
  }, [send]);

  const load = useCallback(() => {
    if (__RECAPTCHA_SITE_KEY__ !== "") {
      phase.current = "started";
      setStatus("loading");
      import("./challengeWidget")
        .then(({ mountChallenge }) => {
          const container = containerRef.current;
          if (!container) throw new Error("Contact form: the challenge's container is not in the page.");
          return mountChallenge({
            container,
            siteKey: __RECAPTCHA_SITE_KEY__,
            onChange: (params) => {
              send({ type: "CHALLENGE.CHANGE", params });
            },
          });
        })
        .then((mounted) => {
          handle.current = mounted;
          setStatus("ready");
        })
        .catch((error: unknown) => {
          // `retry` tries again (the loader keeps no failed script).
          phase.current = "failed";
          setStatus("failed");
          console.error("Contact form: the 'I'm not a robot' check could not be loaded.", error);
        });
    }
  }, [send]);

  const start = useCallback(() => {
    if (phase.current === "idle") load();
  }, [load]);

  useEffect(() => {
    if (__RECAPTCHA_SITE_KEY__ !== "") {
      const form = formRef.current;
      if (!form) return undefined;
      form.addEventListener("focusin", start);
      form.addEventListener("input", start);
      // A visitor already typing when the form hydrates has started it.
      if (form.contains(document.activeElement)) start();
      return () => {
        form.removeEventListener("focusin", start);
        form.removeEventListener("input", start);
      };
    }
    return undefined;
  }, [formRef, start]);

  const retry = useCallback(() => {
    if (phase.current !== "started") load();
  }, [load]);

  const reset = useCallback(() => {
    handle.current?.reset();
  }, []);

  return { status, containerRef, retry, reset };
}
