import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Actor } from "xstate";
import { type ContactFormEvent, type ContactFormMachine, UNDO_WINDOW_MS } from "../../../machines/contactForm";
import { IDLE_EXPIRY_TEXT } from "../../config/storageExpiry";
import { useFocusRequest } from "../../hooks/useFocusRequest";

/**
 * What the polite live region says after "Clear this form" and "Undo" (WCAG 4.1.3 Status
 * Messages): the fields empty or fill again without focus moving to say so.
 */
export const CLEAR_ANNOUNCEMENTS = {
  cleared: `The form is cleared. You can select Undo within ${String(UNDO_WINDOW_MS / 1000)} seconds to bring your words back.`,
  nothing: "The form is already empty.",
  restored: "Your words are back in the form.",
  /** Shown and said after the draft's limit emptied the form in an open tab (`DRAFT.EXPIRE`). */
  timedOut: `Your words were deleted from this form because nothing changed for ${IDLE_EXPIRY_TEXT}, as the note under the form says. Nothing was sent.`,
} as const;

/**
 * "Clear this form" and its "Undo" for the contact form (docs/product-decisions.md, decision 13:
 * "the visitor can clear it"), on top of the machine's `CLEAR`, `UNDO` and `clear` events
 * (machines/contactForm/machine.ts).
 *
 * - The Clear control is a `<button type="reset">`: before hydration the browser's own reset
 *   empties the fields (the prerendered form is empty). After hydration `onReset` cancels the
 *   native reset and sends `CLEAR`, which empties the values and errors; the draft goes with them
 *   (`writeContactDraft` removes an empty draft). The cleared words stay in the machine's memory
 *   only, for `UNDO_WINDOW_MS`.
 * - A polite live region says what happened (`CLEAR_ANNOUNCEMENTS`); typing empties it, so the
 *   next clear is heard again.
 * - Focus is never lost (WCAG 2.4.3 Focus Order): Clear keeps it; after Undo it goes to the first
 *   field, whose words are back; when the window ends with focus on Undo, which then leaves the
 *   page, it moves to Clear. The machine emits `expired` before React removes the button, so the
 *   check sees where focus is.
 *
 * - When the draft's limit empties the form in an open tab (`timed-out`), a visible note above the
 *   fields says so (`notice`) as well as the live region, since the visitor returns to a form
 *   that is suddenly empty; typing, clearing or sending removes it.
 *
 * @param actor - the contact form's actor (`useContactForm`), for its emitted `clear` events.
 * @param send - its `send`.
 * @returns the live region's `announcement`; the visible `notice` (or `""`); `onReset` for the `<form>`; `onUndo` for Undo;
 *   `quiet()`, to call when the visitor types; the refs of Clear, Undo and the first field.
 */
export function useClearForm(actor: Actor<ContactFormMachine>, send: (event: ContactFormEvent) => void) {
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState("");
  const [clearRef, focusClear] = useFocusRequest<HTMLButtonElement>();
  const [firstFieldRef, focusFirstField] = useFocusRequest<HTMLInputElement>();
  const undoRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const subscription = actor.on("clear", ({ outcome }) => {
      setNotice(outcome === "timed-out" ? CLEAR_ANNOUNCEMENTS.timedOut : "");
      switch (outcome) {
        case "timed-out":
          setAnnouncement(CLEAR_ANNOUNCEMENTS.timedOut);
          break;
        case "cleared":
        case "nothing":
          setAnnouncement(CLEAR_ANNOUNCEMENTS[outcome]);
          break;
        case "restored":
          setAnnouncement(CLEAR_ANNOUNCEMENTS.restored);
          focusFirstField();
          break;
        case "expired":
          setAnnouncement("");
          if (undoRef.current !== null && undoRef.current === document.activeElement) focusClear();
          break;
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, focusClear, focusFirstField]);

  const onReset = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "CLEAR" });
  };
  const onUndo = () => send({ type: "UNDO" });
  // The same function every render (the memoized fields call it on each change); setting "" where
  // it already is re-renders nothing.
  const quiet = useCallback(() => {
    setAnnouncement("");
    setNotice("");
  }, []);

  return { announcement, notice, onReset, onUndo, quiet, clearRef, undoRef, firstFieldRef };
}
