import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * Moves keyboard focus to an element once React has drawn the state that asked for it.
 *
 * A form's feedback arrives as an event (the machine's `feedback`), before React renders what it
 * announces: the error summary or status panel may not exist yet, and a field's `aria-invalid` and
 * `aria-describedby` may still be the old ones. So the request is kept as state and carried out in
 * an effect after that render; each request is new (a counter), so asking again after the same
 * outcome moves focus again. Focus goes to the error summary after a failed validation (GOV.UK
 * error summary pattern), to a field's own error, or to the status message after a send (WCAG
 * 2.4.3 Focus Order, 3.3.1 Error Identification).
 *
 * @returns `[ref, request]`: `ref` goes on the element to focus (a non-interactive one needs
 *   `tabIndex={-1}`); `request()` focuses it after the next render. `request` is stable.
 */
export function useFocusRequest<T extends HTMLElement>(): readonly [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const request = useCallback(() => {
    setRequests((count) => count + 1);
  }, []);
  return [ref, request] as const;
}
