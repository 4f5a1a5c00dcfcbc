import type { IndexSource } from "../../src/search/engine/searchEngine";

/**
 * The search index's files served from memory, as the engine reads them over HTTP in the browser
 * (`IndexSource`; docs/decisions/048): JSON files parsed, the postings as bytes, a missing file as
 * `null`.
 * @param files - the files `buildSearchIndex` wrote, by path.
 * @param onRead - told the path of each file the engine asks for.
 */
export function memoryIndexSource(files: ReadonlyMap<string, string | Uint8Array>, onRead: (path: string) => void = () => undefined): IndexSource {
  const file = (path: string) => {
    onRead(path);
    return files.get(path) ?? null;
  };
  return {
    json: (path) => {
      const content = file(path);
      return Promise.resolve(typeof content === "string" ? (JSON.parse(content) as unknown) : null);
    },
    bytes: (path) => {
      const content = file(path);
      return Promise.resolve(content instanceof Uint8Array ? content : null);
    },
    text: (path) => {
      const content = file(path);
      return Promise.resolve(typeof content === "string" ? content : null);
    },
  };
}
