/**
 * One host behaviour (docs/decisions/058): how a request target becomes an answer, the rules of
 * `deploy/policy.ts` applied in the order nginx applies the configuration `deploy/render.ts`
 * writes, so that `scripts/serve.ts` answers every path with the status and `Location` nginx gives.
 *
 * 1. The target is read as nginx reads it (`normaliseTarget`): percent-decoded, repeated slashes
 *    merged, dot segments removed (RFC 3986 §5.2.4, remove_dot_segments); a `..` that would climb
 *    above the web root, a broken `%` escape or an encoded NUL answers 400.
 * 2. A method other than GET and HEAD answers 405 (`ALLOWED_METHODS`).
 * 3. A target that names an index file (`/path/index.html`) answers 301 to `/path/`.
 * 4. A hidden path (`isHiddenPath`) answers 404.
 * 5. Under `/assets/` only files are served; a directory there is not found.
 * 6. A directory without its trailing slash answers 301 to it; a directory with it serves its
 *    `index.html`, or 404 without one; a file is served; anything else answers 404.
 *
 * Nothing here reads outside the web root: the normalised path has no `..` segment, and
 * `fileLookup` checks the joined path against the root again before it looks.
 */
import { statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { ALLOWED_METHODS, HASHED_ASSETS_PREFIX, INDEX_FILE, INDEX_FORM_PATTERN, INDEX_FORM_REQUEST_PATTERN, isHiddenPath } from "./policy";

/** A request target read as nginx reads it. */
export interface NormalisedTarget {
  /**
   * The path, percent-decoded and normalised: one leading `/`, no empty, `.` or `..` segment, a
   * trailing `/` kept. `undefined` when the decoded bytes are not UTF-8, which no file name of a
   * build is.
   */
  readonly path: string | undefined;
  /** The query as sent, without its `?` (nginx's `$args`); empty when there is none. */
  readonly query: string;
}

/** What the host answers; the caller sends it with the headers of `deploy/policy.ts`. */
export type HostAnswer =
  /** Send `file`, the site path of a file of the web root (e.g. `/contact/index.html`). */
  | { readonly status: 200; readonly file: string }
  /** Redirect to `location`: a site path with exactly one leading `/`, then the query if any. */
  | { readonly status: 301; readonly location: string }
  /** 400 Bad Request, 404 with the not-found page, 405 with `Allow`. */
  | { readonly status: 400 | 404 | 405 };

/** What a site path names in the web root: a file, a directory, or nothing (`undefined`). */
export type Lookup = (path: string) => "file" | "directory" | undefined;

const SLASH = 0x2f;
const DOT = 0x2e;

/** The value of one hexadecimal digit, or -1. */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/**
 * Reads a request target as nginx 1.22 does (`ngx_http_parse_complex_uri`,
 * https://github.com/nginx/nginx/blob/master/src/http/ngx_http_parse.c, with `merge_slashes on`,
 * https://nginx.org/en/docs/http/ngx_http_core_module.html#merge_slashes):
 * - the path ends at the first `?` (the query follows, up to a `#`) or `#` (a fragment, ignored);
 *   the absolute form `http://host/path` is read as `/path`;
 * - every `%XX` is decoded, and a decoded `/` or `.` counts as a separator or a dot as a written
 *   one does (so `%2e%2e%2f` is `../`); a decoded `%`, `?` or `#` is a character of the name;
 * - repeated slashes merge into one; then remove_dot_segments (RFC 3986 §5.2.4) drops each `.`
 *   segment and each `..` with the segment before it, keeping the trailing slash.
 * @param target the request target as sent (`IncomingMessage.url`).
 * @returns the normalised path and the query; `undefined` (answer 400) for a target that is not a
 *   path, a `%` not followed by two hexadecimal digits, an encoded NUL, or a `..` that climbs above
 *   the root (where RFC 3986 would stop at the root, nginx refuses, and so does serve.ts).
 */
export function normaliseTarget(target: string): NormalisedTarget | undefined {
  // The absolute form (RFC 9112 §3.2.2) as nginx's request-line parser takes it: a scheme of
  // letters, then a host of letters, digits, "." and "-" without two dots in a row (or an IP
  // literal) and an optional port, then "/", "?" or the end; anything else there answers 400.
  let origin = target;
  if (/^[A-Za-z]+:\/\//.test(target)) {
    const authority = /^[A-Za-z]+:\/\/(?:\[[0-9A-Fa-f:.]+\]|(?:(?!\.\.)[A-Za-z0-9.-])+)(?::[0-9]*)?(?=[/?]|$)/.exec(target);
    if (authority === null) return undefined;
    origin = target.slice(authority[0].length);
    if (!origin.startsWith("/")) origin = `/${origin}`;
  }
  if (!origin.startsWith("/")) return undefined;
  const end = origin.search(/[?#]/);
  const rawPath = end === -1 ? origin : origin.slice(0, end);
  const query = end !== -1 && origin[end] === "?" ? origin.slice(end + 1).split("#")[0] ?? "" : "";

  // The decoded bytes. A decoded "/" or "." is then read as a written one; a decoded "%", "?" or
  // "#" is an ordinary byte here, as it is for nginx, since the query and fragment are already cut.
  const bytes: number[] = [];
  const raw = Buffer.from(rawPath, "latin1");
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index] ?? 0;
    if (byte !== 0x25) {
      bytes.push(byte);
      continue;
    }
    const high = hexValue(raw[index + 1] ?? -1);
    const low = hexValue(raw[index + 2] ?? -1);
    if (high < 0 || low < 0) return undefined;
    const decoded = high * 16 + low;
    if (decoded === 0) return undefined;
    bytes.push(decoded);
    index += 2;
  }

  // Names between slashes (repeated slashes merged), then remove_dot_segments: the name before
  // the leading "/" is empty and left out; an empty last name is the trailing slash.
  const names: number[][] = [[]];
  for (const byte of bytes) {
    if (byte === SLASH) names.push([]);
    else names[names.length - 1]?.push(byte);
  }
  names.shift();
  const kept: number[][] = [];
  let trailingSlash = false;
  for (const name of names) {
    const dots = name.every((byte) => byte === DOT) ? name.length : 0;
    if (name.length > 0 && dots !== 1 && dots !== 2) {
      kept.push(name);
      trailingSlash = false;
      continue;
    }
    if (dots === 2 && kept.pop() === undefined) return undefined;
    trailingSlash = true;
  }
  const joined = kept.flatMap((name) => [SLASH, ...name]);
  if (trailingSlash || joined.length === 0) joined.push(SLASH);
  let path: string | undefined;
  try {
    path = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(joined));
  } catch {
    path = undefined;
  }
  return { path, query };
}

/** The bytes nginx escapes in a `Location` it writes (`NGX_ESCAPE_URI` in src/core/ngx_string.c): controls, space, `#`, `%`, `?`, DEL and above. */
function escapedByNginx(byte: number): boolean {
  return byte <= 0x20 || byte === 0x23 || byte === 0x25 || byte === 0x3f || byte >= 0x7f;
}

/**
 * A normalised path as nginx writes it into the `Location` of its directory redirect
 * (`ngx_http_static_handler`, `ngx_escape_uri(…, NGX_ESCAPE_URI)`): the UTF-8 bytes, each one of
 * `escapedByNginx` as `%XX` in capitals.
 * @param path a normalised path (`NormalisedTarget.path`).
 */
export function escapePath(path: string): string {
  let escaped = "";
  for (const byte of Buffer.from(path, "utf8")) {
    escaped += escapedByNginx(byte) ? `%${byte.toString(16).toUpperCase().padStart(2, "0")}` : String.fromCharCode(byte);
  }
  return escaped;
}

/**
 * The answer to one request (the steps in this file's header). Pure but for `lookup`.
 * @param method the request method, as sent.
 * @param target the request target, as sent (`IncomingMessage.url`).
 * @param lookup what a normalised site path names in the web root (`fileLookup`).
 * @returns the status, with the file to send (200) or the `Location` (301), which is always a
 *   site path starting with exactly one `/` followed by neither `/` nor `\`.
 */
export function answerFor(method: string, target: string, lookup: Lookup): HostAnswer {
  const read = normaliseTarget(target);
  if (read === undefined) return { status: 400 };
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return { status: 405 };
  const { path, query } = read;
  const search = query === "" ? "" : `?${query}`;
  if (path === undefined) return { status: 404 };
  if (new RegExp(INDEX_FORM_REQUEST_PATTERN).test(target)) {
    const canonical = new RegExp(INDEX_FORM_PATTERN).exec(path)?.[1];
    if (canonical !== undefined) return { status: 301, location: `${canonical}${search}` };
  }
  if (isHiddenPath(path)) return { status: 404 };
  const kind = lookup(path);
  if (path.startsWith(HASHED_ASSETS_PREFIX)) return kind === "file" && !path.endsWith("/") ? { status: 200, file: path } : { status: 404 };
  if (path.endsWith("/")) {
    const index = `${path}${INDEX_FILE}`;
    return kind === "directory" && lookup(index) === "file" ? { status: 200, file: index } : { status: 404 };
  }
  if (kind === "directory") return { status: 301, location: `${escapePath(path)}/${search}` };
  return kind === "file" ? { status: 200, file: path } : { status: 404 };
}

/**
 * A `Lookup` on a web root in the file system. Symbolic links are followed, as nginx follows them
 * (`disable_symlinks off`, its default); the build makes none.
 * @param root the web root (the build's client directory).
 * @returns for a normalised site path: `"file"`, `"directory"`, or `undefined` when nothing is
 *   there, when it cannot be read, or when the path would leave `root` (never, for a path from
 *   `normaliseTarget`: checked again here all the same).
 */
export function fileLookup(root: string): Lookup {
  const base = resolve(root);
  return (path) => {
    const full = join(base, path);
    const inside = relative(base, full);
    if (inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
    try {
      const stats = statSync(full);
      if (stats.isDirectory()) return "directory";
      return stats.isFile() ? "file" : undefined;
    } catch {
      return undefined;
    }
  };
}
