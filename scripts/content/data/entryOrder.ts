/**
 * The order of the entries of a folder editors fill in the CMS (the team members, the
 * testimonials; docs/decisions/047): each file's own `order`, smallest first.
 */
import { basename } from "node:path";
import type { DataEntry } from "./collection";

/**
 * The entries sorted by their `order`, with a problem for each file whose number an earlier file
 * (by name) already took: the list's order would otherwise depend on file names no editor sees.
 * @param what - what an entry is, in the message ("team member").
 * @param problems - gets one message per repeated number, naming both files.
 * @returns each entry with its id (the file's name without `.yml`), in their `order`.
 */
export function inOrder<Data extends { readonly order: number }>(entries: readonly DataEntry<Data>[], what: string, problems: string[]): { readonly id: string; readonly file: string; readonly data: Data }[] {
  const firstWith = new Map<number, string>();
  for (const { file, data } of entries) {
    const first = firstWith.get(data.order);
    if (first === undefined) firstWith.set(data.order, file);
    else problems.push(`${file}: field "order": ${String(data.order)} is already the order of ${first}; give each ${what} its own number`);
  }
  return entries.map(({ file, data }) => ({ id: basename(file, ".yml"), file, data })).sort((a, b) => a.data.order - b.data.order);
}
