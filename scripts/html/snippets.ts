/**
 * Checks what a search result shows of each page (its snippet): the `<title>` and the
 * `<meta name="description">` of every prerendered page. Each must fit the space search engines
 * give it, and no two pages may share one, so that every result says which page it is.
 *
 * Google Search Central ("Influencing your title links in search results",
 * https://developers.google.com/search/docs/appearance/title-link, and "Control your snippets in
 * search results", https://developers.google.com/search/docs/appearance/snippet) asks for a
 * title and a description written for each page and unique across the site, and says both are
 * truncated as needed to fit the device width; it names no length in characters.
 */
import type { Element } from "hast";
import { elementsOf, parseDocument } from "./page-scripts";

/**
 * The longest full title, site name included, in characters (grapheme clusters). Google's
 * desktop results show about 600 px of a title link, about 60 characters of Latin text; the
 * figure is the usual approximation, since Google only says a title is truncated as needed
 * ("Influencing your title links in search results").
 */
export const TITLE_MAX = 60;

/**
 * The longest meta description, in characters (grapheme clusters): about what a desktop result
 * shows before Google cuts the snippet to the device width, the usual approximation for the same
 * reason ("Control your snippets in search results": snippets are truncated as needed).
 */
export const DESCRIPTION_MAX = 160;

/** What a search result shows of one page; `undefined` when the page has no such element. */
export interface PageSnippet {
  /** The page's canonical path, e.g. `/learning/blog/ai-reputation/`. */
  path: string;
  /** The document title as a browser reads it: entities decoded, white space collapsed. */
  title: string | undefined;
  /** The `content` of `<meta name="description">`, entities decoded. */
  description: string | undefined;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Length in characters as a reader counts them (extended grapheme clusters, Unicode Standard
 * Annex 29, "Text Segmentation"), so an emoji or a letter with a combining accent counts once,
 * not once per UTF-16 code unit.
 */
function length(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

/** HTML "strip and collapse ASCII whitespace", as `document.title` does. */
function collapseWhitespace(text: string): string {
  return text.replace(/[\t\n\f\r ]+/g, " ").trim();
}

/** The text of an element and its descendants. */
function textContent(element: Element): string {
  return element.children.map((child) => (child.type === "text" ? child.value : child.type === "element" ? textContent(child) : "")).join("");
}

/**
 * Reads the title and the description of a whole HTML document with the WHATWG parser
 * (rehype-parse), so character references (`&amp;`, `&#x27;`) are decoded as a browser decodes
 * them. Only `<head>` is read: an SVG in the body may have a `<title>` of its own.
 * @returns the first `<title>` (white space collapsed as `document.title` does) and the first
 *   `<meta name="description">`'s content; a field is `undefined` when its element is missing.
 */
export function readSnippet(html: string): Omit<PageSnippet, "path"> {
  // The document up to the end of its head is all the parser needs to read: a page's body is most
  // of its bytes (the parser closes what the cut leaves open).
  const headEnd = html.search(/<\/head\s*>/i);
  const head = [...elementsOf(parseDocument(headEnd === -1 ? html : html.slice(0, headEnd)))].find((element) => element.tagName === "head");
  const inHead = head ? [...elementsOf(head)] : [];
  const title = inHead.find((element) => element.tagName === "title");
  const description = inHead.find(
    (element) => element.tagName === "meta" && typeof element.properties.name === "string" && element.properties.name.toLowerCase() === "description",
  );
  const content = description?.properties.content;
  return {
    title: title ? collapseWhitespace(textContent(title)) : undefined,
    description: typeof content === "string" ? content : undefined,
  };
}

/**
 * The problems of a site's snippets, one readable line each, empty when there are none:
 * - a missing or empty title or description;
 * - a title longer than `TITLE_MAX` or a description longer than `DESCRIPTION_MAX` characters
 *   (grapheme clusters), e.g. `/learning/blog/ai-reputation/: title is 75 characters, over
 *   the limit of 60: "…"`;
 * - a title or a description that two or more pages share, e.g. `title shared by /a/ and /b/: "…"`.
 *
 * Texts are compared exactly as given; `readSnippet` has already decoded and normalised them.
 * @param pages every page that search engines may show, with its canonical path.
 */
export function snippetProblems(pages: readonly PageSnippet[]): string[] {
  const problems: string[] = [];
  const fields = [
    { field: "title", max: TITLE_MAX },
    { field: "description", max: DESCRIPTION_MAX },
  ] as const;
  for (const { field, max } of fields) {
    const pathsByText = new Map<string, string[]>();
    for (const page of pages) {
      const text = page[field];
      if (text === undefined || text.trim() === "") {
        problems.push(`${page.path}: ${field} is missing`);
        continue;
      }
      const count = length(text);
      if (count > max) problems.push(`${page.path}: ${field} is ${String(count)} characters, over the limit of ${String(max)}: "${text}"`);
      pathsByText.set(text, [...(pathsByText.get(text) ?? []), page.path]);
    }
    for (const [text, paths] of pathsByText) {
      if (paths.length > 1) problems.push(`${field} shared by ${paths.slice(0, -1).join(", ")} and ${paths.at(-1) ?? ""}: "${text}"`);
    }
  }
  return problems;
}
