import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import writeFileAtomic from "write-file-atomic";

/**
 * Writes a file the content step generates (`src/content/generated/*.ts`, the font subset) so that
 * no reader ever sees it half-written: through a temporary file renamed over it
 * (`write-file-atomic`; a rename replaces a file in one step on POSIX file systems). Two content
 * steps can run at once: `npm run cms` regenerates on every saved file while a test or a person
 * runs `npm run content`, and a step imports the modules the other is writing
 * (docs/decisions/052). A file whose content is unchanged is left alone, so the development
 * server's watcher does not reload for nothing.
 *
 * @param path - the file to write; its folder is made when missing.
 * @param data - its whole new content (UTF-8 text or bytes).
 * @returns whether the file was written.
 * @throws Error from the file system (a folder that cannot be made, a full disk).
 */
export function writeGenerated(path: string, data: string | Buffer): boolean {
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  if (existsSync(path) && readFileSync(path).equals(bytes)) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic.sync(path, bytes);
  return true;
}
