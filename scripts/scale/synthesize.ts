/**
 * Synthetic blog posts for the scale benchmark (`scripts/bench-scale.ts`): a seeded generator that
 * learns from the real posts of `src/content/blog/` (their words and how often each follows
 * another, their sentence lengths, the shapes of their sections: paragraphs, lists, subheadings,
 * their links and tags) and writes as many distinct posts as asked, whose text has the statistics
 * of the real writing, so that compression (brotli, gzip) and search indexing behave on them as
 * they would on real articles.
 *
 * Everything but `loadRealPosts` is a pure function: the same real posts and the same seed give
 * the same posts, byte for byte, and post `i` does not depend on how many are asked for (each post
 * draws from its own generator, seeded by the seed and its index).
 *
 * The posts pass the build's rules: the blog frontmatter schema (`src/content/frontmatter.ts`),
 * distinct slugs, titles (at most 54 characters shown, else an `seoTitle`) and excerpts
 * (`scripts/html/snippets.ts`), and the content check's rules (`scripts/content/rules.ts`): no
 * sentence makes a promise, names a safety topic, advises copying content or changing a password
 * (a sentence that would is drawn again).
 */
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { BlogFrontmatter } from "../../src/content/frontmatter";
import { splitFrontmatter } from "../../src/content/frontmatterSource";
import { mentionsSafetyTopic } from "../../src/content/safetyTopics";
import { BLOG_CATEGORIES, ILLUSTRATION_KEYS } from "../../src/content/taxonomy";
import { COPY_ADVICE, IMAGE_OR_MINOR_TOPIC, PASSWORD_ADVICE, PROMISE_PHRASES } from "../content/rules";

/** A real post as read from its file: its slug (file name), frontmatter and Markdown body. */
export interface RealPost {
  readonly slug: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly body: string;
}

/** A random number generator: each call returns a float in [0, 1). */
export type Random = () => number;

/**
 * Mulberry32, a 32-bit seeded generator (Tommy Ettinger's public-domain algorithm): small, fast,
 * and good enough for sampling text.
 * @param seed - an unsigned 32-bit integer (other numbers are truncated to one).
 * @returns a generator of floats in [0, 1), the same sequence for the same seed.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of post `index`'s own generator: the run's seed and the index, mixed (32-bit). */
function postSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Items with their weights, for weighted sampling: `cumulative[i]` is the sum of weights up to `items[i]`. */
export interface Weighted {
  readonly items: readonly string[];
  readonly cumulative: readonly number[];
}

/** A `Weighted` from counts, items in first-seen order (so the result is deterministic). */
function weighted(counts: ReadonlyMap<string, number>): Weighted {
  const items: string[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, count] of counts) {
    total += count;
    items.push(item);
    cumulative.push(total);
  }
  return { items, cumulative };
}

/** One item of `table`, drawn with its weight's probability. @throws Error when the table is empty. */
function pick(table: Weighted, random: Random): string {
  const total = table.cumulative.at(-1);
  if (total === undefined) throw new Error("synthesize: sampling from an empty table");
  const target = random() * total;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((table.cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return table.items[low] ?? "";
}

/** One element of a non-empty list, uniformly: an observed value of an empirical distribution. */
function sample<Item>(list: readonly Item[], random: Random): Item {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("synthesize: sampling from an empty list");
  return item;
}

/** The kinds of block a section holds: a paragraph, a bullet list, a numbered list, a subheading (h3). */
export type BlockKind = "p" | "ul" | "ol" | "h3";

/**
 * What the generator learned from the real posts. Lengths are counts of words (`wordsOf`) or of
 * sentences (`sentencesOf`); the `readonly number[]` fields hold every observed value, so
 * drawing one of them uniformly draws from the real distribution.
 */
export interface TextModel {
  /** Every word of the bodies' sentences, lower case, with its count. */
  readonly words: Weighted;
  /** The first words of sentences, lower case, with their counts. */
  readonly starts: Weighted;
  /** For each word, the words that follow it in a sentence, with their counts (a bigram model). */
  readonly successors: ReadonlyMap<string, Weighted>;
  /** How a word is written inside a sentence (`google` → `Google`), when not in lower case. */
  readonly forms: ReadonlyMap<string, string>;
  /** The words of the h2 and h3 headings and the titles, lower case, with their counts. */
  readonly headingWords: Weighted;
  /** Words per sentence of the paragraphs. */
  readonly sentenceLengths: readonly number[];
  /** Words per sentence of the list items (after the bold lead, if one). */
  readonly itemSentenceLengths: readonly number[];
  /** Sentences per paragraph. */
  readonly sentencesPerParagraph: readonly number[];
  /** Sentences per list item (after the bold lead; 0 when the item is its lead and a phrase). */
  readonly sentencesPerItem: readonly number[];
  /** Items per list. */
  readonly itemsPerList: readonly number[];
  /** Share of list items that open with a bold lead (`**Keep records.** …`). */
  readonly leadShare: number;
  /** Words per bold lead. */
  readonly leadLengths: readonly number[];
  /** Words per h2 heading. */
  readonly headingLengths: readonly number[];
  /** Words per h3 heading. */
  readonly subheadingLengths: readonly number[];
  /** Words per title. */
  readonly titleLengths: readonly number[];
  /** Block kinds before the first h2, one list per post. */
  readonly introShapes: readonly (readonly BlockKind[])[];
  /** Block kinds of each h2 section, one list per section. */
  readonly sectionShapes: readonly (readonly BlockKind[])[];
  /** h2 sections per post. */
  readonly sectionsPerPost: readonly number[];
  /** Commas per gap between two words of a sentence. */
  readonly commaRate: number;
  /** Share of the paragraphs' sentences that end with a question mark. */
  readonly questionRate: number;
  /** The link targets of the bodies, with their counts (pages of the site, as the real posts write them). */
  readonly links: Weighted;
  /** Links per sentence. */
  readonly linkRate: number;
  /** The real tags, with their counts. */
  readonly tags: Weighted;
  /** Tags per post. */
  readonly tagsPerPost: readonly number[];
  /** The real disclaimers (the text a legal post opens with), each once. */
  readonly disclaimers: readonly string[];
  /** Share of the real posts with a disclaimer. */
  readonly disclaimerShare: number;
}

/** A word: letters or digits, with inner apostrophes, hyphens, dots, slashes or ampersands (`don't`, `24/7`, `U.S`). */
const WORD = /[A-Za-z0-9](?:[A-Za-z0-9'’.&/-]*[A-Za-z0-9])?/g;

/** The words of a plain-text sentence, as written (`WORD`). */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Markdown inline syntax reduced to its text: links to their text, emphasis and code marks and
 * content tokens (`{{site.responseTime}}`) removed.
 */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The sentences of a plain-text paragraph: split after `.`, `!` or `?` (and a closing quote or
 * bracket) where the next sentence starts with a capital, a digit or an opening quote.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”)]?)\s+(?=["“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

/** A block of a Markdown body: its kind and its lines. */
interface Block {
  readonly kind: BlockKind | "h2";
  readonly lines: readonly string[];
}

/** The blocks of a Markdown body (separated by blank lines; a heading is a block of its own). */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((line) => line.trimEnd()).filter((line) => line.trim() !== "");
    const first = lines[0];
    if (first === undefined) continue;
    if (first.startsWith("## ")) blocks.push({ kind: "h2", lines: [first.slice(3)] });
    else if (first.startsWith("### ")) blocks.push({ kind: "h3", lines: [first.slice(4)] });
    else if (lines.every((line) => /^\s*[-*] /.test(line) || /^\s{2,}/.test(line))) blocks.push({ kind: "ul", lines: lines.filter((line) => /^\s*[-*] /.test(line)) });
    else if (/^\d+\. /.test(first)) blocks.push({ kind: "ol", lines: lines.filter((line) => /^\d+\. /.test(line)) });
    else blocks.push({ kind: "p", lines: [lines.join(" ")] });
  }
  return blocks;
}

/**
 * Words per sentence of the paragraphs of a Markdown body (lists and headings left out), as the
 * model learns them: the measure the tests compare between real and synthetic posts.
 */
export function sentenceLengthsOf(body: string): number[] {
  return blocksOf(body)
    .filter((block) => block.kind === "p")
    .flatMap((block) => sentencesOf(plainInline(block.lines.join(" "))).map((sentence) => wordsOf(sentence).length));
}

/** Adds one to `key`'s count. */
function count(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** A list item's text without its marker, split into its bold lead (if one) and the rest. */
function itemParts(line: string): { lead: string | undefined; rest: string } {
  const text = line.replace(/^\s*(?:[-*]|\d+\.) /, "");
  const match = /^\*\*(.+?)\*\*(.*)$/.exec(text);
  return match ? { lead: match[1] ?? "", rest: match[2] ?? "" } : { lead: undefined, rest: text };
}

/**
 * Learns the `TextModel` of the real posts.
 * @param posts - the real posts (`loadRealPosts`), at least one.
 * @returns the model; deterministic for the same posts in the same order.
 * @throws Error when there is no post or no sentence to learn from.
 */
export function learnModel(posts: readonly RealPost[]): TextModel {
  if (posts.length === 0) throw new Error("synthesize: no real post to learn from");
  const words = new Map<string, number>();
  const starts = new Map<string, number>();
  const successorCounts = new Map<string, Map<string, number>>();
  const formCounts = new Map<string, Map<string, number>>();
  const headingWords = new Map<string, number>();
  const links = new Map<string, number>();
  const tags = new Map<string, number>();
  const sentenceLengths: number[] = [];
  const itemSentenceLengths: number[] = [];
  const sentencesPerParagraph: number[] = [];
  const sentencesPerItem: number[] = [];
  const itemsPerList: number[] = [];
  const leadLengths: number[] = [];
  const headingLengths: number[] = [];
  const subheadingLengths: number[] = [];
  const titleLengths: number[] = [];
  const introShapes: BlockKind[][] = [];
  const sectionShapes: BlockKind[][] = [];
  const sectionsPerPost: number[] = [];
  const tagsPerPost: number[] = [];
  const disclaimers: string[] = [];
  const acronyms = new Map<string, string>();
  let items = 0;
  let gaps = 0;
  let commas = 0;
  let questions = 0;
  let sentences = 0;
  let linkCount = 0;

  /** Learns the words of one sentence (`markdown`, inline syntax included); returns its length. */
  const learnSentence = (sentence: string): number => {
    const tokens = wordsOf(sentence);
    tokens.forEach((token, index) => {
      const key = token.toLowerCase();
      count(words, key);
      if (index === 0) count(starts, key);
      else {
        const forms = formCounts.get(key) ?? new Map<string, number>();
        count(forms, token);
        formCounts.set(key, forms);
      }
      const next = tokens[index + 1];
      if (next !== undefined) {
        const following = successorCounts.get(key) ?? new Map<string, number>();
        count(following, next.toLowerCase());
        successorCounts.set(key, following);
      }
    });
    gaps += Math.max(0, tokens.length - 1);
    commas += (sentence.match(/,/g) ?? []).length;
    sentences += 1;
    if (sentence.endsWith("?")) questions += 1;
    return tokens.length;
  };
  const learnHeading = (text: string): number => {
    const tokens = wordsOf(plainInline(text)).filter((token) => !/^\d+$/.test(token));
    for (const token of tokens) {
      count(headingWords, token.toLowerCase());
      // An acronym ("DIY", "ORM") keeps its capitals, even when no sentence writes it.
      if (/[A-Z]{2}/.test(token)) acronyms.set(token.toLowerCase(), token);
    }
    return tokens.length;
  };

  for (const post of posts) {
    const title = post.data.title;
    if (typeof title === "string") titleLengths.push(learnHeading(title));
    const postTags = Array.isArray(post.data.tags) ? post.data.tags.filter((tag): tag is string => typeof tag === "string") : [];
    for (const tag of postTags) count(tags, tag);
    if (postTags.length > 0) tagsPerPost.push(postTags.length);
    if (typeof post.data.disclaimer === "string" && !disclaimers.includes(post.data.disclaimer)) disclaimers.push(post.data.disclaimer);
    for (const match of post.body.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (match[1] !== undefined) count(links, match[1]);
      linkCount += 1;
    }

    let shape: BlockKind[] = [];
    let sections = 0;
    for (const block of blocksOf(post.body)) {
      if (block.kind === "h2") {
        if (sections === 0) introShapes.push(shape);
        else sectionShapes.push(shape);
        shape = [];
        sections += 1;
        headingLengths.push(learnHeading(block.lines[0] ?? ""));
        continue;
      }
      shape.push(block.kind);
      if (block.kind === "h3") subheadingLengths.push(learnHeading(block.lines[0] ?? ""));
      else if (block.kind === "p") {
        const found = sentencesOf(plainInline(block.lines.join(" ")));
        sentencesPerParagraph.push(found.length);
        for (const sentence of found) sentenceLengths.push(learnSentence(sentence));
      } else {
        itemsPerList.push(block.lines.length);
        for (const line of block.lines) {
          const { lead, rest } = itemParts(line);
          items += 1;
          if (lead !== undefined) leadLengths.push(wordsOf(plainInline(lead)).length);
          const found = sentencesOf(plainInline(rest));
          sentencesPerItem.push(found.length);
          for (const sentence of found) itemSentenceLengths.push(learnSentence(sentence));
        }
      }
    }
    if (sections === 0) introShapes.push(shape);
    else sectionShapes.push(shape);
    sectionsPerPost.push(sections);
  }
  if (sentenceLengths.length === 0) throw new Error("synthesize: the real posts have no paragraph to learn from");

  const forms = new Map<string, string>(acronyms);
  for (const [key, written] of formCounts) {
    let best = key;
    let bestCount = 0;
    for (const [form, seen] of written) {
      if (seen > bestCount) {
        best = form;
        bestCount = seen;
      }
    }
    // How the sentences write a word wins over how the headings do.
    if (best !== key) forms.set(key, best);
    else forms.delete(key);
  }
  const successors = new Map<string, Weighted>();
  for (const [key, following] of successorCounts) successors.set(key, weighted(following));

  return {
    words: weighted(words),
    starts: weighted(starts),
    successors,
    forms,
    headingWords: weighted(headingWords),
    sentenceLengths,
    itemSentenceLengths: itemSentenceLengths.length > 0 ? itemSentenceLengths : sentenceLengths,
    sentencesPerParagraph,
    sentencesPerItem: sentencesPerItem.length > 0 ? sentencesPerItem : [1],
    itemsPerList: itemsPerList.length > 0 ? itemsPerList : [3],
    leadShare: items === 0 ? 0 : leadLengths.length / items,
    leadLengths: leadLengths.length > 0 ? leadLengths : [3],
    headingLengths: headingLengths.length > 0 ? headingLengths : [5],
    subheadingLengths: subheadingLengths.length > 0 ? subheadingLengths : [4],
    titleLengths: titleLengths.length > 0 ? titleLengths : [8],
    introShapes: introShapes.length > 0 ? introShapes : [["p"]],
    sectionShapes: sectionShapes.length > 0 ? sectionShapes : [["p", "p"]],
    sectionsPerPost,
    commaRate: gaps === 0 ? 0 : commas / gaps,
    questionRate: sentences === 0 ? 0 : questions / sentences,
    links: weighted(links),
    linkRate: sentences === 0 ? 0 : linkCount / sentences,
    tags: weighted(tags.size > 0 ? tags : new Map([["Online Reputation", 1]])),
    tagsPerPost: tagsPerPost.length > 0 ? tagsPerPost : [3],
    disclaimers,
    disclaimerShare: disclaimers.length === 0 ? 0 : posts.filter((post) => typeof post.data.disclaimer === "string").length / posts.length,
  };
}

/**
 * Whether a sentence, heading, title or excerpt passes the content check's rules
 * (`scripts/content/rules.ts`, `src/content/safetyTopics.ts`): no promise phrase (even denied),
 * no safety topic, no mention of intimate images or minors, no advice to copy content or to
 * change a password.
 */
export function passesContentRules(text: string): boolean {
  return (
    !PROMISE_PHRASES.some(({ pattern }) => pattern.test(text)) &&
    mentionsSafetyTopic(text) === undefined &&
    !IMAGE_OR_MINOR_TOPIC.test(text) &&
    !COPY_ADVICE.test(text) &&
    !PASSWORD_ADVICE.test(text)
  );
}

/** How many times a sentence (or a title, an excerpt) that breaks a rule is drawn again before giving up. */
const MAX_DRAWS = 200;

/** Draws `make()` until `accept` holds. @throws Error after `MAX_DRAWS` draws, naming `what`. */
function drawUntil<Value>(make: () => Value, accept: (value: Value) => boolean, what: string): Value {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const value = make();
    if (accept(value)) return value;
  }
  throw new Error(`synthesize: no acceptable ${what} in ${String(MAX_DRAWS)} draws`);
}

/** Share of words drawn from the bigram model (the rest from the word frequencies alone). */
const BIGRAM_SHARE = 0.75;

/** A word as written inside a sentence (`forms`), or the key itself. */
function written(model: TextModel, key: string): string {
  return model.forms.get(key) ?? key;
}

/** `text` with its first letter in upper case. */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One sentence of `length` words: the first drawn from the sentence openings, each next from the
 * words that follow the previous one in the real posts (`BIGRAM_SHARE`) or from all words; commas
 * at the real rate; a question mark at the real rate; now and then a link (the real rate, to a
 * page the real posts link to) around one to three words.
 */
function rawSentence(model: TextModel, length: number, random: Random, question: boolean): string {
  const keys: string[] = [pick(model.starts, random)];
  while (keys.length < length) {
    const previous = keys.at(-1) ?? "";
    const following = model.successors.get(previous);
    keys.push(following !== undefined && random() < BIGRAM_SHARE ? pick(following, random) : pick(model.words, random));
  }
  const tokens = keys.map((key, index) => (index === 0 ? capitalized(written(model, key)) : written(model, key)));
  if (model.links.items.length > 0 && random() < model.linkRate && tokens.length > 3) {
    const span = 1 + Math.floor(random() * 3);
    const start = 1 + Math.floor(random() * (tokens.length - span - 1));
    const end = start + span - 1;
    tokens[start] = `[${tokens[start] ?? ""}`;
    tokens[end] = `${tokens[end] ?? ""}](${pick(model.links, random)})`;
  }
  const text = tokens.map((token, index) => (index < tokens.length - 1 && !token.startsWith("[") && random() < model.commaRate ? `${token},` : token)).join(" ");
  return `${text}${question ? "?" : "."}`;
}

/** A sentence of a length drawn from `lengths` that passes the content rules. */
function sentence(model: TextModel, lengths: readonly number[], random: Random): string {
  return drawUntil(() => rawSentence(model, Math.max(1, sample(lengths, random)), random, random() < model.questionRate), (text) => passesContentRules(plainInline(text)), "sentence");
}

/** Words that stay in lower case inside a heading in title case (Chicago style). */
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "vs", "with"]);

/** A heading of `length` words in title case, drawn from the headings' words. */
function rawHeading(model: TextModel, length: number, random: Random): string {
  return Array.from({ length: Math.max(2, length) }, (_, index) => {
    const key = pick(model.headingWords, random);
    const form = written(model, key);
    return index > 0 && MINOR_WORDS.has(key) ? key : capitalized(form);
  }).join(" ");
}

/** A heading of a length drawn from `lengths` that passes the content rules. */
function heading(model: TextModel, lengths: readonly number[], random: Random): string {
  return drawUntil(() => rawHeading(model, sample(lengths, random), random), passesContentRules, "heading");
}

/** A paragraph: a number of sentences drawn from the real paragraphs'. */
function paragraph(model: TextModel, random: Random): string {
  return Array.from({ length: Math.max(1, sample(model.sentencesPerParagraph, random)) }, () => sentence(model, model.sentenceLengths, random)).join(" ");
}

/** A list (`- ` or `1. ` items): items drawn as the real lists', some with a bold lead. */
function list(model: TextModel, kind: "ul" | "ol", random: Random): string {
  const size = Math.max(2, sample(model.itemsPerList, random));
  return Array.from({ length: size }, (_, index) => {
    const marker = kind === "ul" ? "-" : `${String(index + 1)}.`;
    const lead = random() < model.leadShare ? `**${sentence(model, model.leadLengths, random)}**` : "";
    const count = Math.max(lead === "" ? 1 : 0, sample(model.sentencesPerItem, random));
    const rest = Array.from({ length: count }, () => sentence(model, model.itemSentenceLengths, random)).join(" ");
    return `${marker} ${[lead, rest].filter((part) => part !== "").join(" ")}`;
  }).join("\n");
}

/** The Markdown of one block. */
function block(model: TextModel, kind: BlockKind, random: Random): string {
  if (kind === "p") return paragraph(model, random);
  if (kind === "h3") return `### ${heading(model, model.subheadingLengths, random)}`;
  return list(model, kind, random);
}

/**
 * A Markdown body: an introduction and h2 sections whose shapes (the kinds of their blocks in
 * order) are drawn from the real posts' introductions and sections, their number from the real
 * posts'.
 */
export function synthesizeBody(model: TextModel, random: Random): string {
  const blocks = sample(model.introShapes, random).map((kind) => block(model, kind, random));
  const sections = Math.max(1, sample(model.sectionsPerPost, random));
  for (let section = 0; section < sections; section += 1) {
    blocks.push(`## ${heading(model, model.headingLengths, random)}`);
    const shape = sample(model.sectionShapes, random);
    for (const kind of shape.length > 0 ? shape : (["p"] as const)) blocks.push(block(model, kind, random));
  }
  return `${blocks.join("\n\n")}\n`;
}

/** The longest title search results show before " | RRR" (`scripts/html/snippets.ts`: 60 in all). */
export const SHOWN_TITLE_MAX = 54;

/** The words of `text` that fit in `max` characters, from the start (at least the first word). */
function fitted(text: string, max: number): string {
  const kept: string[] = [];
  for (const word of text.split(" ")) {
    if ([...kept, word].join(" ").length > max && kept.length > 0) break;
    kept.push(word);
  }
  return kept.join(" ");
}

/** A URL slug from a title: its first six words, lower case, joined by hyphens (`SLUG_PATTERN`). */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .slice(0, 6)
    .join("-");
}

/** The day `days` before an ISO date (`YYYY-MM-DD`, UTC), as an ISO date. */
export function daysBefore(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** A synthetic post: its file name without `.md`, its frontmatter and its Markdown body. */
export interface SyntheticPost {
  readonly slug: string;
  readonly frontmatter: BlogFrontmatter;
  readonly body: string;
}

/** What to generate. */
export interface SynthesisOptions {
  /** How many posts. */
  readonly count: number;
  /** The seed (an unsigned 32-bit integer); the same seed gives the same posts. */
  readonly seed: number;
  /** The `id` of the first post; the others follow (the real posts' highest plus one, so none repeats). */
  readonly firstId: number;
  /** The date of the first post (`YYYY-MM-DD`); each next one is `daysApart` days older. */
  readonly newestDate: string;
  /** Days between two posts' dates (1 unless given). */
  readonly daysApart?: number;
  /** Every post's `reviewed` date (`YYYY-MM-DD`), so none is over a year old and warns (`src/content/reviewed.ts`). */
  readonly reviewed: string;
  /** Slugs and shown titles already taken (the real posts'), lower case: no synthetic post repeats them. */
  readonly taken?: { readonly slugs: readonly string[]; readonly titles: readonly string[] };
}

/**
 * Generates `options.count` distinct posts from the model: post `i` is dated `i * daysApart` days
 * before `newestDate`, numbered `firstId + i`, in category `i` modulo the categories (so all of
 * `BLOG_CATEGORIES` have posts), with a title, an excerpt and a slug no other post has, tags drawn
 * from the real ones (but those naming a safety topic: the tags show on the page, and the
 * content check would then want the urgent-help block, which the body alone decides), a disclaimer at the real posts' rate, and a body from `synthesizeBody`.
 * @returns the posts, newest first.
 * @throws Error when a title, excerpt or sentence passing the rules cannot be drawn.
 */
export function synthesizePosts(model: TextModel, options: SynthesisOptions): SyntheticPost[] {
  const slugs = new Set(options.taken?.slugs ?? []);
  const titles = new Set(options.taken?.titles ?? []);
  const excerpts = new Set<string>();
  const posts: SyntheticPost[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const random = mulberry32(postSeed(options.seed, index));
    const title = drawUntil(
      () => fitted(heading(model, model.titleLengths, random), 100),
      (candidate) => candidate.length >= 10 && !titles.has(candidate.toLowerCase()) && !titles.has(fitted(candidate, SHOWN_TITLE_MAX).toLowerCase()) && !slugs.has(slugOf(candidate)),
      "title",
    );
    const seoTitle = title.length > SHOWN_TITLE_MAX ? fitted(title, SHOWN_TITLE_MAX) : undefined;
    titles.add(title.toLowerCase());
    if (seoTitle !== undefined) titles.add(seoTitle.toLowerCase());
    const slug = slugOf(title);
    slugs.add(slug);
    const excerpt = drawUntil(
      () => {
        let text = "";
        while (text.length < 100) {
          const next = sentence(model, model.sentenceLengths, random);
          const joined = text === "" ? next : `${text} ${next}`;
          if (joined.length <= 160) text = joined;
          else return text.length >= 60 ? text : `${fitted(joined, 159).replace(/[,.?]$/, "")}.`;
        }
        return text;
      },
      (candidate) => candidate.length >= 60 && candidate.length <= 160 && !excerpts.has(candidate) && !/[[\]]/.test(candidate),
      "excerpt",
    );
    excerpts.add(excerpt);
    const tagCount = Math.min(6, Math.max(1, sample(model.tagsPerPost, random)));
    const tags: string[] = [];
    for (let draw = 0; tags.length < tagCount && draw < 50; draw += 1) {
      const tag = pick(model.tags, random);
      if (!tags.includes(tag) && tag.length <= 40 && passesContentRules(tag)) tags.push(tag);
    }
    const disclaimer = model.disclaimers.length > 0 && random() < model.disclaimerShare ? sample(model.disclaimers, random) : undefined;
    const frontmatter: BlogFrontmatter = {
      id: options.firstId + index,
      title,
      ...(seoTitle === undefined ? {} : { seoTitle }),
      excerpt,
      category: BLOG_CATEGORIES[index % BLOG_CATEGORIES.length] ?? BLOG_CATEGORIES[0],
      date: daysBefore(options.newestDate, index * (options.daysApart ?? 1)),
      ...(disclaimer === undefined ? {} : { disclaimer }),
      reviewed: options.reviewed,
      image: sample(ILLUSTRATION_KEYS, random),
      tags: tags.length > 0 ? tags : ["Online Reputation"],
    };
    posts.push({ slug, frontmatter, body: synthesizeBody(model, random) });
  }
  return posts;
}

/**
 * The Markdown file of a post: its frontmatter in the real posts' style (every string quoted,
 * tags as a flow list; JSON strings are valid YAML), then its body.
 */
export function postFile(post: SyntheticPost): string {
  const lines = (Object.entries(post.frontmatter) as [string, unknown][])
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join("\n")}\n---\n\n${post.body}`;
}

/**
 * Reads the real posts of a folder (`src/content/blog`), frontmatter parsed as the build parses it
 * (`splitFrontmatter`), in file-name order.
 * @param dir - the folder of `*.md` posts.
 */
export function loadRealPosts(dir: string): RealPost[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const { data, content } = splitFrontmatter(readFileSync(join(dir, name), "utf8"));
      return { slug: basename(name, ".md"), data, body: content };
    });
}
