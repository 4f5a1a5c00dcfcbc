/**
 * The guard in front of decap-server (`npm run cms`, scripts/cms/localGuard.ts): requests from
 * another origin, or addressed to another host than the guard's own address, are refused, and every path of every action of Decap's file-system
 * backend must be a content entry or an upload the CMS configuration declares. The policy is the
 * one `npm run cms` builds, from the real configuration.
 */
import { describe, expect, it } from "vitest";
import { cmsConfig } from "../scripts/cms/config";
import { EDITOR_ORIGINS, GUARD_PORT } from "../scripts/cms/localBackend";
import { type LocalRequest, decideLocalRequest, fitsListing, guardHosts, localBackendPolicy, pathProblem } from "../scripts/cms/localGuard";

const config = cmsConfig({ repo: "firm/site", oauthBaseUrl: "https://auth.example.com", siteUrl: "https://www.example.com" });
const policy = localBackendPolicy(config, EDITOR_ORIGINS);
const hosts = guardHosts(GUARD_PORT);

const EDITOR = "http://localhost:5173";
const POST = "src/content/blog/a-new-post.md";
const SITE_FACTS = "src/content/data/site.yml";
const UPLOAD = "public/images/uploads/figure.png";

/** A request from the editor's page to the guard, with `body`. */
const fromEditor = (body: unknown, overrides: Partial<LocalRequest> = {}): LocalRequest => ({
  method: "POST",
  pathname: "/api/v1",
  origin: EDITOR,
  host: "localhost:8081",
  body,
  ...overrides,
});

const decide = (body: unknown, overrides: Partial<LocalRequest> = {}) => decideLocalRequest(fromEditor(body, overrides), policy, hosts);

/** A `persistEntry` body as Decap's proxy backend sends it (decap-cms-backend-proxy `persistEntry`). */
const persistEntry = (path: string, assets: readonly string[] = [], newPath?: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "a-new-post", path, raw: "---\ntitle: x\n---\n", ...(newPath === undefined ? {} : { newPath }) }],
    assets: assets.map((asset) => ({ path: asset, content: "iVBORw0KGgo=", encoding: "base64" })),
    options: { commitMessage: "Create post", useWorkflow: false, status: "" },
  },
});

/** The body of each action that carries a path, with `path` in its path field. */
const actionsCarrying = (path: string) => ({
  entriesByFiles: { action: "entriesByFiles", params: { branch: "main", files: [{ path }] } },
  getEntry: { action: "getEntry", params: { branch: "main", path } },
  "persistEntry (dataFiles)": persistEntry(path),
  "persistEntry (entry)": { action: "persistEntry", params: { ...persistEntry(path).params, dataFiles: undefined, entry: { slug: "x", path, raw: "x" } } },
  "persistEntry (assets)": persistEntry(POST, [path]),
  getMediaFile: { action: "getMediaFile", params: { branch: "main", path } },
  persistMedia: { action: "persistMedia", params: { branch: "main", asset: { path, content: "eA==", encoding: "base64" }, options: { commitMessage: "Upload" } } },
  deleteFile: { action: "deleteFile", params: { branch: "main", path, options: { commitMessage: "Delete" } } },
  deleteFiles: { action: "deleteFiles", params: { branch: "main", paths: [POST, path], options: { commitMessage: "Delete" } } },
  entriesByFolder: { action: "entriesByFolder", params: { branch: "main", folder: path, extension: "md", depth: 1 } },
  getMedia: { action: "getMedia", params: { branch: "main", mediaFolder: path } },
});

describe("the editor's requests pass", () => {
  it.each([
    ["info", { action: "info" }, []],
    ["a post", { action: "getEntry", params: { branch: "main", path: POST } }, [POST]],
    ["the site facts file", { action: "entriesByFiles", params: { branch: "main", files: [{ path: SITE_FACTS }] } }, [SITE_FACTS]],
    ["a new post with its image", persistEntry(POST, [UPLOAD]), [POST, UPLOAD]],
    ["a renamed post in its folder", persistEntry(POST, [], "src/content/blog/renamed.md"), [POST, "src/content/blog/renamed.md"]],
    ["an upload", { action: "persistMedia", params: { branch: "main", asset: { path: UPLOAD, content: "eA==", encoding: "base64" }, options: { commitMessage: "Upload" } } }, [UPLOAD]],
    ["a deleted post and upload", { action: "deleteFiles", params: { branch: "main", paths: [POST, UPLOAD], options: { commitMessage: "Delete" } } }, [POST, UPLOAD]],
    ["a service page", { action: "getEntry", params: { branch: "main", path: "src/content/services/individuals/privacy-protection.yml" } }, ["src/content/services/individuals/privacy-protection.yml"]],
  ])("%s", (_name, body, paths) => {
    expect(decide(body)).toEqual({ allowed: true, paths });
  });

  it("folder listings, with the folder whose files the proxy then checks", () => {
    expect(decide({ action: "entriesByFolder", params: { branch: "main", folder: "src/content/blog", extension: "md", depth: 1 } })).toEqual({
      allowed: true,
      paths: [],
      listing: { kind: "entries", folder: "src/content/blog", extension: "md" },
    });
    expect(decide({ action: "getMedia", params: { branch: "main", mediaFolder: "public/images/uploads" } })).toEqual({
      allowed: true,
      paths: [],
      listing: { kind: "media", folder: "public/images/uploads", extension: "" },
    });
  });

  it("from the editor on 127.0.0.1 too, and its CORS preflight", () => {
    expect(decide({ action: "getEntry", params: { path: POST } }, { origin: "http://127.0.0.1:5173", host: "127.0.0.1:8081" }).allowed).toBe(true);
    expect(decide(undefined, { method: "OPTIONS" })).toEqual({ allowed: true, paths: [] });
  });
});

describe("a request from anywhere but the editor is refused", () => {
  it.each([
    ["another site", "https://attacker.example"],
    ["another local port", "http://localhost:3000"],
    ["the guard's own origin", "http://localhost:8081"],
    ["a sandboxed frame or file", "null"],
    ["no origin (a script, curl)", undefined],
  ])("%s", (_name, origin) => {
    expect(decide({ action: "info" }, { origin })).toMatchObject({ allowed: false, status: 403 });
    expect(decide(undefined, { method: "OPTIONS", origin })).toMatchObject({ allowed: false, status: 403 });
  });

  it.each([
    ["another name (DNS rebinding)", "rebind.attacker.example:8081"],
    ["another name without a port", "evil.example"],
    ["a loopback name without the port", "localhost"],
    ["the guard's name with another port", "localhost:8082"],
    ["the development server's address", "127.0.0.1:5173"],
    ["the IPv6 loopback, where the guard does not listen", "[::1]:8081"],
    ["a name with a trailing dot", "localhost.:8081"],
    ["no host at all", undefined],
  ])("and a Host other than the guard's own address: %s", (_name, host) => {
    const refusal = decide({ action: "info" }, { host });
    expect(refusal).toMatchObject({ allowed: false, status: 403 });
    expect(decide(undefined, { method: "OPTIONS", host })).toMatchObject({ allowed: false, status: 403 });
  });

  it("while the guard's two names pass, in any case", () => {
    expect(guardHosts(GUARD_PORT)).toEqual(["localhost:8081", "127.0.0.1:8081"]);
    expect(decide({ action: "info" }, { host: "127.0.0.1:8081" }).allowed).toBe(true);
    expect(decide({ action: "info" }, { host: "LocalHost:8081" }).allowed).toBe(true);
  });

  it("and another route or method", () => {
    expect(decide({ action: "info" }, { pathname: "/api/v1/" })).toMatchObject({ allowed: false, status: 404 });
    expect(decide({ action: "info" }, { method: "PUT" })).toMatchObject({ allowed: false, status: 405 });
  });
});

describe("a path outside the content and upload folders is refused, in every action that carries one", () => {
  const outside: readonly (readonly [string, string])[] = [
    ["the repository's git configuration", ".git/config"],
    ["a git hook", ".git/hooks/post-checkout"],
    ["a folder's .git", "src/content/blog/.git/config"],
    ["the environment file", ".env"],
    ["a climb out of the repository", "../outside"],
    ["a climb out of a content folder", "src/content/blog/../../../package.json"],
    ["an absolute path", "/etc/passwd"],
    ["an absolute path into a content folder", "/home/editor/site/src/content/blog/a.md"],
    ["a Windows path", "C:\\Users\\x"],
    ["a path with a backslash", "src\\content\\blog\\a.md"],
    ["the site's code beside the content", "src/content/siteFacts.ts"],
    ["code inside a content folder", "src/content/blog/evil.ts"],
    ["a subfolder of a content folder", "src/content/blog/sub/a.md"],
    ["the build's configuration", "vite.config.ts"],
    ["a dot segment", "src/content/./blog/a.md"],
    ["an empty segment", "src/content//blog/a.md"],
    ["a NUL byte", "src/content/blog/a.md\0.png"],
    ["the empty path", ""],
  ];
  for (const [action, body] of Object.entries(actionsCarrying(".git/config"))) {
    it(`${action}: .git/config`, () => {
      expect(decide(body)).toMatchObject({ allowed: false, status: 403 });
    });
  }
  for (const [name, path] of outside) {
    it(`every action: ${name}`, () => {
      for (const body of Object.values(actionsCarrying(path))) expect(decide(body), JSON.stringify(body)).toMatchObject({ allowed: false, status: 403 });
    });
  }

  it("an upload where an entry belongs and an entry where an upload belongs", () => {
    expect(decide({ action: "getEntry", params: { path: UPLOAD } })).toMatchObject({ allowed: false });
    expect(decide({ action: "persistMedia", params: { asset: { path: POST, content: "eA==", encoding: "base64" } } })).toMatchObject({ allowed: false });
    expect(decide(persistEntry(POST, [SITE_FACTS]))).toMatchObject({ allowed: false });
  });

  it("a content folder where a file belongs", () => {
    expect(decide({ action: "getEntry", params: { path: "src/content/blog" } })).toMatchObject({ allowed: false });
    expect(decide({ action: "deleteFile", params: { path: "public/images/uploads" } })).toMatchObject({ allowed: false });
  });

  it("a rename out of the entry's folder (decap-server would move the whole folder)", () => {
    expect(decide(persistEntry(POST, [], "src/content/guides/a-new-post.md"))).toMatchObject({ allowed: false, status: 403 });
    expect(decide(persistEntry(POST, [], "../a-new-post.md"))).toMatchObject({ allowed: false, status: 403 });
  });

  it("a listing of another folder, extension or depth", () => {
    const listing = (folder: string, extension: string, depth: number) => ({ action: "entriesByFolder", params: { folder, extension, depth } });
    expect(decide(listing("src/content", "ts", 1))).toMatchObject({ allowed: false });
    expect(decide(listing("src/content/blog", "ts", 1))).toMatchObject({ allowed: false });
    expect(decide(listing("src/content/blog", "md", 100))).toMatchObject({ allowed: false });
    expect(decide({ action: "getMedia", params: { mediaFolder: "public" } })).toMatchObject({ allowed: false });
  });

  it("the git mode's actions, an unknown action and malformed bodies", () => {
    for (const action of ["unpublishedEntries", "publishUnpublishedEntry", "deleteUnpublishedEntry", "updateUnpublishedEntryStatus", "unpublishedEntryDataFile", "runCommand"]) {
      expect(decide({ action, params: { branch: "main", collection: "posts", slug: "x", path: POST } }), action).toMatchObject({ allowed: false, status: 403 });
    }
    for (const body of [null, [], "info", { action: "getEntry", params: "x" }, { action: "getEntry", params: { path: 1 } }, { action: "deleteFiles", params: { paths: POST } }, { action: "entriesByFiles", params: { files: [POST] } }]) {
      expect(decide(body), JSON.stringify(body)).toMatchObject({ allowed: false, status: 403 });
    }
  });
});

describe("pathProblem", () => {
  it("accepts a plain relative path and names what is wrong with others", () => {
    expect(pathProblem(POST)).toBeUndefined();
    expect(pathProblem("../outside")).toMatch(/\.\./);
    expect(pathProblem("/etc/passwd")).toMatch(/absolute/);
    expect(pathProblem(".git/config")).toMatch(/hidden/);
  });
});

describe("fitsListing", () => {
  it("keeps the files directly in the listed folder with its extension, and nothing else", () => {
    const listing = { kind: "entries", folder: "src/content/blog", extension: "md" } as const;
    expect(fitsListing(POST, listing)).toBe(true);
    expect(fitsListing("src/content/blog/a.ts", listing)).toBe(false);
    expect(fitsListing("src/content/blog/sub/a.md", listing)).toBe(false);
    expect(fitsListing("src/content/guides/a.md", listing)).toBe(false);
    expect(fitsListing("src/content/blog/../../../.git/config.md", listing)).toBe(false);
    expect(fitsListing(UPLOAD, { kind: "media", folder: "public/images/uploads", extension: "" })).toBe(true);
  });
});

describe("localBackendPolicy", () => {
  it("covers every collection of the configuration and its media folder", () => {
    const folders = config.collections.flatMap((collection) => ("folder" in collection ? [collection.folder] : []));
    const files = config.collections.flatMap((collection) => ("files" in collection ? collection.files.map((entry) => entry.file) : []));
    expect(policy.entryFolders.map((entry) => entry.folder)).toEqual(folders);
    expect(policy.entryFiles).toEqual(files);
    expect(policy.mediaFolder).toBe(config.media_folder);
  });

  it("refuses a configuration with entries in subfolders, which it would not let the editor save", () => {
    expect(() => localBackendPolicy({ media_folder: "m", collections: [{ name: "nested", folder: "f", extension: "md", nested: { depth: 3 } }] }, EDITOR_ORIGINS)).toThrow(/nested/);
  });
});
