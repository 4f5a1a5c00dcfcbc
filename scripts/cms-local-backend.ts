/**
 * Starts the content editor's local backend: decap-server's file API behind its guard, in this
 * process, with the guard on 127.0.0.1:8081 as its only port (`scripts/cms/localBackend.ts`).
 * Usage: `tsx scripts/cms-local-backend.ts`, run by `npm run cms` beside the development server.
 */
import { startLocalBackend } from "./cms/localBackend";

try {
  await startLocalBackend();
} catch (error) {
  console.error(`cms: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
