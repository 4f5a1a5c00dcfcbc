/**
 * What README.md and the maintained pages of `docs/` tell a maintainer to run or open exists:
 * - every `npm run <script>` (and `npm test`) they name is a script of package.json;
 * - every repository path they name in code marks (`src/…`, `scripts/…`, `tests/…`, `e2e/…`,
 *   `machines/…`, `deploy/…`, `docs/…`, `content/…`, `public/…`, `.ci/…`) exists, as a file or a
 *   folder, once a trailing `:line`, `#anchor` or glob part is cut off.
 *
 * The decision records (`docs/decisions/`) and the content reviews (`docs/content/`) are records:
 * they say what was true when they were written, and are left out. A statement that is no longer
 * true of the repository then fails here with its file and line, as a moved section fails
 * `tests/docsCitations.test.ts`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

/** README.md and the Markdown pages of `docs/` that describe the repository as it is now. */
function maintainedDocs(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "README.md", "docs"], { cwd: ROOT, encoding: "utf8" });
  return listed
    .split("\0")
    .filter((path) => path.endsWith(".md") && !path.startsWith("docs/decisions/") && !path.startsWith("docs/content/") && existsSync(join(ROOT, path)));
}

const scripts = new Set(Object.keys((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts));

/**
 * Paths the docs name that exist only once something writes them, each with the reason.
 */
const WRITTEN_LATER: Readonly<Record<string, string>> = {
  // The editor's media folder (scripts/cms/config.ts, MEDIA_FOLDER): made by the first upload.
  "public/images/uploads/": "the editor's uploads",
  // The file README's example of `npm run new:service` writes.
  "src/content/services/businesses/online-review-help.yml": "the scaffold's example output",
};

/** A repository path inside code marks: one of the project's top folders, then anything but spaces. */
const PATH_IN_CODE = /`((?:src|scripts|tests|e2e|machines|deploy|docs|content|public|\.ci)\/[^`\s]*)`/g;
const NPM_RUN = /\bnpm run(?: -s)? ([a-z][\w:.-]*)/g;

/** The part of a named path that must exist: without `:12`, `#anchor`, a glob or a trailing `.`/`,`. */
function existingPart(path: string): string {
  const cut = path.replace(/[#:].*$/, "").replace(/[,.;)]+$/, "");
  const glob = cut.search(/[*{[<]/);
  return glob === -1 ? cut : cut.slice(0, cut.lastIndexOf("/", glob));
}

describe("the docs name what exists", () => {
  const files = maintainedDocs();

  it("reads README.md and the maintained docs pages", () => {
    expect(files).toContain("README.md");
    expect(files).toContain("docs/how-to/tests.md");
  });

  it("every `npm run` command they name is a script of package.json", () => {
    const missing: string[] = [];
    for (const file of files) {
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const match of line.matchAll(NPM_RUN)) {
            const name = match[1] as string;
            if (!scripts.has(name)) missing.push(`${file}:${String(index + 1)}: npm run ${name}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it("every repository path they name exists", () => {
    const missing: string[] = [];
    for (const file of files) {
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const match of line.matchAll(PATH_IN_CODE)) {
            const path = existingPart(match[1] as string);
            if (path !== "" && !Object.hasOwn(WRITTEN_LATER, match[1] as string) && !existsSync(join(ROOT, path))) missing.push(`${file}:${String(index + 1)}: ${match[1] as string}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it("a path that does not exist is found, and a line reference or glob is not mistaken for one", () => {
    expect(existingPart("src/root.tsx:37")).toBe("src/root.tsx");
    expect(existingPart("src/components/*.module.css")).toBe("src/components");
    expect(existingPart("docs/how-to/tests.md#unit")).toBe("docs/how-to/tests.md");
    expect(existsSync(join(ROOT, existingPart("src/no-such-module.ts")))).toBe(false);
  });
});
