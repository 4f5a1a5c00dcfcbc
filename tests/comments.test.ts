/**
 * Comments and test names cite what a maintainer can open from the repository: `docs/spec.md`,
 * `docs/product-decisions.md`, `docs/toolchain.md`, the decision records in `docs/decisions/`,
 * WCAG, W3C APG patterns and library documentation. A tracker number (the word "issue" and a
 * number) or a file outside the repository (the workspace's SPEC.md, PRODUCT.md, TOOLCHAIN.md, STYLE.md,
 * DEVELOPERS.md, anything under `../shared/`) leads nowhere, so this test fails on any of them and
 * lists `file:line` for each. It also checks that every citation of the in-repository documents
 * names a section that exists.
 *
 * Scanned: every tracked text file under src, machines, fixtures, tests, scripts, deploy, e2e and
 * .ci, and the tracked files at the root, except README.md (which may point people with the whole
 * workspace to `../shared/`) and the lockfile. The list comes from `git ls-files`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const THIS_FILE = "tests/comments.test.ts";
const SCANNED_DIRECTORIES = ["src", "machines", "fixtures", "tests", "scripts", "deploy", "e2e", ".ci"];
const UNSCANNED_ROOT_FILES = new Set(["README.md", "package-lock.json"]);
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
];

/** The tracked files this test reads, as paths relative to the repository root. */
function scannedFiles(): string[] {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0");
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
  readonly where: string;
  readonly text: string;
}

/** Every line of the scanned files, each with its `file:line`. */
function scannedLines(): SourceLine[] {
  return scannedFiles().flatMap((path) =>
    readFileSync(join(ROOT, path), "utf8")
      .split("\n")
      .map((text, index) => ({ where: `${path}:${index + 1}`, text })),
  );
}

/** The references of one line that lead outside the repository, empty when there are none. */
function outsideReferences(text: string): string[] {
  return OUTSIDE_REFERENCES.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
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

describe("references in the code", () => {
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

  it("scans the tracked sources, tests, end-to-end specs and root configuration", () => {
    const files = scannedFiles();
    for (const path of ["src/root.tsx", "machines/toast.ts", "e2e/test.ts", "scripts/lighthouse.ts", "vite.config.ts", ".ci/run"]) {
      expect(files).toContain(path);
    }
    expect(files).not.toContain("README.md");
    expect(files).not.toContain(THIS_FILE);
  });

  it("cite no tracker number and no file outside the repository", () => {
    const found = scannedLines().flatMap(({ where, text }) =>
      outsideReferences(text).map((reference) => `${where}: ${reference}`),
    );
    expect(found).toEqual([]);
  });

  it("cite sections of docs/ that exist", () => {
    expect(brokenCitations('docs/spec.md §4 "Mobile menu"; docs/decisions/009')).toEqual([]);
    expect(brokenCitations('docs/spec.md §6; docs/spec.md §4 "Nowhere"; docs/product-decisions.md, decisions 4 and 14')).toEqual([
      "docs/spec.md has no §6",
      'docs/spec.md §4 does not mention "Nowhere"',
      "docs/product-decisions.md has no decision 14",
    ]);
    const broken = scannedLines().flatMap(({ where, text }) => brokenCitations(text).map((problem) => `${where}: ${problem}`));
    expect(broken).toEqual([]);
  });
});
