/**
 * Serves the static build as a production host would (README "Quick start"):
 * `/path/` serves `path/index.html`, `/path` answers 301 to `/path/` (the canonical form), and
 * an unknown path answers HTTP 404 with `404.html` (PRODUCT.md decision 7). Uses `serve-handler`,
 * the routing core of Vercel's `serve`.
 *
 * Environment: `PORT` (default 4173), `BUILD_DIR` (default `build`), `HOST` (default 127.0.0.1).
 */
import { createServer } from "node:http";
import { join } from "node:path";
import handler from "serve-handler";
import { PREVIEW_PORT } from "../src/config/defaults";

const port = Number(process.env.PORT ?? PREVIEW_PORT);
const host = process.env.HOST ?? "127.0.0.1";
const publicDir = join(process.env.BUILD_DIR ?? "build", "client");

const server = createServer((request, response) => {
  // The not-found page lives at 404.html only; its own URLs are unknown paths too.
  if (/^\/404(\.html|\/)?(\?.*)?$/.test(request.url ?? "")) request.url = "/.not-found/";
  void handler(request, response, {
    public: publicDir,
    trailingSlash: true,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
    headers: [
      { source: "assets/**", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      { source: "**/*.html", headers: [{ key: "Cache-Control", value: "no-cache" }] },
      {
        source: "**",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ],
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${publicDir} on http://localhost:${port}/ (Ctrl+C to stop)`);
});
