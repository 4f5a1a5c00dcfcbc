import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { IslandRendererContext } from "./islands/renderer";

/** How long a render may take before React gives up on what is still pending, ms. */
export const streamTimeout = 5_000;

/**
 * Renders a page at build time (the site is prerendered, `ssr: false`; docs/decisions/001): React
 * Router's default server entry (`react-router reveal entry.server`, version 7.18), changed in two
 * respects. First, the response starts when the whole page is ready (`onAllReady`), for every request.
 *
 * The default starts at `onShellReady` unless the request comes from a bot, and the prerender's
 * requests carry no user agent. React may then send a Suspense boundary's content after the shell,
 * as a hidden copy and an inline script that moves it into place
 * (https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation):
 * in a static file that script would run on every visit, before hydration, and the content would
 * be missing for a visitor without scripts. Waiting for everything writes each boundary's content
 * in place, so the prerendered HTML holds the whole page (SiteFrame's boundaries; docs/product-decisions.md,
 * decision 11). Second, the page gets React DOM's `renderToString`, with which `Island` prerenders
 * each island in a root of its own (`IslandRendererContext`; docs/decisions/041).
 * @returns the page's HTML response; rejects when the shell fails to render.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let ready = false;
    const page = (
      <IslandRendererContext value={renderToString}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRendererContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // React writes a completed boundary larger than this many bytes after the shell, with the
      // script that moves it (`progressiveChunkSize`, 12.8 KB by default): never, here.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        ready = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject above and React Router logs them; later ones are logged here.
        if (ready) console.error(error);
      },
    });
    // Abort after the timeout, leaving React time to write the boundaries it gave up on.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
