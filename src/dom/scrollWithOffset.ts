/** Distance kept between the top of the viewport and a scrolled-to heading (docs/spec.md §9), in px. */
export const SCROLL_OFFSET_PX = 100;

/**
 * Scrolls so `element` sits `SCROLL_OFFSET_PX` below the top of the viewport: smoothly, or at once
 * under `prefers-reduced-motion` (WCAG 2.3.3).
 * @returns a promise that settles when the scroll has ended (`scrollend`, or 1 s at most).
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
    const done = () => {
      window.removeEventListener("scrollend", done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    window.addEventListener("scrollend", done);
    window.scrollTo({ top, behavior: "smooth" });
  });
}
