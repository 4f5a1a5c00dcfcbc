/**
 * Every page path is written once, in `src/site/paths.ts` (docs/architecture.md, "Paths"): its
 * constants and builders are pages of the route manifest, and no other module of code writes a
 * page path as a string literal. Copy (the Markdown collections and the typed copy modules listed
 * in `COPY`) links to pages the way an author writes a link; the build's link check resolves
 * those.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { FOOTER_COLUMNS } from "../src/components/SiteFooter/footerLinks";
import { MAIN_NAVIGATION } from "../src/components/SiteHeader/navigation";
import { findPage, notFoundRoute, pageRoutes, resourceRoutes } from "../src/site/manifest";
import * as paths from "../src/site/paths";

const ROOT = join(import.meta.dirname, "..");

/** Modules of copy: their links are content, checked by `scripts/check-links.ts` after the build. */
const COPY = [/^src\/content\/(faq|glossary|home|contact)\.ts$/];

/** Folders and files of code that must use `src/site/paths.ts` for every page path. */
const CODE_ROOTS = ["src", "machines", "fixtures", "scripts", "react-router.config.ts"];

function sourceFiles(entry: string): string[] {
  const full = join(ROOT, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile() && /\.tsx?$/.test(item.name) && !item.name.endsWith(".d.ts"))
    .map((item) => join(item.parentPath, item.name));
}

/** The string literals of a module (quoted strings and templates without substitutions), with lines. */
function stringLiterals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    // A JSX attribute's string (`to="/contact/"`) is a StringLiteral child too.
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sitePaths = [...pageRoutes, ...resourceRoutes].map((route) => route.path).concat(notFoundRoute.prerenderAt);

describe("page paths", () => {
  it("names only pages of the manifest in its constants", () => {
    const constants = Object.entries(paths).filter(([name]) => name.endsWith("_PATH"));
    expect(constants.length).toBeGreaterThan(10);
    for (const [name, value] of constants) {
      expect(sitePaths, `${name} = ${String(value)}`).toContain(value);
    }
  });

  it("are written nowhere else in the code as literals", () => {
    const written = new Set(sitePaths.filter((path) => path !== "/").flatMap((path) => [path, paths.canonicalPath(path)]));
    const offenders: string[] = [];
    for (const file of CODE_ROOTS.flatMap(sourceFiles)) {
      const name = relative(ROOT, file).replaceAll("\\", "/");
      if (name === "src/site/paths.ts" || name.startsWith("src/content/generated/") || COPY.some((copy) => copy.test(name))) continue;
      for (const literal of stringLiterals(file)) {
        const path = literal.text.split(/[?#]/)[0] ?? "";
        if (written.has(path)) offenders.push(`${name}:${String(literal.line)} "${literal.text}"`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("of the header and footer links are pages of the manifest, in canonical form", () => {
    const links = [...MAIN_NAVIGATION, ...FOOTER_COLUMNS.flatMap((column) => column.links)];
    for (const link of links) {
      expect(findPage(link.href)?.path, `${link.label}: ${link.href}`).toBe(paths.registeredPath(link.href));
      expect(link.href, link.label).toBe(paths.canonicalPath(link.href));
    }
  });
});
