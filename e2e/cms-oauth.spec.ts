/**
 * Signing in to the content editor on the live site (README "Editing content", "On the live
 * site"): the production-mode build's `/admin/`, served by `npm run serve` with the editor's own
 * headers (deploy/policy.ts, `adminHeaders`, which nginx and `_headers` also send), signed in
 * through a stand-in OAuth client that speaks Decap's postMessage handshake and a stand-in GitHub
 * API (e2e/helpers/cms-oauth.ts). What it proves is the opener policy: under the public pages'
 * `Cross-Origin-Opener-Policy: same-origin` the popup loses its `window.opener`, the token never
 * reaches the editor and this journey fails; under `ADMIN_OPENER_POLICY` it signs in.
 */
import { ADMIN_OPENER_POLICY } from "../deploy/policy";
import { PRODUCTION_PORT } from "../playwright.config";
import { backendFromEnv } from "../scripts/cms/admin";
import { cmsConfig } from "../scripts/cms/config";
import { STAND_IN_TOKEN, routeGitHubStandIn, routeOAuthStandIn } from "./helpers/cms-oauth";
import { expect, test } from "./helpers/test";

const SITE_ORIGIN = `http://127.0.0.1:${String(PRODUCTION_PORT)}`;

/** The collections the editor lists once signed in, from its configuration (scripts/cms/config.ts). */
const COLLECTION_LABELS = cmsConfig(backendFromEnv()).collections.map((collection) => collection.label);

test("an editor signs in with GitHub through the OAuth popup and sees the collections, under the editor's headers", async ({ page, context }) => {
  const oauth = await routeOAuthStandIn(context, SITE_ORIGIN);
  const github = await routeGitHubStandIn(context);

  const response = await page.goto(`${SITE_ORIGIN}/admin/`);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe(ADMIN_OPENER_POLICY);

  const popupOpens = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 20_000 });
  const popup = await popupOpens;

  // The editor asked the OAuth client for a GitHub token with write access to the repository,
  // naming the site by its host: the client finds the site by `site_id`, as the editor's
  // no-referrer policy sends no Referer (deploy/policy.ts, `adminHeaders`).
  expect(oauth.requests).toHaveLength(1);
  const [signIn] = oauth.requests;
  expect(signIn?.searchParams.get("site_id")).toBe(new URL(SITE_ORIGIN).hostname);
  expect(signIn?.searchParams.get("scope")).toBe("repo");
  expect(oauth.referers).toEqual([undefined]);

  // The popup reaches the editor (under `same-origin` its opener is null: "no opener"), the
  // editor answers the handshake, and closes the popup once the token has come back.
  await expect.poll(() => oauth.steps, { message: "the stand-in OAuth client's steps", timeout: 15_000 }).toEqual(["waiting for the editor", "handing over the token"]);
  await expect.poll(() => popup.isClosed(), { message: "the sign-in popup closes once the editor has the token", timeout: 15_000 }).toBe(true);

  // Signed in: the editor's sidebar lists every collection of its configuration.
  const sidebar = page.getByRole("complementary").filter({ has: page.getByRole("heading", { name: "Collections" }) });
  await expect(sidebar).toBeVisible({ timeout: 20_000 });
  for (const label of COLLECTION_LABELS) await expect(sidebar.getByRole("link", { name: label, exact: true }), label).toBeVisible();

  // Every API call carried the token the popup handed over, and asked nothing the stand-in lacks.
  expect(github.authorizations.length).toBeGreaterThan(0);
  expect(new Set(github.authorizations)).toEqual(new Set([`token ${STAND_IN_TOKEN}`]));
  expect(github.unanswered).toEqual([]);
});
