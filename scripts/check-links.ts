/**
 * Link check over the built site (docs/decisions/005; docs/product-decisions.md, decision 1,
 * "No dead ends"). Reads every HTML file of the build and checks each internal `href`:
 * - it resolves to a built page (`path/index.html`) or file, in the canonical trailing-slash form;
 * - targets listed in `scripts/known-missing-links.json` may be missing (later issues build them),
 *   but a listed target that now exists fails the check, so the list only shrinks;
 * - `#fragment` links point to an element with that id on the target page.
 * External links must open safely: `target="_blank"` needs `rel="noopener noreferrer"`.
 * Every address a browser follows or loads (`href`, `src`, `xlink:href`, `action`, `formaction`,
 * on any element, read as the browser reads it: the page is parsed with rehype-parse, so `&#x61;`
 * is `a`) uses no scheme but `http:`, `https:`, `mailto:`, `tel:` and `sms:`
 * (`builtPageUrlProblem`, src/content/safeUrls.ts): a `javascript:`, `data:` or `vbscript:` URL
 * fails with the page and the URL, whatever a content security policy would do with it (an
 * allow-list of schemes, as the OWASP Cross Site Scripting Prevention Cheat Sheet advises:
 * https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html).
 *
 * Usage: `tsx scripts/check-links.ts [buildDir]` (default `build`). Exits 1 on any problem.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Root, RootContent } from "hast";
import rehypeParse from "rehype-parse";
import { unified } from "unified";
import { builtPageUrlProblem } from "../src/content/safeUrls";
import { htmlFiles, pagePath } from "./html/built-pages";

interface KnownMissing {
  targets: string[];
}

const buildDir = join(process.argv[2] ?? "build", "client");
const known = JSON.parse(readFileSync("scripts/known-missing-links.json", "utf8")) as KnownMissing;
const knownMissing = new Set(known.targets);


/** The file that serves a path, or undefined. */
function fileFor(pathname: string): string | undefined {
  const candidate = pathname.endsWith("/") ? join(buildDir, pathname, "index.html") : join(buildDir, pathname);
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let set = ids.get(file);
  if (!set) {
    set = new Set([...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ""));
    ids.set(file, set);
  }
  return set;
}

/** The properties (hast's names) of the attributes that hold an address, with the attribute's name. */
const URL_ATTRIBUTES: Readonly<Record<string, string>> = { href: "href", src: "src", xLinkHref: "xlink:href", action: "action", formAction: "formaction" };

const parser = unified().use(rehypeParse);

/**
 * The addresses of a page whose scheme is not allowed (`builtPageUrlProblem`).
 * @param node - the page as rehype-parse gives it (character references decoded).
 * @param from - the page's path, named in each message.
 * @returns e.g. `/blog/x/: <a href="javascript:alert(1)">: "javascript:" is not an allowed scheme (…)`.
 */
function schemeProblems(node: Root | RootContent, from: string): string[] {
  const own =
    node.type === "element"
      ? Object.entries(URL_ATTRIBUTES).flatMap(([property, attribute]) => {
          const value = node.properties[property];
          const problem = typeof value === "string" ? builtPageUrlProblem(value) : undefined;
          return problem === undefined ? [] : [`${from}: <${node.tagName} ${attribute}=${JSON.stringify(value)}>: ${problem}`];
        })
      : [];
  const children = "children" in node ? node.children.flatMap((child) => schemeProblems(child, from)) : [];
  const content = node.type === "element" && node.content !== undefined ? schemeProblems(node.content, from) : [];
  return [...own, ...children, ...content];
}

const problems: string[] = [];
const missingSeen = new Set<string>();
let checked = 0;

for (const file of htmlFiles(buildDir)) {
  const html = readFileSync(file, "utf8");
  const from = pagePath(buildDir, file);
  problems.push(...schemeProblems(parser.parse(html), from));
  for (const match of html.matchAll(/<a\s[^>]*>/g)) {
    const tag = match[0];
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (href === undefined) {
      problems.push(`${from}: <a> without href: ${tag}`);
      continue;
    }
    // An address whose scheme is not allowed is reported by `schemeProblems` above, with its page.
    if (builtPageUrlProblem(href.replaceAll("&amp;", "&")) !== undefined) continue;
    if (/^(mailto:|tel:|sms:)/.test(href)) continue;
    if (/^https?:\/\//.test(href)) {
      if (/target="_blank"/.test(tag) && !/rel="noopener noreferrer"/.test(tag)) {
        problems.push(`${from}: external link ${href} opens a new tab without rel="noopener noreferrer"`);
      }
      continue;
    }
    checked += 1;
    if (href.startsWith("#") && href.length > 1) {
      if (!idsOf(file).has(decodeURIComponent(href.slice(1)))) problems.push(`${from}: ${href} points to a missing anchor`);
      continue;
    }
    const url = new URL(href.replaceAll("&amp;", "&"), `http://site${from}`);
    if (href === "" || href === "#") {
      problems.push(`${from}: inert link "${href}"`);
      continue;
    }
    if (!url.pathname.endsWith("/") && !/\.[a-z0-9]+$/i.test(url.pathname)) {
      problems.push(`${from}: ${href} is not in the canonical trailing-slash form`);
      continue;
    }
    const target = fileFor(url.pathname);
    if (!target) {
      if (knownMissing.has(url.pathname)) missingSeen.add(url.pathname);
      else problems.push(`${from}: ${href} leads nowhere (no page at ${url.pathname})`);
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && !idsOf(target).has(fragment)) problems.push(`${from}: ${href} points to a missing anchor #${fragment}`);
  }
}

for (const target of knownMissing) {
  if (fileFor(target)) problems.push(`known-missing-links.json lists ${target}, which now exists: remove it from the list`);
}

console.log(`check-links: ${checked} internal links checked in ${htmlFiles(buildDir).length} pages; ${missingSeen.size} known-missing targets still linked.`);
if (problems.length > 0) {
  console.error(problems.map((problem) => `  ✗ ${problem}`).join("\n"));
  console.error(`check-links: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log("check-links: every internal link resolves, and every href and src uses an allowed scheme.");
