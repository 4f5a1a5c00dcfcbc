import { useEffect, useRef, useState } from "react";

/**
 * How long the visitor's input must stay unchanged before a status message that follows it is
 * shown and so announced: long enough for the pause between two keystrokes of a slow typist, or of
 * a screen-reader user listening to the echo of each letter; short enough to answer the question
 * "how many did I find?" as soon as the visitor stops. GOV.UK's accessible autocomplete waits
 * 1.4 s before its status; the count here is also visible, so it waits a little less.
 */
export const SETTLE_DELAY_MS = 1000;

/**
 * The text of a status message (`role="status"`) that follows what the visitor types, held back
 * while they type, so that a screen reader announces it once when typing stops rather than once
 * per keystroke (WCAG 4.1.3 Status Messages: a status message is announced "without receiving
 * focus"; announced on every keystroke it interrupts the echo of the typed letters and buries the
 * answer under stale ones).
 *
 * The text changes to `text` once `input` has stayed the same for `SETTLE_DELAY_MS` (counted from
 * its last change, or from the mount). A change that does not come from typing (a filter link
 * followed, results that arrive later than that) shows at once. The component renders the
 * returned text as the one text node of its status element: one change of the element's text is
 * then one announcement.
 *
 * @param text - the message for the current state, e.g. "Showing 2 of 7 articles".
 * @param input - what the visitor types (the search box's text); each change restarts the wait.
 * @param initial - the text at the first render: `text` when the element is in the prerendered
 *   page (its text must match for hydration), "" when the status element appears with the
 *   results, so that the element is in the page, empty, before its first message (a live region
 *   must exist before its text changes for screen readers to announce the change).
 * @returns the text to render in the status element.
 */
export function useSettledText(text: string, input: string, initial: string = text): string {
  const [settled, setSettled] = useState(initial);
  const lastInput = useRef(input);
  // When the input last changed, or when the component mounted (`null` until the first effect).
  const changedAt = useRef<number | null>(null);

  useEffect(() => {
    const now = performance.now();
    if (changedAt.current === null || input !== lastInput.current) {
      lastInput.current = input;
      changedAt.current = now;
    }
    if (text === settled) return;
    const timer = window.setTimeout(() => setSettled(text), Math.max(0, changedAt.current + SETTLE_DELAY_MS - now));
    return () => window.clearTimeout(timer);
  }, [text, input, settled]);

  return settled;
}
