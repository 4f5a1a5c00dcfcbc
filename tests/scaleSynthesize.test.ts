/**
 * The synthetic posts of the scale benchmark (scripts/scale/synthesize.ts, scripts/bench-scale.ts):
 * the same seed gives the same posts, every post is distinct, their frontmatter passes the blog
 * schema the build validates, their text follows the content rules, and their sentence lengths,
 * lengths and compression are those of the real posts.
 */
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, blogFrontmatterSchema, countWords } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { mentionsSafetyTopic } from "../src/content/safetyTopics";
import { BLOG_CATEGORIES } from "../src/content/taxonomy";
import { promisesIn } from "../scripts/content/rules";
import {
  SHOWN_TITLE_MAX,
  type SynthesisOptions,
  daysBefore,
  learnModel,
  loadRealPosts,
  mulberry32,
  plainInline,
  postFile,
  sentenceLengthsOf,
  sentencesOf,
  synthesizePosts,
  wordsOf,
} from "../scripts/scale/synthesize";

const real = loadRealPosts(join(import.meta.dirname, "..", "src", "content", "blog"));
const model = learnModel(real);
const OPTIONS: SynthesisOptions = { count: 120, seed: 7, firstId: 1000, newestDate: "2026-11-01", reviewed: "2026-11-26" };
const posts = synthesizePosts(model, OPTIONS);

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The largest gap between the empirical distribution functions of two samples (the Kolmogorov-Smirnov statistic). */
function ksDistance(a: readonly number[], b: readonly number[]): number {
  const values = [...new Set([...a, ...b])].sort((x, y) => x - y);
  const cdf = (sample: readonly number[], value: number) => sample.filter((item) => item <= value).length / sample.length;
  return Math.max(...values.map((value) => Math.abs(cdf(a, value) - cdf(b, value))));
}

/** Brotli bytes over raw bytes. */
const ratio = (text: string) => brotliCompressSync(Buffer.from(text)).length / Buffer.byteLength(text);

describe("mulberry32", () => {
  it("gives the same floats in [0, 1) for the same seed, others for another", () => {
    const first = Array.from({ length: 5 }, mulberry32(1));
    expect(Array.from({ length: 5 }, mulberry32(1))).toEqual(first);
    expect(Array.from({ length: 5 }, mulberry32(2))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe("synthetic posts", () => {
  it("are the same for the same seed, and a longer run starts with the shorter one's posts", () => {
    expect(synthesizePosts(model, OPTIONS).map(postFile)).toEqual(posts.map(postFile));
    expect(synthesizePosts(model, { ...OPTIONS, count: 10 }).map(postFile)).toEqual(posts.slice(0, 10).map(postFile));
    expect(synthesizePosts(model, { ...OPTIONS, seed: 8, count: 3 }).map(postFile)).not.toEqual(posts.slice(0, 3).map(postFile));
  });

  it("have distinct slugs, titles, excerpts and texts, none of a real post's", () => {
    const slugs = posts.map((post) => post.slug);
    const shown = posts.map((post) => (post.frontmatter.seoTitle ?? post.frontmatter.title).toLowerCase());
    expect(new Set(slugs).size).toBe(posts.length);
    expect(new Set(shown).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.frontmatter.excerpt)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.body)).size).toBe(posts.length);
    for (const post of real) expect(slugs).not.toContain(post.slug);
    // A sentence of four words or more repeats only by chance: under 0.5% of them (shorter ones,
    // such as a list item's bold lead, "Keep records.", repeat as they do in real writing).
    const sentences = posts
      .flatMap((post) => sentencesOf(plainInline(post.body.replace(/^#+ .*$/gm, "").replace(/^(?:-|\d+\.) /gm, ""))))
      .filter((sentence) => wordsOf(sentence).length >= 4);
    expect(1 - new Set(sentences).size / sentences.length).toBeLessThan(0.005);
  });

  it("have frontmatter that passes the blog schema, read back as the build reads it", () => {
    for (const post of posts) {
      expect(post.slug).toMatch(SLUG_PATTERN);
      const { data, content } = splitFrontmatter(postFile(post));
      const parsed = blogFrontmatterSchema.safeParse(data);
      expect(parsed.success, `${post.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(data).toEqual(JSON.parse(JSON.stringify(post.frontmatter)));
      expect(content.trim()).toBe(post.body.trim());
      expect((post.frontmatter.seoTitle ?? post.frontmatter.title).length).toBeLessThanOrEqual(SHOWN_TITLE_MAX);
    }
  });

  it("are dated a day apart back from the newest date, with distinct ids, in every category", () => {
    expect(posts.map((post) => post.frontmatter.date)).toEqual(posts.map((_, index) => daysBefore("2026-11-01", index)));
    expect(posts.every((post) => post.frontmatter.date < "2026-11-27")).toBe(true);
    expect(new Set(posts.map((post) => post.frontmatter.id)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.frontmatter.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it("follow the content rules: no promise, no safety topic", () => {
    for (const post of posts) {
      const text = plainInline(`${post.frontmatter.title}\n${post.frontmatter.excerpt}\n${post.body}`);
      expect(promisesIn(text).findings, post.slug).toEqual([]);
      expect(mentionsSafetyTopic(text), post.slug).toBeUndefined();
    }
  });

  it("have the real posts' sentence lengths", () => {
    const realLengths = real.flatMap((post) => sentenceLengthsOf(post.body));
    const syntheticLengths = posts.flatMap((post) => sentenceLengthsOf(post.body));
    expect(ksDistance(realLengths, syntheticLengths)).toBeLessThan(0.06);
    expect(mean(syntheticLengths) / mean(realLengths)).toBeCloseTo(1, 1);
  });

  it("are about as long as the real posts, with sections and lists, and compress like them", () => {
    const realWords = mean(real.map((post) => countWords(post.body)));
    const syntheticWords = mean(posts.map((post) => countWords(post.body)));
    expect(Math.abs(syntheticWords / realWords - 1)).toBeLessThan(0.25);
    expect(posts.every((post) => /^## /m.test(post.body))).toBe(true);
    expect(posts.filter((post) => /^- /m.test(post.body)).length).toBeGreaterThan(posts.length / 2);
    const realRatio = mean(real.map((post) => ratio(post.body)));
    const syntheticRatio = mean(posts.slice(0, 20).map((post) => ratio(post.body)));
    expect(Math.abs(syntheticRatio / realRatio - 1)).toBeLessThan(0.1);
  });
});
