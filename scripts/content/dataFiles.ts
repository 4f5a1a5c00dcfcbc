/**
 * Reads and validates the content files that hold copy as data (YAML in `src/content/data/`;
 * docs/decisions/035). Used by `scripts/content-data.ts` at build time and by the tests.
 */
import { readFileSync } from "node:fs";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { fillSiteTokensIn } from "../../src/content/siteFacts";

/**
 * A YAML content file's data, checked against its schema.
 *
 * The file is read with YAML 1.2's core schema (the `yaml` package's default), so `2026-11-25`
 * stays the string the schemas expect: the Markdown collections read their frontmatter the same
 * way (`src/content/frontmatter.ts`, `readMarkdownFile`), and the CMS writes dates unquoted.
 *
 * @param file - the file's path, relative to the repository (named in every message).
 * @param schema - the zod schema of its data (`src/content/dataSchemas.ts`).
 * @param source - the file's text; read from `file` when left out.
 * @param tokens - each content token's text by name (`siteTokenValues(facts, "text", …)`,
 *   src/content/siteFacts.ts): every text of the file has its `{{site.…}}` tokens filled before the
 *   schema checks it, so the limits hold for the text the page shows. Left out: no token is filled.
 * @returns the parsed data, with zod's defaults and transforms applied.
 * @throws Error whose message has one line per problem, each naming the file, the line and the
 *   field, e.g. `src/content/data/faq.yml:42: field "categories.1.questions.0.answer.0": Too small:
 *   expected string to have >=20 characters`; a YAML syntax error names the file and the line; an
 *   unknown token names the file, the field and the token (`src/content/data/faq.yml: field
 *   "categories.0.questions.1.answer.0": unknown token {{site.hous}} (known: …)`).
 */
export function loadDataFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  source = readFileSync(file, "utf8"),
  tokens?: Readonly<Record<string, string | undefined>>,
): z.infer<Schema> {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new Error(
      document.errors.map((error) => `${file}:${String(lineCounter.linePos(error.pos[0]).line)}: YAML syntax: ${error.message.split("\n")[0] ?? ""}`).join("\n"),
    );
  }
  const tokenProblems: string[] = [];
  const data: unknown = tokens === undefined ? document.toJS() : fillSiteTokensIn(document.toJS(), tokens, file, tokenProblems);
  if (tokenProblems.length > 0) throw new Error(tokenProblems.join("\n"));
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(
    result.error.issues
      .map((issue) => {
        const path = issue.path.map(String);
        const line = lineOf(document, lineCounter, path);
        return `${file}${line === undefined ? "" : `:${String(line)}`}: field "${path.join(".") || "(root)"}": ${issue.message}`;
      })
      .join("\n"),
  );
}

/** The line of the deepest node of `path` the document has (a missing field: its parent's line). */
function lineOf(document: ReturnType<typeof parseDocument>, lineCounter: LineCounter, path: readonly string[]): number | undefined {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const node: unknown = document.getIn(path.slice(0, depth), true);
    if (node !== null && typeof node === "object" && "range" in node && Array.isArray(node.range)) {
      const start: unknown = node.range[0];
      if (typeof start === "number") return lineCounter.linePos(start).line;
    }
  }
  return undefined;
}
