/**
 * Comments, test names and the docs cite what a maintainer can open from the repository:
 * `docs/spec.md`, `docs/product-decisions.md`, `docs/toolchain.md`, the decision records in
 * `docs/decisions/`, WCAG, W3C APG patterns and library documentation. A tracker number (a
 * tracker entry's number in words, or `#12` in Markdown) or a file outside the repository (the workspace's
 * SPEC.md, PRODUCT.md, TOOLCHAIN.md, STYLE.md, DEVELOPERS.md, anything under `../shared/` or
 * `/work/`) leads nowhere, so this test fails on each of them and lists `file:line` for each. It
 * also checks that every citation of the in-repository documents names a section that exists.
 *
 * Scanned: every text file git tracks or would track (`git ls-files --cached --others
 * --exclude-standard`) under src, machines, fixtures, tests, scripts, deploy, e2e, .ci and docs,
 * and the files at the root (README.md included), except the lockfile. `docs/spec.md` and
 * `docs/product-decisions.md` are the in-repository copies of the owner's specification and product
 * brief: they may name the files they were copied from, and nothing else outside.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const THIS_FILE = "tests/comments.test.ts";
const SCANNED_DIRECTORIES = ["src", "machines", "fixtures", "tests", "scripts", "deploy", "e2e", ".ci", "docs"];
const UNSCANNED_ROOT_FILES = new Set(["package-lock.json"]);
/** The copies of the owner's documents, which say where they come from (see the file's comment). */
const COPIES = new Set(["docs/spec.md", "docs/product-decisions.md"]);
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|br|gz)$/i;

/**
 * References a maintainer cannot follow. The file names are matched case-sensitively and whole, so
 * `docs/spec.md` and `docs/toolchain.md` (lower case, in the repository) never match.
 */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /\bissue \d+/i,
  /\bSPEC\.md\b/,
  /\bPRODUCT\.md\b/,
  /\bTOOLCHAIN\.md\b/,
  /\bSTYLE\.md\b/,
  /\bDEVELOPERS\.md\b/,
  /\.\.\/shared\//,
  /\/work\//,
];

/** The file names of `OUTSIDE_REFERENCES` that the copies in `COPIES` may write. */
const ORIGINALS = /^(SPEC|PRODUCT)\.md$/;

/**
 * A tracker number written the way Markdown links to a tracker, `#12` (not a CSS colour, which is
 * why code is not checked for it; React's error codes, "React error #418", are not trackers).
 */
const TRACKER_HASH = /(?<![\w&/#])(?<!error )#\d+\b/;

/** The tracked files this test reads, as paths relative to the repository root. */
function scannedFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  const tracked = [...new Set(listed.split("\0"))];
  return tracked.filter(
    (path) =>
      path !== "" &&
      path !== THIS_FILE &&
      !BINARY.test(path) &&
      existsSync(join(ROOT, path)) &&
      (SCANNED_DIRECTORIES.some((directory) => path.startsWith(`${directory}/`)) ||
        (!path.includes("/") && !UNSCANNED_ROOT_FILES.has(path))),
  );
}

/** One line of one file. */
interface SourceLine {
  readonly path: string;
  readonly where: string;
  readonly text: string;
}

/** Every line of the scanned files, each with its `file:line`. */
function scannedLines(): SourceLine[] {
  return scannedFiles().flatMap((path) =>
    readFileSync(join(ROOT, path), "utf8")
      .split("\n")
      .map((text, index) => ({ path, where: `${path}:${index + 1}`, text })),
  );
}

/**
 * The references of one line that lead outside the repository, empty when there are none.
 * @param path - the file the line is from: Markdown is also checked for `#12`, and the copies of
 *   the owner's documents may name their originals.
 */
function outsideReferences(text: string, path = ""): string[] {
  const patterns = path.endsWith(".md") ? [...OUTSIDE_REFERENCES, TRACKER_HASH] : OUTSIDE_REFERENCES;
  const found = patterns.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
  return COPIES.has(path) ? found.filter((reference) => !ORIGINALS.test(reference)) : found;
}

const docs = (name: string) => readFileSync(join(ROOT, "docs", name), "utf8");

/** The sections of `docs/spec.md` by number: the text from `## N.` to the next `## `. */
const SPEC_SECTIONS = new Map(
  docs("spec.md")
    .split(/^(?=## )/m)
    .flatMap((part) => {
      const number = /^## (\d+)\./.exec(part)?.[1];
      return number === undefined ? [] : [[number, part] as const];
    }),
);
const PRODUCT_DECISIONS = docs("product-decisions.md");
const TOOLCHAIN = docs("toolchain.md");
const DECISION_RECORDS = readdirSync(join(ROOT, "docs", "decisions"));

/**
 * What is wrong with the in-repository citations of one line: `docs/spec.md §N "Name"` (the
 * section exists and contains Name), `docs/product-decisions.md, decision N` (item N exists),
 * `docs/toolchain.md "Section"` (the heading exists) and `docs/decisions/NNN` (the record exists).
 */
function brokenCitations(text: string): string[] {
  const problems: string[] = [];
  for (const [, number, name] of text.matchAll(/docs\/spec\.md §(\d+)(?: "([^"]+)")?/g)) {
    const section = SPEC_SECTIONS.get(number ?? "");
    if (section === undefined) problems.push(`docs/spec.md has no §${number}`);
    else if (name !== undefined && !section.toLowerCase().includes(name.toLowerCase())) {
      problems.push(`docs/spec.md §${number} does not mention "${name}"`);
    }
  }
  for (const [, , first, second] of text.matchAll(/docs\/product-decisions\.md, (decisions?) (\d+)(?: and (\d+))?/g)) {
    for (const number of [first, second]) {
      if (number !== undefined && !new RegExp(`^${number}\\. `, "m").test(PRODUCT_DECISIONS)) {
        problems.push(`docs/product-decisions.md has no decision ${number}`);
      }
    }
  }
  for (const [, heading] of text.matchAll(/docs\/toolchain\.md "([^"]+)"/g)) {
    if (!TOOLCHAIN.includes(`\n## ${heading}\n`)) problems.push(`docs/toolchain.md has no section "${heading}"`);
  }
  for (const [, number] of text.matchAll(/docs\/decisions\/(\d{3})\b/g)) {
    if (!DECISION_RECORDS.some((file) => file.startsWith(`${number}-`))) problems.push(`docs/decisions/${number} does not exist`);
  }
  return problems;
}

describe("references in the code and the docs", () => {
  it("finds tracker numbers and files outside the repository, and leaves the docs/ copies alone", () => {
    expect(outsideReferences("(issue 6 point 4, Total Blocking Time)")).toEqual(["issue 6"]);
    expect(outsideReferences("Issue 12's key pages")).toEqual(["Issue 12"]);
    expect(outsideReferences('(TOOLCHAIN.md "EmailJS"; SPEC.md §7; PRODUCT.md decision 4)')).toEqual([
      "SPEC.md",
      "PRODUCT.md",
      "TOOLCHAIN.md",
    ]);
    expect(outsideReferences("see ../shared/STYLE.md")).toEqual(["STYLE.md", "../shared/"]);
    expect(outsideReferences('(docs/spec.md §7; docs/toolchain.md "EmailJS"; docs/product-decisions.md, decision 4)')).toEqual([]);
  });

  it("finds `#12` in Markdown only, and lets the copies name their originals and nothing else outside", () => {
    expect(outsideReferences("fixed in #12.", "docs/a.md")).toEqual(["#12"]);
    expect(outsideReferences("(see #4, then React error #418)", "README.md")).toEqual(["#4"]);
    expect(outsideReferences("color: #333;", "src/a.css")).toEqual([]);
    expect(outsideReferences("copied from SPEC.md; see ../shared/notes", "docs/spec.md")).toEqual(["../shared/"]);
    expect(outsideReferences("copied from SPEC.md", "docs/decisions/001-a.md")).toEqual(["SPEC.md"]);
    expect(outsideReferences("run from /work/main", "README.md")).toEqual(["/work/"]);
  });

  it("scans the sources, tests, end-to-end specs, docs, README and root configuration", () => {
    const files = scannedFiles();
    for (const path of ["src/root.tsx", "machines/toast.ts", "e2e/helpers/test.ts", "scripts/lighthouse.ts", "vite.config.ts", ".ci/run"]) {
      expect(files).toContain(path);
    }
    for (const path of ["README.md", "docs/architecture.md", "docs/decisions/README.md", "docs/decisions/005-test-harness.md"]) {
      expect(files).toContain(path);
    }
    expect(files).not.toContain(THIS_FILE);
  });

  it("cite no tracker number and no file outside the repository", () => {
    const found = scannedLines().flatMap(({ path, where, text }) =>
      outsideReferences(text, path).map((reference) => `${where}: ${reference}`),
    );
    expect(found).toEqual([]);
  });

  it("cite sections of docs/ that exist", () => {
    expect(brokenCitations('docs/spec.md §4 "Mobile menu"; docs/decisions/009')).toEqual([]);
    expect(brokenCitations('docs/spec.md §6; docs/spec.md §4 "Nowhere"; docs/product-decisions.md, decisions 4 and 40')).toEqual([
      "docs/spec.md has no §6",
      'docs/spec.md §4 does not mention "Nowhere"',
      "docs/product-decisions.md has no decision 40",
    ]);
    const broken = scannedLines().flatMap(({ where, text }) => brokenCitations(text).map((problem) => `${where}: ${problem}`));
    expect(broken).toEqual([]);
  });
});
