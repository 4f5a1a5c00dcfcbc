/**
 * The excerpt under a search result: a short passage of the document around the words that
 * matched, with those words marked (docs/decisions/015). Pure functions, no DOM: the component
 * renders the segments, each marked one as `<mark>`.
 */

/** A run of excerpt text; `mark` is true for a word that matched the query. */
export interface ExcerptSegment {
  readonly text: string;
  readonly mark: boolean;
}

/**
 * Words as MiniSearch's default tokenizer cuts them: runs of anything but white space and
 * punctuation (https://lucaong.github.io/minisearch/classes/MiniSearch.MiniSearch.html, option
 * `tokenize`), so the words marked here are the words the index matched.
 */
const WORD = /[^\s\p{P}]+/gu;

/** Where one matched word stands in a text: character offsets, end exclusive. */
interface WordAt {
  readonly start: number;
  readonly end: number;
  readonly term: string;
}

/**
 * The matched term a word stands for: the word itself, or its singular when the term is (a typo
 * that found "broker" also marks "brokers" in the same passage).
 */
function termOf(word: string, terms: ReadonlySet<string>): string | undefined {
  for (const candidate of [word, word.replace(/e?s$/, ""), word.replace(/s$/, "")]) if (terms.has(candidate)) return candidate;
  return undefined;
}

/** The words of `text` that are one of `terms` (lowercase) or its plural, in order. */
function matchedWords(text: string, terms: ReadonlySet<string>): WordAt[] {
  const found: WordAt[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0].toLowerCase(), terms);
    if (term !== undefined) found.push({ start: match.index, end: match.index + match[0].length, term });
  }
  return found;
}

/** The window of `length` characters that holds the most distinct matched terms: its first word. */
function bestWindow(words: readonly WordAt[], length: number): { first: WordAt; distinct: number } | null {
  let best: { first: WordAt; distinct: number } | null = null;
  words.forEach((first, index) => {
    const inside = new Set<string>();
    for (const word of words.slice(index)) {
      if (word.end - first.start > length) break;
      inside.add(word.term);
    }
    if (best === null || inside.size > best.distinct) best = { first, distinct: inside.size };
  });
  return best;
}

/** Splits `text` into plain and marked segments; `offset` is where `text` starts in `words`' source. */
function segment(text: string, words: readonly WordAt[], offset: number): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let cursor = 0;
  for (const word of words) {
    const start = word.start - offset;
    const end = word.end - offset;
    if (start < cursor || end > text.length) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), mark: false });
  return segments;
}

/** How many characters of context come before the first matched word. */
const LEAD_IN = 40;

/**
 * A passage of at most about `length` characters around the matched words, cut at word
 * boundaries, with "…" where it was cut, and the matched words marked.
 *
 * @param sources - the texts to excerpt from, in order of preference (for example the summary,
 *   then the full body); the one whose best window holds the most distinct matched terms wins,
 *   the earlier one on a tie.
 * @param terms - the document's words that matched the query, as the index reports them
 *   (MiniSearch's `SearchResult.terms`, after prefix and fuzzy expansion); compared lowercase.
 * @param length - the excerpt's length in characters (default 180).
 * @param phrase - the query as typed: when it has several words and a source holds it as typed
 *   (case aside), the passage starts there.
 * @returns the segments of the excerpt; the start of the first source, unmarked, when no source
 *   holds a matched word (a result matched on its title or tags only).
 */
export function excerptAround(sources: readonly string[], terms: readonly string[], length = 180, phrase = ""): ExcerptSegment[] {
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  let chosen: { source: string; words: WordAt[]; first: WordAt; distinct: number } | null = null;
  const needle = phrase.trim().toLowerCase();
  for (const source of sources) {
    const words = matchedWords(source, wanted);
    // The query as typed, word for word, is the best passage there is.
    const at = needle.includes(" ") ? source.toLowerCase().indexOf(needle) : -1;
    const first = at === -1 ? undefined : words.find((word) => word.start >= at);
    if (first !== undefined) {
      chosen = { source, words, first, distinct: Number.POSITIVE_INFINITY };
      break;
    }
    const window = bestWindow(words, length - LEAD_IN);
    if (window !== null && (chosen === null || window.distinct > chosen.distinct)) chosen = { source, words, ...window };
  }
  if (chosen === null) {
    const first = sources.find((source) => source.trim() !== "") ?? "";
    return [{ text: cutAtWord(first, 0, length).text, mark: false }];
  }
  const { source, words, first } = chosen;
  const from = first.start <= LEAD_IN ? 0 : source.indexOf(" ", first.start - LEAD_IN) + 1;
  const cut = cutAtWord(source, Math.min(from, first.start), length);
  const inner = segment(cut.body, words, cut.start);
  return [...(cut.before ? [{ text: "…", mark: false }] : []), ...inner, ...(cut.after ? [{ text: "…", mark: false }] : [])];
}

/** `length` characters of `text` from `start`, ending at a word boundary. */
function cutAtWord(text: string, start: number, length: number) {
  const end = start + length >= text.length ? text.length : text.lastIndexOf(" ", start + length);
  const stop = end <= start ? Math.min(text.length, start + length) : end;
  const body = text.slice(start, stop);
  return { start, body, before: start > 0, after: stop < text.length, text: stop < text.length ? `${body}…` : body };
}
