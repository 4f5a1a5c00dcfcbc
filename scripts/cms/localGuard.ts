/**
 * The decision of the guard in front of decap-server (`npm run cms`, scripts/cms/localProxy.ts):
 * which requests reach Decap's local file-system backend. A pure function of the request and of a
 * policy derived from the CMS's configuration, so the unit tests try every case without a server.
 *
 * decap-server (3.11) has no authentication and, in its file mode, reads and writes any path under
 * the repository (its own check only keeps paths inside the repository, so `.git/config` passes).
 * The guard lets through only:
 * - requests from the editor's own page (`Origin` one of the editor's origins) addressed to the
 *   guard itself (`Host` exactly `localhost:8081` or `127.0.0.1:8081`, `guardHosts`): a page that
 *   reached the port through DNS rebinding sends its own host name, so it is refused even if it
 *   managed to send an accepted `Origin` (the standard DNS rebinding defence for a server on
 *   loopback: check `Host` on every request; docs/decisions/055);
 * - `POST /api/v1` (and its CORS preflight), the backend's one route;
 * - the actions of the file-system mode (decap-server `src/middlewares/localFs/index.ts`), each
 *   with every path it carries inside what the configuration declares: an entry of a folder
 *   collection (directly in the folder, with the collection's extension), a file of a file
 *   collection, or a file directly in the media folder.
 *
 * Where each action carries paths (decap-server `src/middlewares/joi/index.ts`, `types.ts`):
 * `entriesByFolder` `folder` (+ `extension`, `depth`), `entriesByFiles` `files[].path`, `getEntry`
 * `path`, `persistEntry` `entry.path`/`entry.newPath`, `dataFiles[].path`/`dataFiles[].newPath` and
 * `assets[].path`, `getMedia` `mediaFolder`, `getMediaFile` `path`, `persistMedia` `asset.path`,
 * `deleteFile` `path`, `deleteFiles` `paths[]`. `info` and `getDeployPreview` carry none;
 * `cmsLabelPrefix`, `branch`, `collection` and `slug` are labels the file mode does not use as paths.
 * The git mode's actions (`unpublishedEntries`, `publishUnpublishedEntry`, ...) are refused:
 * `npm run cms` starts decap-server in file mode.
 *
 * What the file system holds (symbolic links, folders where files belong) is the proxy's check,
 * after this decision (scripts/cms/localProxy.ts `fileProblem`): the decision says which paths and
 * which folder listing to check (`LocalDecision`).
 */
import { posix } from "node:path";

/** What the guard allows, from the CMS's configuration (`localBackendPolicy`). */
export interface LocalBackendPolicy {
  /** The editor's page origins, e.g. `http://localhost:5173`. */
  readonly origins: readonly string[];
  /** Folder collections: entries are `<folder>/<name>.<extension>`. */
  readonly entryFolders: readonly { readonly folder: string; readonly extension: string }[];
  /** The files of file collections, e.g. `src/content/data/site.yml`. */
  readonly entryFiles: readonly string[];
  /** The media folder (`media_folder`): uploads are `<mediaFolder>/<name>`. */
  readonly mediaFolder: string;
}

/** The part of a collection of the CMS's configuration (scripts/cms/config.ts) the policy reads. */
export interface CmsCollectionPaths {
  readonly name: string;
  readonly folder?: string;
  readonly extension?: string;
  readonly files?: readonly { readonly file: string }[];
  /** Shapes the guard does not know; a collection with one makes `localBackendPolicy` throw. */
  readonly nested?: unknown;
  readonly path?: unknown;
  readonly media_folder?: unknown;
}

/** The part of the CMS's configuration the policy reads. */
export interface CmsConfigPaths {
  readonly media_folder: string;
  readonly collections: readonly CmsCollectionPaths[];
}

/**
 * The policy for a configuration (Decap's options: https://decapcms.org/docs/configuration-options/).
 * @param config - `cmsConfig(...)` of scripts/cms/config.ts.
 * @param origins - the editor's origins (scripts/cms/localBackend.ts `EDITOR_ORIGINS`).
 * @throws Error when a collection uses `nested`, `path` or its own `media_folder` (entries in
 *   subfolders or media beside entries), or declares neither a folder with an extension nor files:
 *   the guard would refuse what such a collection writes, so it says so at start rather than at
 *   the first save.
 */
export function localBackendPolicy(config: CmsConfigPaths, origins: readonly string[]): LocalBackendPolicy {
  const entryFolders: { folder: string; extension: string }[] = [];
  const entryFiles: string[] = [];
  for (const collection of config.collections) {
    for (const key of ["nested", "path", "media_folder"] as const) {
      if (collection[key] !== undefined) throw new Error(`cms guard: collection "${collection.name}" uses \`${key}\`, which scripts/cms/localGuard.ts does not allow yet`);
    }
    if (collection.folder !== undefined && collection.extension !== undefined) entryFolders.push({ folder: collection.folder, extension: collection.extension });
    else if (collection.files !== undefined) entryFiles.push(...collection.files.map((entry) => entry.file));
    else throw new Error(`cms guard: collection "${collection.name}" has neither a folder with an extension nor files`);
  }
  return { origins, entryFolders, entryFiles, mediaFolder: config.media_folder };
}

/** A request as the guard sees it: the parts of the HTTP request it decides on. */
export interface LocalRequest {
  /** `POST` or `OPTIONS` (the CORS preflight). */
  readonly method: string;
  /** The URL's path, without the query. */
  readonly pathname: string;
  /** The `Origin` header, if any. */
  readonly origin: string | undefined;
  /** The `Host` header, if any (`localhost:8081`). */
  readonly host: string | undefined;
  /** The parsed JSON body (`{ action, params }`); ignored for `OPTIONS`. */
  readonly body?: unknown;
}

/**
 * A folder listing the request asks for (`entriesByFolder`, `getMedia`): decap-server lists the
 * folder itself, so the proxy checks each file of its answer (scripts/cms/localProxy.ts).
 */
export interface FolderListing {
  /** `entries` (`entriesByFolder`: `[{ data, file: { path } }]`) or `media` (`getMedia`: `[{ path, content }]`). */
  readonly kind: "entries" | "media";
  /** The folder, relative to the repository: a collection's folder or the media folder. */
  readonly folder: string;
  /** The extension each listed file must have (`md`), or `""` for any (the media folder). */
  readonly extension: string;
}

/**
 * What the guard decides: forward (with the repository paths it checked, and the folder listing
 * if the action is one) or refuse with a status.
 */
export type LocalDecision =
  | { readonly allowed: true; readonly paths: readonly string[]; readonly listing?: FolderListing }
  | { readonly allowed: false; readonly status: 403 | 404 | 405; readonly reason: string };

/** decap-server's one route. */
export const API_PATH = "/api/v1";

/**
 * The `Host` values of a guard listening on 127.0.0.1:`port`: its two loopback names with the
 * port, as a browser writes them (`localhost:8081`, `127.0.0.1:8081`). Any other value (another
 * name: DNS rebinding; no port; another port: a request meant for another server) is refused.
 */
export function guardHosts(port: number): readonly string[] {
  return [`localhost:${String(port)}`, `127.0.0.1:${String(port)}`];
}

const refuse = (status: 403 | 404 | 405, reason: string): LocalDecision => ({ allowed: false, status, reason });

/**
 * Why `path` is not a plain relative path of the repository, or `undefined` when it is one:
 * a non-empty string with `/` separators, not absolute, without `..`, `.`, empty segments, `\`,
 * NUL, and no segment that starts with a dot (`.git`, `.env`, `.htaccess`).
 */
export function pathProblem(path: unknown): string | undefined {
  if (typeof path !== "string" || path === "") return "is not a path";
  if (path.includes("\0") || path.includes("\\")) return "holds a NUL or a backslash";
  if (posix.isAbsolute(path) || /^[A-Za-z]:/.test(path)) return "is absolute";
  const segments = path.split("/");
  if (segments.includes("..")) return "climbs out with ..";
  if (segments.some((segment) => segment === "" || segment === ".")) return "is not in its plain form";
  if (segments.some((segment) => segment.startsWith("."))) return "names a hidden file or folder (.git, .env)";
  // The belt to the braces above: resolved against a root, the path is itself.
  if (posix.resolve("/", path) !== `/${path}`) return "is not in its plain form";
  return undefined;
}

/** Whether `path` (plain, see `pathProblem`) is an entry the configuration declares. */
function isEntryPath(path: string, policy: LocalBackendPolicy): boolean {
  if (policy.entryFiles.includes(path)) return true;
  const folder = posix.dirname(path);
  return policy.entryFolders.some((collection) => collection.folder === folder && path.endsWith(`.${collection.extension}`));
}

/** Whether `path` (plain) is a file directly in the media folder. */
function isMediaPath(path: string, policy: LocalBackendPolicy): boolean {
  return posix.dirname(path) === policy.mediaFolder;
}

type PathKind = "entry" | "media" | "entry or media";

/** One path the request carries, the field it came from and what it must be. */
interface CarriedPath {
  readonly field: string;
  readonly value: unknown;
  readonly kind: PathKind;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The items of a list field, or a refusal reason when the field is not a list. */
function listOf(params: Readonly<Record<string, unknown>>, field: string): readonly unknown[] | string {
  const value = params[field];
  return Array.isArray(value) ? (value as readonly unknown[]) : `params.${field} is not a list`;
}

/** The `path` (and `newPath`) of each data file of `persistEntry`, which must stay in its folder. */
function dataFilePaths(files: readonly unknown[], field: string): CarriedPath[] | string {
  const carried: CarriedPath[] = [];
  for (const [index, file] of files.entries()) {
    if (!isRecord(file)) return `${field}[${String(index)}] is not an object`;
    carried.push({ field: `${field}[${String(index)}].path`, value: file.path, kind: "entry" });
    if (file.newPath !== undefined) {
      if (typeof file.path !== "string" || typeof file.newPath !== "string" || posix.dirname(file.path) !== posix.dirname(file.newPath)) {
        // decap-server moves every file of the old folder with a renamed entry (`move`, `hasSubfolders`).
        return `${field}[${String(index)}].newPath leaves the entry's folder`;
      }
      carried.push({ field: `${field}[${String(index)}].newPath`, value: file.newPath, kind: "entry" });
    }
  }
  return carried;
}

/**
 * The paths an action carries, or a refusal reason (an unknown action, a field of the wrong shape,
 * or a folder listing other than a collection's folder with its extension at depth 1).
 */
function carriedPaths(action: unknown, params: Readonly<Record<string, unknown>>, policy: LocalBackendPolicy): CarriedPath[] | string {
  switch (action) {
    case "info":
    case "getDeployPreview":
      return [];
    case "entriesByFolder": {
      const collection = policy.entryFolders.find((entry) => entry.folder === params.folder);
      if (!collection) return "params.folder is not a collection's folder";
      if (params.extension !== collection.extension) return "params.extension is not the collection's extension";
      if (params.depth !== 1) return "params.depth is not 1 (the configuration has no nested collections)";
      return [];
    }
    case "entriesByFiles": {
      const files = listOf(params, "files");
      if (typeof files === "string") return files;
      return files.map((file, index) => ({ field: `params.files[${String(index)}].path`, value: isRecord(file) ? file.path : undefined, kind: "entry" }));
    }
    case "getEntry":
      return [{ field: "params.path", value: params.path, kind: "entry" }];
    case "persistEntry": {
      const carried: CarriedPath[] = [];
      if (params.entry !== undefined) {
        const entry = dataFilePaths([params.entry], "params.entry");
        if (typeof entry === "string") return entry;
        carried.push(...entry);
      }
      if (params.dataFiles !== undefined || params.entry === undefined) {
        const files = listOf(params, "dataFiles");
        if (typeof files === "string") return files;
        const dataFiles = dataFilePaths(files, "params.dataFiles");
        if (typeof dataFiles === "string") return dataFiles;
        carried.push(...dataFiles);
      }
      const assets = listOf(params, "assets");
      if (typeof assets === "string") return assets;
      carried.push(...assets.map((asset, index) => ({ field: `params.assets[${String(index)}].path`, value: isRecord(asset) ? asset.path : undefined, kind: "media" as const })));
      return carried;
    }
    case "getMedia":
      return params.mediaFolder === policy.mediaFolder ? [] : "params.mediaFolder is not the media folder";
    case "getMediaFile":
      return [{ field: "params.path", value: params.path, kind: "media" }];
    case "persistMedia":
      return [{ field: "params.asset.path", value: isRecord(params.asset) ? params.asset.path : undefined, kind: "media" }];
    case "deleteFile":
      return [{ field: "params.path", value: params.path, kind: "entry or media" }];
    case "deleteFiles": {
      const paths = listOf(params, "paths");
      if (typeof paths === "string") return paths;
      return paths.map((value, index) => ({ field: `params.paths[${String(index)}]`, value, kind: "entry or media" }));
    }
    default:
      return `action ${typeof action === "string" ? JSON.stringify(action) : `of type ${typeof action}`} is not one of the file-system backend's`;
  }
}

/**
 * Decides on what a request says before its body is read: `Origin`, `Host`, route and method.
 * @param hosts - the `Host` values the guard answers to (`guardHosts` of its port); the header is
 *   compared whole, in lower case, and is mandatory.
 * @returns `{ allowed: true, paths: [] }` when the body may be read (or, for `OPTIONS`, the
 *   preflight answered), else the refusal `decideLocalRequest` gives.
 */
export function decideEnvelope(request: Omit<LocalRequest, "body">, policy: LocalBackendPolicy, hosts: readonly string[]): LocalDecision {
  if (request.origin === undefined || !policy.origins.includes(request.origin)) return refuse(403, `origin ${request.origin ?? "(none)"} is not the editor's`);
  if (request.host === undefined || !hosts.includes(request.host.toLowerCase())) return refuse(403, `host ${request.host ?? "(none)"} is not the guard's address (${hosts.join(" or ")})`);
  if (request.pathname !== API_PATH) return refuse(404, `${request.pathname} is not ${API_PATH}`);
  if (request.method !== "POST" && request.method !== "OPTIONS") return refuse(405, `method ${request.method} is not POST`);
  return { allowed: true, paths: [] };
}

/** The folder listing of an allowed `entriesByFolder` or `getMedia`, `undefined` for other actions. */
function listingOf(action: unknown, params: Readonly<Record<string, unknown>>, policy: LocalBackendPolicy): FolderListing | undefined {
  if (action === "getMedia") return { kind: "media", folder: policy.mediaFolder, extension: "" };
  if (action !== "entriesByFolder") return undefined;
  const collection = policy.entryFolders.find((entry) => entry.folder === params.folder);
  return collection === undefined ? undefined : { kind: "entries", folder: collection.folder, extension: collection.extension };
}

/**
 * Whether `path`, a file of decap-server's answer to `listing`, is one the listing may hold: a
 * plain path (`pathProblem`) directly in the listed folder, with its extension.
 */
export function fitsListing(path: string, listing: FolderListing): boolean {
  return pathProblem(path) === undefined && posix.dirname(path) === listing.folder && (listing.extension === "" || path.endsWith(`.${listing.extension}`));
}

/**
 * Decides one request to the local backend.
 * @param request - the method, path, `Origin`, `Host` and parsed body.
 * @param policy - `localBackendPolicy(cmsConfig(...), EDITOR_ORIGINS)`.
 * @param hosts - the `Host` values the guard answers to: `guardHosts(GUARD_PORT)`.
 * @returns `{ allowed: true, paths, listing }` with every repository path the request names and
 *   the folder it lists, if any (for the proxy's file-system checks), or
 *   `{ allowed: false, status, reason }`: 404 for another route, 405 for another method, 403 for a
 *   foreign origin or host, an unknown action, a malformed body or a path outside what the
 *   configuration declares. Never throws.
 */
export function decideLocalRequest(request: LocalRequest, policy: LocalBackendPolicy, hosts: readonly string[]): LocalDecision {
  const envelope = decideEnvelope(request, policy, hosts);
  if (!envelope.allowed || request.method === "OPTIONS") return envelope;

  const { body } = request;
  if (!isRecord(body)) return refuse(403, "the body is not a JSON object");
  const params = body.params ?? {};
  if (!isRecord(params)) return refuse(403, "params is not an object");
  const carried = carriedPaths(body.action, params, policy);
  if (typeof carried === "string") return refuse(403, carried);

  const paths: string[] = [];
  for (const { field, value, kind } of carried) {
    const problem = pathProblem(value);
    if (problem !== undefined) return refuse(403, `${field} ${typeof value === "string" ? `(${JSON.stringify(value)}) ` : ""}${problem}`);
    const path = value as string;
    const fits = kind === "entry" ? isEntryPath(path, policy) : kind === "media" ? isMediaPath(path, policy) : isEntryPath(path, policy) || isMediaPath(path, policy);
    if (!fits) return refuse(403, `${field} (${path}) is outside the ${kind === "entry or media" ? "content and media" : kind === "entry" ? "content" : "media"} folders the CMS configuration declares`);
    paths.push(path);
  }
  const listing = listingOf(body.action, params, policy);
  return listing === undefined ? { allowed: true, paths } : { allowed: true, paths, listing };
}
