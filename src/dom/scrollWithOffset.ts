/** Distance kept between the top of the viewport and a scrolled-to heading (docs/spec.md §9), in px. */
export const SCROLL_OFFSET_PX = 100;

/** How long without a `scroll` event counts as the end of a scroll where `scrollend` never fires, in ms. */
const QUIET_MS = 1000;

/**
 * Scrolls so `element` sits `SCROLL_OFFSET_PX` below the top of the viewport: smoothly, or at once
 * under `prefers-reduced-motion` (WCAG 2.3.3).
 * @returns a promise that settles when the scroll has ended: a `scrollend` with the page at its
 *   stop, or `QUIET_MS` after the last `scroll` event (a browser without `scrollend`, or a scroll
 *   the visitor interrupted).
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
    // Where the scroll can stop: the target, or the bottom of the page when the target is lower.
    const stop = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
    // A `scrollend` counts only once the page has arrived: one still on its way can belong to a
    // scroll that ended just before this one began (the page scrolled to bring the link into view,
    // then the link pressed). Ending early let the FAQ's highlight follow the sections passed on the
    // way and stop on the one before the chosen category (seen in fresh-clone runs under load).
    // Where `scrollend` never fires, a quiet second after the last `scroll` event ends it.
    let timer = setTimeout(() => done(), QUIET_MS);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => done(), QUIET_MS);
    };
    const onScrollEnd = () => {
      if (Math.abs(window.scrollY - stop) < 2) done();
    };
    const done = () => {
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener("scrollend", onScrollEnd);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.scrollTo({ top, behavior: "smooth" });
  });
}
