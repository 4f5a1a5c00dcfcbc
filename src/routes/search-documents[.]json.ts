import { searchDocuments } from "../search/engine/searchDocuments.server";

/**
 * The site search's documents (docs/decisions/015 and 048), prerendered at build time as JSON:
 * those of `searchDocuments` (`src/search/engine/searchDocuments.server.ts`). No page fetches
 * them: `scripts/postbuild.ts` makes the sharded index from this file (`buildSearchIndex`), then
 * removes it from the output.
 */
export function loader() {
  return new Response(JSON.stringify(searchDocuments()), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
