import matter from "gray-matter";
import { parse } from "yaml";

/**
 * Splits a Markdown file into its frontmatter data and its body, at build time.
 *
 * The frontmatter is read as YAML 1.2 with its core schema (the `yaml` package's default), not
 * gray-matter's own YAML 1.1 parser: an unquoted `date: 2026-11-26`, as the CMS writes it
 * (docs/decisions/034), stays the string the schemas expect (`src/content/frontmatter.ts`)
 * instead of becoming a JavaScript `Date`. The content files of `src/content/data/` are read the
 * same way (`scripts/content/dataFiles.ts`).
 *
 * @param source - the file's text, `---` frontmatter first.
 * @returns `data`, the frontmatter as plain data (`{}` without frontmatter), and `content`, the body.
 * @throws the `yaml` package's `YAMLParseError` when the frontmatter is not valid YAML.
 */
export function splitFrontmatter(source: string): { data: Record<string, unknown>; content: string } {
  const { data, content } = matter(source, { engines: { yaml: (text: string): object => (parse(text) as object | null) ?? {} } });
  return { data, content };
}
