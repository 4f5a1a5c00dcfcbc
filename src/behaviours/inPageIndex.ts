/**
 * An in-page index's current entry (the FAQ's categories, the glossary's letters, a guide's table
 * of contents, which marks the section being read as its `"location"`): the one small
 * behaviour those pages need beyond what the browser does (docs/decisions/040;
 * docs/product-decisions.md, decision 14). The links are plain in-page links: the browser scrolls
 * to the section (its `scroll-margin-top` clears the pinned header), moves focus to it (the section
 * is focusable, `tabindex="-1"`: HTML "scroll to the fragment" runs the focusing steps) and keeps
 * the section's id in the address. This module only marks the link of the current section with
 * `aria-current="true"`, which CSS highlights, as the page's machine says:
 *
 * - `machines/faq` (`data-in-page-index="follows-scroll"`): a link followed makes its section
 *   current (CATEGORY.SELECT) and the sections passed on the way are ignored until the scroll ends
 *   (`scrolling`, SCROLL.END: the `scrollend` event); otherwise the section under the header is
 *   current (CATEGORY.IN_VIEW).
 * - `machines/glossary` (`data-in-page-index="chosen"`): only a link followed, or the address's
 *   hash when the page opens (LETTER.ADOPT), changes the current section.
 *
 * Before the module runs, and without scripts, the first link is current where the page renders
 * it so (the server marks the default), and every link works. Plain DOM and no dependency: the
 * page loads it as a module of about 1 KB (brotli), not React.
 */

/** The attribute that marks an index and says how its current entry moves. */
export const IN_PAGE_INDEX_ATTRIBUTE = "data-in-page-index";

/**
 * The attribute that gives the `aria-current` value of an index's current link: `"true"` unless it
 * says otherwise (a guide's table of contents says `"location"`, the section being read).
 */
export const IN_PAGE_INDEX_CURRENT_ATTRIBUTE = "data-in-page-index-current";

/** How an index's current entry moves (see the module comment). */
export type InPageIndexMode = "follows-scroll" | "chosen";

/**
 * How far below the top of the viewport a section's top may be and still count as the one being
 * read, in CSS px: the pinned block (the quick exit's strip and the header, 120 px) and the
 * sections' scroll margin (the FAQ's category links land 148 px below the top: docs/spec.md §9's
 * 100 px plus the quick exit's 48 px strip, on every page since docs/decisions/059), with 40 px
 * to spare.
 */
export const READING_LINE_PX = 188;

/** Longest wait for `scrollend` after a link is followed, in ms (a browser without the event). */
export const SCROLL_END_FALLBACK_MS = 1500;

/** One index: its links and the sections they lead to, in document order. */
interface Entry {
  readonly link: HTMLAnchorElement;
  readonly section: HTMLElement;
}

/** The entries of `nav`: its in-page links whose target exists. */
function entriesOf(nav: Element, document: Document): Entry[] {
  const entries: Entry[] = [];
  for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (section) entries.push({ link, section });
  }
  return entries;
}

/**
 * Keeps `aria-current` on the link of the current section of one index.
 * @param nav - the index (`[data-in-page-index]`).
 * @param window - the page's window (its document, location, timers and scroll events).
 * @returns a function that removes the listeners (for tests).
 */
export function trackInPageIndex(nav: Element, window: Window): () => void {
  const { document } = window;
  const mode: InPageIndexMode = nav.getAttribute(IN_PAGE_INDEX_ATTRIBUTE) === "chosen" ? "chosen" : "follows-scroll";
  const entries = entriesOf(nav, document);
  if (entries.length === 0) return () => {};
  const currentValue = nav.getAttribute(IN_PAGE_INDEX_CURRENT_ATTRIBUTE) ?? "true";
  let scrolling = false;
  let fallback: number | undefined;

  const mark = (current: Entry | undefined) => {
    if (!current) return;
    for (const entry of entries) {
      if (entry === current) entry.link.setAttribute("aria-current", currentValue);
      else entry.link.removeAttribute("aria-current");
    }
  };
  const byHash = () => entries.find((entry) => `#${entry.section.id}` === decodeURIComponent(window.location.hash));
  const inView = () => {
    let current = entries[0];
    for (const entry of entries) if (entry.section.getBoundingClientRect().top <= READING_LINE_PX) current = entry;
    return current;
  };
  const endScroll = () => {
    scrolling = false;
    if (fallback !== undefined) window.clearTimeout(fallback);
    fallback = undefined;
  };

  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const entry = entries.find((candidate) => candidate.link === link);
    if (!entry) return;
    mark(entry);
    if (mode === "chosen") return;
    scrolling = true;
    if (fallback !== undefined) window.clearTimeout(fallback);
    fallback = window.setTimeout(endScroll, SCROLL_END_FALLBACK_MS);
  };
  const onHashChange = () => mark(byHash());
  let frame: number | undefined;
  const onScroll = () => {
    if (scrolling || frame !== undefined) return;
    frame = window.requestAnimationFrame(() => {
      frame = undefined;
      if (!scrolling) mark(inView());
    });
  };

  mark(byHash() ?? (mode === "follows-scroll" ? inView() : entries[0]));
  nav.addEventListener("click", onClick);
  window.addEventListener("hashchange", onHashChange);
  if (mode === "follows-scroll") {
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", endScroll);
  }
  return () => {
    nav.removeEventListener("click", onClick);
    window.removeEventListener("hashchange", onHashChange);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("scrollend", endScroll);
    endScroll();
  };
}

/** Tracks every in-page index of the document. */
export function trackInPageIndexes(window: Window): void {
  for (const nav of window.document.querySelectorAll(`[${IN_PAGE_INDEX_ATTRIBUTE}]`)) trackInPageIndex(nav, window);
}
