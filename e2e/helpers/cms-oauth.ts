/**
 * Stand-ins for the two services the content editor talks to on the live site (README "Editing
 * content", "On the live site"): the OAuth client at `CMS_OAUTH_BASE_URL` that signs an editor in
 * to GitHub, and the GitHub REST API. Both are Playwright routes on the browser context, so the
 * sign-in popup, which is a page of its own, is answered too.
 *
 * The OAuth stand-in speaks the protocol Decap's GitHub backend expects of any OAuth client
 * (decap-cms-lib-auth 3.3 `netlify-auth.js`; the external clients listed in Decap's documentation,
 * "External OAuth Clients", answer the same way): the editor opens
 * `<base>/auth?provider=github&site_id=<host>&scope=repo` in a popup; the popup's page posts
 * `authorizing:github` to `window.opener`; the editor, having checked that the message comes from
 * `<base>`, echoes it back to the popup; the popup then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` to the origin that echoed, and
 * the editor closes the popup. Only the GitHub leg (the redirect to github.com and back to the
 * client's callback) is left out: the editor's page takes no part in it, though any page on it
 * that sent `Cross-Origin-Opener-Policy: same-origin` would cut the popup off as well.
 */
import type { BrowserContext, Request, Route } from "@playwright/test";

/** The access token the stand-in hands over, and that the GitHub stand-in then expects. */
export const STAND_IN_TOKEN = "stand-in";

/** The path Decap's GitHub backend asks the OAuth client for (`auth_endpoint` in scripts/cms/config.ts). */
const AUTH_PATH = "/auth";

/** Where the stand-in's page reports each step it reaches, on its own origin. */
const STEP_PATH = "/auth/stand-in-step";

/** The steps of the handshake, as the stand-in's page reports them. */
export type OAuthStep = "no opener" | "waiting for the editor" | "handing over the token";

/** What the OAuth stand-in saw. */
export interface OAuthStandIn {
  /** Every URL the editor opened on the OAuth client. */
  readonly requests: URL[];
  /** The `Referer` of each of those requests (`undefined` when none was sent). */
  readonly referers: (string | undefined)[];
  /** The steps its page reached, in order: under a policy that severs the popup, `no opener`. */
  readonly steps: OAuthStep[];
}

/**
 * The OAuth client's page (its callback page, in a real client): it runs the handshake and reports
 * each step to {@link STEP_PATH} before taking it (the editor closes the popup as soon as it has
 * the token, which could cut a later report short). It only answers the editor at `siteOrigin`, as a real client
 * limits the origins it gives tokens to.
 */
function standInPage(siteOrigin: string): string {
  const success = `authorization:github:success:${JSON.stringify({ token: STAND_IN_TOKEN, provider: "github" })}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in OAuth client</title></head>
<body><p>Signing in to GitHub…</p>
<script>
  const report = (step) => fetch(${JSON.stringify(STEP_PATH)} + "?step=" + encodeURIComponent(step));
  const opener = window.opener;
  if (!opener) {
    report("no opener");
  } else {
    window.addEventListener("message", (event) => {
      if (event.source !== opener || event.origin !== ${JSON.stringify(siteOrigin)} || event.data !== "authorizing:github") return;
      report("handing over the token").then(() => opener.postMessage(${JSON.stringify(success)}, event.origin));
    });
    report("waiting for the editor").then(() => opener.postMessage("authorizing:github", "*"));
  }
</script></body></html>`;
}

/**
 * Answers the editor's sign-in popup on any host at {@link AUTH_PATH} with `provider=github`, so
 * the spec does not depend on the `CMS_OAUTH_BASE_URL` the build was made with; the spec checks
 * the URL the editor opened instead.
 * @param context - the browser context the editor and its popup run in.
 * @param siteOrigin - the editor's origin, the only one the stand-in hands the token to.
 * @returns the requests it answered and the steps its page reached, filled in as they come.
 */
export async function routeOAuthStandIn(context: BrowserContext, siteOrigin: string): Promise<OAuthStandIn> {
  const standIn: OAuthStandIn = { requests: [], referers: [], steps: [] };
  await context.route(
    (url) => url.pathname === STEP_PATH,
    async (route) => {
      standIn.steps.push(new URL(route.request().url()).searchParams.get("step") as OAuthStep);
      await route.fulfill({ status: 204 });
    },
  );
  await context.route(
    (url) => url.pathname === AUTH_PATH && url.searchParams.get("provider") === "github",
    async (route) => {
      standIn.requests.push(new URL(route.request().url()));
      standIn.referers.push((await route.request().allHeaders())["referer"]);
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: standInPage(siteOrigin) });
    },
  );
  return standIn;
}

/** The signed-in editor, as GitHub's `GET /user` gives it (the fields Decap reads). */
export const STAND_IN_USER = { login: "rrr-editor", id: 1, name: "RRR Editor", email: "editor@example.com" } as const;

/** What the GitHub stand-in saw. */
export interface GitHubStandIn {
  /** The `Authorization` header of every API request (Decap sends `token <token>`). */
  readonly authorizations: string[];
  /** Requests the stand-in has no answer for, as `METHOD path`: the spec expects none. */
  readonly unanswered: string[];
}

/**
 * The GitHub REST API, answered with the least that lets Decap show the editor after a sign-in
 * (decap-cms-backend-github 3.8 `implementation.tsx` `authenticate`, `API.ts`): the user
 * (`GET /user`), the repository with push permission (`GET /repos/{owner}/{repo}`: without it
 * Decap refuses the user), no open pull request (`GET /repos/{owner}/{repo}/pulls`: the editorial
 * workflow looks for unpublished entries at sign-in), and an empty tree for every folder
 * (`GET /repos/{owner}/{repo}/git/trees/{branch}:{folder}`: the first collection's entries and the
 * media folder). Anything else gets GitHub's 404 and is listed. CORS headers as GitHub sends them:
 * the editor calls the API from its own origin with an `Authorization` header, so the browser asks
 * first (a preflight `OPTIONS`).
 * @param context - the browser context the editor runs in.
 * @returns what the editor asked, filled in as it comes.
 */
export async function routeGitHubStandIn(context: BrowserContext): Promise<GitHubStandIn> {
  const standIn: GitHubStandIn = { authorizations: [], unanswered: [] };
  await context.route("https://api.github.com/**", async (route: Route, request: Request) => {
    const origin = request.headers()["origin"] ?? "*";
    const cors = {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Headers": "Authorization, Content-Type, If-None-Match",
      "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
      "Access-Control-Expose-Headers": "ETag, Link",
    };
    if (request.method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    standIn.authorizations.push(request.headers()["authorization"] ?? "");
    const { pathname } = new URL(request.url());
    const json = (body: unknown) => route.fulfill({ status: 200, headers: cors, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) });
    const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (request.method() === "GET" && pathname === "/user") return json(STAND_IN_USER);
    if (request.method() === "GET" && repo) {
      return json({ name: repo[2], full_name: `${repo[1] ?? ""}/${repo[2] ?? ""}`, owner: { login: repo[1] }, default_branch: "main", permissions: { admin: false, push: true, pull: true } });
    }
    if (request.method() === "GET" && /^\/repos\/[^/]+\/[^/]+\/pulls$/.test(pathname)) return json([]);
    if (request.method() === "GET" && /^\/repos\/[^/]+\/[^/]+\/git\/trees\//.test(pathname)) return json({ sha: "0".repeat(40), tree: [], truncated: false });
    standIn.unanswered.push(`${request.method()} ${pathname}`);
    await route.fulfill({ status: 404, headers: cors, contentType: "application/json; charset=utf-8", body: JSON.stringify({ message: "Not Found" }) });
  });
  return standIn;
}
