/**
 * The content files whose pages show a date ("Last updated", "Effective", "Last reviewed"), each
 * with the page that shows it and the dates it holds (docs/content/reviewing.md, "Dates";
 * docs/content/collections.md "Review dates"). The content check (`scripts/check-content.ts`)
 * requires the newest of them, shown on the built page, to be no older than the file's last change
 * (`lastChangeDate`): a page whose words changed says so.
 *
 * Files whose pages show no date (the home, contact and About pages, the service hubs) are not
 * listed: their words are reviewed with the lenses of docs/content/reviewing.md, and the review
 * record (docs/content/review.md) gives the date.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { FAQ_REVIEWED } from "../../src/content/faq";
import { splitFrontmatter } from "../../src/content/frontmatterSource";
import { GLOSSARY_REVIEWED } from "../../src/content/glossary";
import { serviceEntries } from "../../src/content/services";
import { urgentHelpContent } from "../../src/content/urgentHelp";
import { FAQS_PATH, GET_HELP_PATH, GLOSSARY_PATH, blogPostPath, canonicalPath, caseStudyPath, guidePath, legalPath, servicePath } from "../../src/site/paths";

/** A content file whose page shows a date. */
export interface DatedSource {
  /** The file, relative to the repository root. */
  readonly file: string;
  /** The canonical path of a page that shows its date (`/learning/faqs/`). */
  readonly path: string;
  /** The `YYYY-MM-DD` dates the file gives its page (published, updated, reviewed). */
  readonly dates: readonly string[];
  /**
   * The date the page labels as the text's own ("Last updated", "Effective": a legal page's `date`,
   * a guide's `lastUpdated`), when it has one: it must be no older than the last change of the
   * text itself (`lastTextChangeDate`), whatever the "Last reviewed" date says (docs/content/review.md, N5).
   */
  readonly labelled?: string;
}

/** The frontmatter fields of the Markdown collections that a page shows as a date. */
const SHOWN_DATE_FIELDS = ["date", "lastUpdated", "updated", "reviewed"] as const;

/** The shown dates of a Markdown file's frontmatter. */
function markdownDates(file: string): string[] {
  const { data } = splitFrontmatter(readFileSync(file, "utf8"));
  return SHOWN_DATE_FIELDS.flatMap((field) => {
    const value: unknown = data[field];
    return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? [value] : [];
  });
}

/** Every `.md` file of a collection folder with the page path of its slug. */
function markdownSources(contentDir: string, folder: string, pathOf: (slug: string) => string): DatedSource[] {
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      const { data } = splitFrontmatter(readFileSync(file, "utf8"));
      const field = folder === "legal" ? data.date : folder === "guides" ? data.lastUpdated : undefined;
      const labelled = typeof field === "string" && /^\d{4}-\d{2}-\d{2}$/.test(field) ? field : undefined;
      return { file, path: canonicalPath(pathOf(basename(name, ".md"))), dates: markdownDates(file), ...(labelled === undefined ? {} : { labelled }) };
    });
}

/**
 * @param contentDir - the content folder, relative to the working directory (`src/content`).
 * @returns the service pages, the FAQ, the glossary, the urgent-help resources (shown on the
 *   "Get help now" page, which lists them all), the articles, guides, case studies and legal pages.
 */
export function datedSources(contentDir: string): DatedSource[] {
  return [
    ...serviceEntries.map((service) => ({
      file: join(contentDir, "services", service.audience, `${service.slug}.yml`),
      path: canonicalPath(servicePath(service)),
      dates: service.reviewed === undefined ? [] : [service.reviewed],
    })),
    { file: join(contentDir, "data", "faq.yml"), path: canonicalPath(FAQS_PATH), dates: [FAQ_REVIEWED.date] },
    { file: join(contentDir, "data", "glossary.yml"), path: canonicalPath(GLOSSARY_PATH), dates: [GLOSSARY_REVIEWED.date] },
    {
      file: join(contentDir, "data", "urgent-help.yml"),
      path: canonicalPath(GET_HELP_PATH),
      dates: [urgentHelpContent.reviewed],
    },
    ...markdownSources(contentDir, "blog", blogPostPath),
    ...markdownSources(contentDir, "guides", guidePath),
    ...markdownSources(contentDir, "case-studies", caseStudyPath),
    ...markdownSources(contentDir, "legal", legalPath),
  ];
}

/** What git knows of when a file last changed. */
export type ChangeDate =
  | { readonly kind: "known"; readonly date: string }
  /** The history is cut short (a shallow clone) at or after the file's last change. */
  | { readonly kind: "unknown"; readonly reason: string };

/** A changed line of a diff that moves only a review date (`reviewed: …`), which is not a change of the text. */
const REVIEW_DATE_LINE = /^[+-]\s*reviewed:/;

/**
 * A changed line of a document page's frontmatter that only names the page in the breadcrumb or
 * places it in the footer (`name:`, `footer:`; docs/decisions/065): the document itself, which its
 * dates are about, is unchanged.
 */
const DOCUMENT_INDEX_LINE = /^[+-](?:name|footer):/;

/** The frontmatter lines of `file` that no date on its page is about: the document index's, for a document page. */
const indexLinesOf = (file: string): RegExp | undefined => (/(^|\/)src\/content\/legal\/[^/]+\.md$/.test(file) ? DOCUMENT_INDEX_LINE : undefined);

/** Whether a unified diff (`-U0`) changes a line that none of `ignored` matches. */
function changesLines(diff: string, ignored: readonly RegExp[]): boolean {
  return diff.split("\n").some((line) => /^[+-]/.test(line) && !/^(\+\+\+|---)/.test(line) && !ignored.some((pattern) => pattern.test(line)));
}

/**
 * The day a file last changed in a line that none of `ignored` matches, `YYYY-MM-DD` (UTC): today
 * when the working tree changes such a line, otherwise the committer date of the last commit that
 * did (`git log --format=%H %cd --date=format-local:%F` under `TZ=UTC`, the date git records, then
 * `git show -U0` of each commit, newest first; https://git-scm.com/docs/git-log). In a shallow
 * clone, reaching the cut first gives "unknown": the change may be older than the history shows.
 * @throws Error when git cannot be run (the check needs the repository, not an export).
 */
function lastChangeOutside(file: string, today: string, ignored: readonly RegExp[]): ChangeDate {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", env: { ...process.env, TZ: "UTC" }, maxBuffer: 64 * 1024 * 1024 }).trim();
  if (git("status", "--porcelain", "--untracked-files=all", "--", file).startsWith("??")) return { kind: "known", date: today };
  if (changesLines(git("diff", "-U0", "HEAD", "--", file), ignored)) return { kind: "known", date: today };
  const shallowFile = git("rev-parse", "--git-path", "shallow");
  const cut = existsSync(shallowFile) ? readFileSync(shallowFile, "utf8").split("\n") : [];
  for (const line of git("log", "--format=%H %cd", "--date=format-local:%Y-%m-%d", "--", file).split("\n")) {
    const [commit = "", date = ""] = line.split(" ");
    if (commit === "") break;
    if (cut.includes(commit)) return { kind: "unknown", reason: `the clone's history is cut at ${commit.slice(0, 8)}` };
    if (changesLines(git("show", "--format=", "-U0", commit, "--", file), ignored)) return { kind: "known", date };
  }
  return { kind: "known", date: today };
}

/**
 * The day a file last changed, `YYYY-MM-DD` (UTC), as `lastChangeOutside` finds it, leaving out
 * only a document page's index lines (`DOCUMENT_INDEX_LINE`): every other change, its review date
 * included, is one its page's newest date must follow.
 * @throws Error when git cannot be run.
 */
export function lastChangeDate(file: string, today: string): ChangeDate {
  const index = indexLinesOf(file);
  return lastChangeOutside(file, today, index === undefined ? [] : [index]);
}

/**
 * The day the text of a file last changed, `YYYY-MM-DD` (UTC), as `lastChangeDate` finds it but
 * also leaving out changes that only move its `reviewed:` date.
 * @throws Error when git cannot be run.
 */
export function lastTextChangeDate(file: string, today: string): ChangeDate {
  const index = indexLinesOf(file);
  return lastChangeOutside(file, today, index === undefined ? [REVIEW_DATE_LINE] : [REVIEW_DATE_LINE, index]);
}
