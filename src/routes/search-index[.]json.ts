import { searchDocuments } from "../search/engine/searchDocuments.server";

/**
 * The site search index (docs/decisions/007 and 015), prerendered at build time as JSON: the
 * documents of `searchDocuments` (`src/search/engine/searchDocuments.server.ts`). The Learning
 * Center search and the blog list fetch it only when the visitor searches.
 */
export function loader() {
  return new Response(JSON.stringify(searchDocuments()), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
