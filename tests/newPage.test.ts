/**
 * `npm run new:page -- <slug> [Company|Legal]` (scripts/new-page.ts, scripts/content/pageScaffold.ts;
 * docs/decisions/065): it writes one Markdown file that the document schema accepts, listed in the
 * footer column named, opening with the "In short" summary the content check asks of a document
 * page, and every text its author must write carries the mark the content check fails on.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { afterEach, describe, expect, it } from "vitest";
import { pageScaffold } from "../scripts/content/pageScaffold";
import { UNWRITTEN_MARK } from "../scripts/content/unwritten";
import { legalFrontmatterSchema } from "../src/content/frontmatter";
import { parseMarkdown } from "../src/content/markdown.server";

describe("the scaffold of a new document page", () => {
  const { file, source } = pageScaffold("security-and-confidentiality", "Company", "2026-12-04");
  const { data, content } = matter(source);
  const frontmatter = legalFrontmatterSchema.parse(data);

  it("is a file of the document folder that the document schema accepts, in the footer column named", () => {
    expect(file).toBe("src/content/legal/security-and-confidentiality.md");
    expect(frontmatter).toMatchObject({ name: "Security and confidentiality", footer: "Company", date: "2026-12-04", reviewed: "2026-12-04" });
  });

  it("opens with the In short summary and an indexed section, and marks every text its author must write", () => {
    const { headings } = parseMarkdown(content, { tocDepth: 2, file });
    expect(headings.map((heading) => heading.text)).toEqual(["In short", `${UNWRITTEN_MARK} a section heading`]);
    for (const text of [frontmatter.title, frontmatter.description, ...frontmatter.keywords]) expect(text.startsWith(UNWRITTEN_MARK), text).toBe(true);
    // The opening paragraph, the summary's point, the section's heading and its text; the note to the author aside.
    expect(content.replace(/<!--[\s\S]*?-->/, "").split(UNWRITTEN_MARK).length - 1).toBe(4);
  });

  it("refuses a slug that is not lower-case words joined by hyphens, or one whose name is too long", () => {
    expect(() => pageScaffold("Security_Page", "Legal", "2026-12-04")).toThrow(/not a slug/);
    expect(() => pageScaffold("a-very-long-name-for-a-document-page", "Legal", "2026-12-04")).toThrow(/too long/);
  });
});

// The run starts tsx, about 2.5 s on a 2-core machine.
describe("npm run new:page", { timeout: 30_000 }, () => {
  const tsx = resolve("node_modules", ".bin", "tsx");
  const script = resolve("scripts", "new-page.ts");
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the file in the Legal column by default, never overwrites one, and says how to call it", () => {
    dir = mkdtempSync(join(tmpdir(), "new-page-"));
    mkdirSync(join(dir, "src", "content", "legal"), { recursive: true });
    const first = spawnSync(tsx, [script, "accessibility"], { cwd: dir, encoding: "utf8" });
    expect(first.stdout).toContain("wrote src/content/legal/accessibility.md: the page /accessibility/, linked from the footer's Legal column");
    const written = readFileSync(join(dir, "src", "content", "legal", "accessibility.md"), "utf8");
    expect(legalFrontmatterSchema.parse(matter(written).data).footer).toBe("Legal");

    const again = spawnSync(tsx, [script, "accessibility"], { cwd: dir, encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
    expect(readFileSync(join(dir, "src", "content", "legal", "accessibility.md"), "utf8")).toBe(written);

    const wrongColumn = spawnSync(tsx, [script, "accessibility", "Trust"], { cwd: dir, encoding: "utf8" });
    expect(wrongColumn.status).toBe(1);
    expect(wrongColumn.stderr).toContain("usage: npm run new:page -- <slug> [Company|Legal]");
  });
});
