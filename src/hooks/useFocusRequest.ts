import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "../dom/afterNextPaint";

/**
 * How long a focus move waits for its element to be drawn, in ms: long enough for a module fetched
 * from the site's own server, short enough that a focus move never lands long after the visitor
 * has gone on.
 */
const FOCUS_WAIT_MS = 2_000;

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
 * The element is then scrolled into view within the page's scroll padding (`scrollIntoView`,
 * `block: "nearest"`), so it is never left under the sticky header.
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
    if (requests === 0) return;
    let cancelled = false;
    const giveUpAt = performance.now() + FOCUS_WAIT_MS;
    // The element read when the focus moves: the one drawn then. A step whose module is still on
    // its way (the check's result, `lazy`) draws it a few frames later: the move waits for it, one
    // painted frame at a time for up to `FOCUS_WAIT_MS`, and is dropped when a newer request or
    // unmounting comes first.
    const move = () => {
      if (cancelled) return;
      const element = ref.current;
      if (element) {
        // Focus, then bring the element into the view the page's scroll padding leaves below its
        // pinned header: Chromium's own scroll on focus counts an element under a sticky header as
        // in view and does not move it (WCAG 2.4.11 Focus Not Obscured; measured on the check's
        // steps, whose heading stayed under the header at 16 px).
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: "nearest" });
      } else if (performance.now() < giveUpAt) afterNextPaint(move);
    };
    afterNextPaint(move);
    return () => {
      cancelled = true;
    };
  }, [requests]);
  const request = useCallback(() => {
    setRequests((count) => count + 1);
  }, []);
  return [ref, request] as const;
}
