/**
 * Pages that no visitor or crawler can reach by following links from the home page
 * (docs/decisions/039: a page is declared once, and the build fails on a page nothing links to).
 * `scripts/postbuild.ts` reads every built page's `<a href>`s and fails the build on each page of
 * the route manifest this module reports, naming the page and the file to fix. The home page is
 * where the walk starts; the not-found page is not in the manifest and counts as no source (a link
 * only from `404.html` is one no crawler follows; `scripts/html/built-pages.ts` names it `/404-page/`).
 */
import { canonicalPath, registeredPath } from "../../src/site/paths";

/** A built page and the internal links it holds. */
export interface LinkingPage {
  /** Its canonical path, `/learning/faqs/`. */
  readonly path: string;
  /** The `href` of each of its `<a>` elements, as written (relative or absolute, with any query or hash). */
  readonly hrefs: readonly string[];
}

/** A page of the manifest that cannot be reached, and whether any page links to it at all. */
export interface UnreachablePage {
  /** Its canonical path. */
  readonly path: string;
  /** The canonical paths of the pages that link to it (all unreachable themselves); empty for an orphan. */
  readonly linkedFrom: readonly string[];
}

/** The `href`s of the `<a>` elements of an HTML document, as written (`&amp;` decoded). */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/g)].flatMap((match) => {
    const href = /\shref="([^"]*)"/.exec(match[0])?.[1];
    return href === undefined ? [] : [href.replaceAll("&amp;", "&")];
  });
}

/**
 * The canonical path of the page an `href` leads to, or `undefined` for a link that leaves the
 * site (another origin, `mailto:`, `tel:`, `sms:`) or stays on the page (`#…`).
 * @param from - the canonical path of the page that holds the link, for relative links.
 */
export function linkTarget(href: string, from: string): string | undefined {
  if (href === "" || href.startsWith("#")) return undefined;
  const url = new URL(href, `https://site.invalid${from}`);
  if (url.origin !== "https://site.invalid") return undefined;
  return canonicalPath(registeredPath(url.pathname));
}

/**
 * The pages of `pagePaths` that following links from `start` never reaches, in `pagePaths`' order.
 * @param pages - every built page with its links (pages outside `pagePaths` are followed too,
 *   except the ones in `ignoredSources`).
 * @param pagePaths - the canonical paths that must be reachable (the route manifest's pages).
 * @param start - the canonical path the walk starts from (`/`), itself exempt.
 * @param ignoredSources - canonical paths whose links are not followed (the not-found page).
 */
export function unreachablePages(pages: readonly LinkingPage[], pagePaths: readonly string[], start: string, ignoredSources: ReadonlySet<string> = new Set()): UnreachablePage[] {
  const targetsOf = new Map(pages.filter((page) => !ignoredSources.has(page.path)).map((page) => [page.path, page.hrefs.flatMap((href) => linkTarget(href, page.path) ?? [])]));
  const reached = new Set([start]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const target of targetsOf.get(next) ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return pagePaths
    .filter((path) => !reached.has(path))
    .map((path) => ({
      path,
      linkedFrom: [...targetsOf].filter(([source, targets]) => source !== path && targets.includes(path)).map(([source]) => source),
    }));
}
