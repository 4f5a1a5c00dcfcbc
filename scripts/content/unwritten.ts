/**
 * The mark of copy that `npm run new:service` and `npm run new:page` write for their author to
 * replace (`scripts/content/serviceScaffold.ts`, `scripts/content/pageScaffold.ts`;
 * docs/decisions/039 and 065). A new page is valid from its
 * first minute, so `npm run dev` shows it while it is written; the content check
 * (`scripts/check-content.ts`, `npm run test:content`) fails every built page that still shows the
 * mark, anywhere in its HTML (its title, description and search phrases included).
 *
 * Imports nothing: the scaffold and the content check share it.
 */

/** The words that open every text the scaffold writes for its author to replace. */
export const UNWRITTEN_MARK = "[Write this]";

/**
 * The problem of a built page that still shows scaffold copy, or `[]`.
 * @param path - the page's canonical path, named in the message.
 * @param html - the page's whole HTML.
 * @returns one message naming the page, how many texts still carry the mark and the first of them.
 */
export function unwrittenCopyProblems(path: string, html: string): string[] {
  const count = html.split(UNWRITTEN_MARK).length - 1;
  if (count === 0) return [];
  const start = html.indexOf(UNWRITTEN_MARK);
  const example = html.slice(start, start + 80).split(/[<"]/)[0] ?? UNWRITTEN_MARK;
  return [
    `${path}: shows ${String(count)} text(s) that a scaffold (npm run new:service, npm run new:page) wrote as placeholders, e.g. "${example.trim()}…": write each in the content file it comes from (a new service's file, also for its card on a hub, or a new page's Markdown file), then remove that file's note on them`,
  ];
}
