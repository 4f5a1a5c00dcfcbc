/**
 * Citations of README's sections and of the `docs/` pages lead somewhere (README, "Docs map"):
 * when a section moves to a `docs/how-to/` page or is renamed, every comment and page that cited it
 * by name fails here with its `file:line`, instead of pointing a maintainer at nothing.
 *
 * Checked in every text file git tracks or would track (as `tests/comments.test.ts` scans them):
 * - `README "Name"` (or `README, "Name"`): README.md has a heading, or a table row whose first cell,
 *   that starts with Name (case-insensitive, Markdown code marks ignored; the placeholders of
 *   "Before going live" are cited by their row);
 * - `docs/…/name.md`: the file exists;
 * - in README.md and the Markdown of `docs/`, a relative link `[text](path)`: the file exists (links
 *   from the site's root, `/contact/`, are pages, which `npm run test:links` checks).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const THIS_FILE = "tests/docsCitations.test.ts";
/** Files whose examples name pages that do not exist on purpose. */
const EXAMPLES = new Set([THIS_FILE, "tests/comments.test.ts"]);
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|br|gz)$/i;

/** The tracked text files, relative to the repository root (lockfile and generated files aside). */
function trackedTextFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  return [...new Set(listed.split("\0"))].filter(
    (path) => path !== "" && !EXAMPLES.has(path) && path !== "package-lock.json" && !BINARY.test(path) && existsSync(join(ROOT, path)),
  );
}

/** Lowercases a heading or cell and drops Markdown's code marks, emphasis and quotation marks. */
const plain = (text: string) => text.replace(/[`*"']/g, "").trim().toLowerCase();

/**
 * The names a README citation may use: every heading's text and every table row's first cell.
 * @param readme - README.md's text.
 */
function readmeAnchors(readme: string): string[] {
  return readme.split("\n").flatMap((line) => {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading !== undefined) return [plain(heading)];
    const cell = /^\| ([^|]+) \|/.exec(line)?.[1];
    return cell === undefined || /^-+$/.test(cell.trim()) ? [] : [plain(cell)];
  });
}

/**
 * What is wrong with the citations of one line.
 * @param text - the line.
 * @param path - the file it is from (relative links are resolved from its folder).
 * @param anchors - from {@link readmeAnchors}.
 * @param exists - whether a path relative to the repository root exists.
 * @returns one problem per broken citation, empty when every citation leads somewhere.
 */
function brokenDocCitations(text: string, path: string, anchors: readonly string[], exists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  for (const [, name] of text.matchAll(/README,? "([^"]+)"/g)) {
    const wanted = plain(name ?? "");
    if (!anchors.some((anchor) => anchor.startsWith(wanted))) problems.push(`README has no section or row "${name ?? ""}"`);
  }
  for (const [cited] of text.matchAll(/(?<![\w/.-])docs\/[\w./-]+\.md\b/g)) {
    if (!exists(cited)) problems.push(`${cited} does not exist`);
  }
  if (path.endsWith(".md") && (path === "README.md" || path.startsWith("docs/"))) {
    for (const [, target] of text.matchAll(/\]\((?!https?:|mailto:|#|\/)([^)#\s]+)(?:#[^)]*)?\)/g)) {
      const resolved = join(dirname(path), target ?? "");
      if (!exists(resolved)) problems.push(`link to ${target ?? ""} (${resolved}) leads nowhere`);
    }
  }
  return problems;
}

describe("citations of README's sections and of docs/ pages", () => {
  const anchors = readmeAnchors(["## See it", "| Phone number `+1` | where |", "| --- | --- |", "### On your computer: `npm run cms`"].join("\n"));
  const exists = (path: string) => path === "docs/how-to/tests.md" || path === "docs/images/a.png";

  it("accepts a heading, a table row's first cell and an existing page", () => {
    expect(brokenDocCitations('(README "See it"; README, "On your computer"; README "Phone number")', "src/a.ts", anchors, exists)).toEqual([]);
    expect(brokenDocCitations("see `docs/how-to/tests.md` and ![x](../images/a.png)", "docs/how-to/x.md", anchors, exists)).toEqual([]);
  });

  it("names a section that moved, a page that does not exist and a dead relative link", () => {
    expect(brokenDocCitations('(README "Quick start")', "src/a.ts", anchors, exists)).toEqual(['README has no section or row "Quick start"']);
    expect(brokenDocCitations("docs/how-to/gone.md", "src/a.ts", anchors, exists)).toEqual(["docs/how-to/gone.md does not exist"]);
    expect(brokenDocCitations("[tests](how-to/test.md)", "docs/a.md", anchors, exists)).toEqual([
      "link to how-to/test.md (docs/how-to/test.md) leads nowhere",
    ]);
  });

  it("lead somewhere in every tracked file", () => {
    const readme = readmeAnchors(readFileSync(join(ROOT, "README.md"), "utf8"));
    const fileExists = (path: string) => existsSync(join(ROOT, path));
    const broken = trackedTextFiles().flatMap((path) =>
      readFileSync(join(ROOT, path), "utf8")
        .split("\n")
        .flatMap((text, index) => brokenDocCitations(text, path, readme, fileExists).map((problem) => `${path}:${String(index + 1)}: ${problem}`)),
    );
    expect(broken).toEqual([]);
  });
});
