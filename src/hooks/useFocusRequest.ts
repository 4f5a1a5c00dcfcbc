import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "../dom/afterNextPaint";

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
 * The focus moves in a task of its own once that render has been painted (`afterNextPaint`): moving
 * it lays the page out again at once and scrolls, which in the press's own task held back the
 * paint of the messages by about half of the press's main-thread time (contact form, 4x CPU:
 * docs/decisions/033). The visitor sees the messages a frame sooner, and focus follows before the
 * next one.
 *
 * @returns `[ref, request]`: `ref` goes on the element to focus (a non-interactive one needs
 *   `tabIndex={-1}`); `request()` focuses it once the next render has been painted. `request` is stable.
 */
export function useFocusRequest<T extends HTMLElement>(): readonly [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    // The element read when the focus moves: the one drawn then, or none once it is gone.
    if (requests > 0) afterNextPaint(() => ref.current?.focus());
  }, [requests]);
  const request = useCallback(() => {
    setRequests((count) => count + 1);
  }, []);
  return [ref, request] as const;
}
