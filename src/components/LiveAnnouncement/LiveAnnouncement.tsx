/**
 * A polite live region that says `text` once when it appears (WCAG 4.1.3 Status Messages), for a
 * state that would otherwise be silent, such as a form's send in progress: the change of a focused
 * button's label ("Sending...") is not announced by screen readers.
 *
 * The region is in the page from the first render and empty but while there is something to say,
 * so its text is an addition, heard once, and emptying it says nothing. It has no `status` role:
 * the toast region stays the page's one `status` (docs/product-decisions.md, decision 5). It is
 * visually hidden, because the same state is already visible on the control.
 *
 * @param text - what to say, or "" for nothing.
 * @returns `<p aria-live="polite" class="visually-hidden">`.
 */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="visually-hidden">
      {text}
    </p>
  );
}
