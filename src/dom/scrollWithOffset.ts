/** Distance kept between the top of the viewport and a scrolled-to heading (docs/spec.md §9), in px. */
export const SCROLL_OFFSET_PX = 100;

/** How long without a `scroll` event counts as the end of a scroll where `scrollend` never fires, in ms. */
const QUIET_MS = 1000;

/**
 * Scrolls so `element` sits `SCROLL_OFFSET_PX` below the top of the viewport: smoothly, or at once
 * under `prefers-reduced-motion` (WCAG 2.3.3).
 * @returns a promise that settles when the scroll has ended (`scrollend`, or `QUIET_MS` after the
 *   last `scroll` event where `scrollend` never comes).
 */
export function scrollWithOffset(element: HTMLElement): Promise<void> {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  return new Promise((resolve) => {
    if (reduced || Math.abs(window.scrollY - top) < 1) {
      window.scrollTo({ top, behavior: "instant" });
      resolve();
      return;
    }
    // The fallback for a browser without `scrollend` waits for a quiet second after the last
    // `scroll` event, not a second after the start: on a busy phone a smooth scroll can take longer
    // than that, and ending it early let the FAQ's highlight follow the sections passed on the way
    // and stop on the one before the chosen category (a fresh-clone run under load).
    let timer = setTimeout(() => done(), QUIET_MS);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => done(), QUIET_MS);
    };
    const done = () => {
      window.removeEventListener("scrollend", done);
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener("scrollend", done);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.scrollTo({ top, behavior: "smooth" });
  });
}
