/**
 * Safe to contact, safe to leave (docs/decisions/038), on the production build (EmailJS settings
 * present; `npm run build:production`), as a visitor at risk on a shared phone would try it:
 * - what they typed or ticked does not come back with Back after a quick exit, neither from the
 *   session's draft nor from the browser's own form restoration, and the neutral site is told
 *   nothing of where they came from (no `Referer`);
 * - a search leaves nothing in the address or the box;
 * - "How can we reach you safely?" reaches the firm in the EmailJS template parameters, and a
 *   visitor who may only be called need not give an e-mail address but must give a number;
 * - the draft's 30-minute limit holds in a tab left open.
 */
import type { Page } from "@playwright/test";
import { PRODUCTION_PORT } from "../playwright.config";
import { captchaSum } from "./helpers/contact";
import { exitLink } from "./helpers/quick-exit";
import { sessionKeys } from "./helpers/storage";
import { expect, test, waitForHydration } from "./helpers/test";

const BASE = `http://127.0.0.1:${String(PRODUCTION_PORT)}`;
const HARASSMENT_PAGE = `${BASE}/services/individuals/online-harassment-solutions/`;

test.use({ serviceWorkers: "block" });

/** React Router's scroll positions, which `<ScrollRestoration>` writes on `pagehide`, keyed by history entry. */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * What the tab's session storage holds that the visitor typed, answered or visited: every key but
 * React Router's scroll positions, and those only if they name a page (they are keyed by random
 * history-entry keys, so they name none).
 */
async function keptTraces(page: Page): Promise<string[]> {
  const keys = await sessionKeys(page);
  const positions = await page.evaluate((key) => window.sessionStorage.getItem(key) ?? "", SCROLL_POSITIONS_KEY);
  return [...keys.filter((key) => key !== SCROLL_POSITIONS_KEY), ...(positions.includes("/") ? [positions] : [])];
}

/**
 * Answers the neutral site with a stand-in page (the test machine cannot reach it) and records
 * the `Referer` of every request made to it.
 * @returns the referers seen, `null` for a request without one.
 */
async function recordNeutralSite(page: Page): Promise<(string | null)[]> {
  const href = await exitLink(page).getAttribute("href");
  if (!href?.startsWith("https://")) throw new Error(`the quick exit leads to "${String(href)}", not to another site`);
  const referers: (string | null)[] = [];
  await page.context().route(`${href}**`, async (route) => {
    referers.push((await route.request().allHeaders()).referer ?? null);
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=en><title>Weather</title><h1>Weather</h1></html>" });
  });
  return referers;
}

test.describe("nothing comes back after a quick exit", () => {
  test("the check's answers, the contact form's words and a search: Back shows none of them, and the neutral site gets no Referer", async ({ page }) => {
    // The check: an answer kept for the tab by the hydrated page (docs/decisions/022).
    await page.goto(`${BASE}/reputation-check/`);
    await waitForHydration(page, "the answers are kept for the tab only by the hydrated check");
    const firstAnswer = page.getByRole("form", { name: "Reputation check" }).locator("input").first();
    await firstAnswer.check();
    await expect.poll(() => sessionKeys(page)).toContain("rrr:reputation-check");
    // The contact form: words typed, and kept as the tab's draft by the hydrated form.
    await page.goto(`${BASE}/contact/`);
    await waitForHydration(page, "the draft that must not come back is kept only by the hydrated form");
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await page.getByLabel("How can we help?").fill("My ex partner is stalking me online.");
    await page.getByLabel("When is it safe to call?").fill("After 6 pm");
    await page.getByRole("radio", { name: "Phone only" }).check();
    await expect.poll(() => sessionKeys(page)).toContain("rrr:contact-draft");
    // A search, then the quick exit from a page about harassment.
    // Typing wakes the search's island; Enter before it is live is held, so no entry is added.
    await page.goto(`${BASE}/learning/`);
    const search = page.getByRole("searchbox", { name: "Search the Learning Center" });
    await search.fill("stalker ex partner");
    await search.press("Enter");
    await expect(page).toHaveURL(`${BASE}/learning/`);
    await page.goto(HARASSMENT_PAGE);
    const referers = await recordNeutralSite(page);
    await exitLink(page).click();
    await expect(page).toHaveTitle("Weather");
    expect(referers).toEqual([null]);

    // Back skips the page that was left: the search page comes back with an empty box.
    await page.goBack();
    await expect(page).toHaveURL(`${BASE}/learning/`);
    await expect(page.getByRole("searchbox", { name: "Search the Learning Center" })).toHaveValue("");
    expect(await keptTraces(page)).toEqual([]);

    // Then the contact page, with nothing in it: no draft, and nothing the browser restored.
    await page.goBack();
    await expect(page).toHaveURL(`${BASE}/contact/`);
    await waitForHydration(page, "a restored value would be re-saved only by the hydrated form");
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("How can we help?")).toHaveValue("");
    await expect(page.getByLabel("When is it safe to call?")).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Phone only" })).not.toBeChecked();
    expect(await keptTraces(page)).toEqual([]);

    // Then the check, with no answer ticked.
    await page.goBack();
    await expect(page).toHaveURL(`${BASE}/reputation-check/`);
    await waitForHydration(page, "a restored tick would be adopted only by the hydrated check");
    await expect(page.getByRole("form", { name: "Reputation check" }).locator("input").first()).not.toBeChecked();
    expect(await keptTraces(page)).toEqual([]);
  });
});

test.describe("how it is safe to reach you (docs/decisions/038)", () => {
  test("phone only, no voicemail, after 6 pm: sent without an e-mail address, the choices in the template parameters", async ({ page }) => {
    let params: Record<string, unknown> | undefined;
    await page.route("https://api.emailjs.com/**", async (route) => {
      const body: unknown = route.request().postDataJSON();
      if (typeof body === "object" && body !== null && "template_params" in body) params = body.template_params as Record<string, unknown>;
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    await page.goto(`${BASE}/contact/`);
    await waitForHydration(page, "the form sends only once hydrated");
    await page.getByLabel("Full Name").fill("Dana Whitfield");
    await page.getByRole("radio", { name: "Phone only" }).check();
    await page.getByRole("radio", { name: "No, do not leave a voicemail or message" }).check();
    await page.getByLabel("When is it safe to call?").fill("After 6 pm");
    await page.getByLabel("Your time zone").selectOption("Central Time");
    await page.getByRole("checkbox", { name: /Keep our name out of the subject line/ }).check();
    await page.getByLabel("How can we help?").fill("Please call me about posts that share my address.");
    await page.getByLabel(/Security question/).fill(String(await captchaSum(page)));

    // Phone only without a number: refused with a message that says what to do; no e-mail asked for.
    await page.getByRole("button", { name: "Send message" }).click();
    const summary = page.getByRole("group", { name: "There is a problem" });
    await expect(summary.getByRole("link")).toHaveText(["Enter a phone number, or choose another safe way to reach you."]);
    await expect(page.getByLabel("Email Address")).not.toHaveAttribute("aria-invalid", "true");
    expect(params).toBeUndefined();

    await summary.getByRole("link").click();
    await expect(page.getByLabel("Phone Number")).toBeFocused();
    await page.getByLabel("Phone Number").fill("+1 214 555 0100");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Your message was sent")).toBeVisible();
    expect(params).toMatchObject({
      from_email: "Not provided",
      phone: "+1 214 555 0100",
      safe_channels: "Phone only: do not email",
      voicemail: "Do not leave a voicemail or message",
      safe_call_times: "After 6 pm",
      time_zone: "Central Time",
      neutral_sender: "Yes: no firm name in the subject line, any voicemail or the caller ID name",
    });
  });

  test("a draft left 30 minutes without a change is deleted from the open form, which says so", async ({ page }) => {
    await page.clock.install();
    await page.goto(`${BASE}/contact/`);
    await waitForHydration(page, "the draft and its limit are kept only by the hydrated form");
    await page.getByLabel("How can we help?").fill("Someone shares my photos.");
    await expect.poll(() => sessionKeys(page)).toContain("rrr:contact-draft");
    // The tab stays open and visible: the limit passes with no event from the visitor.
    await page.clock.fastForward("30:02");
    await expect(page.getByLabel("How can we help?")).toHaveValue("");
    // Shown above the fields, and said once by the polite live region (a second, hidden copy).
    const notice = page.getByText(/Your words were deleted from this form because nothing changed for 30 minutes/);
    await expect(notice).toHaveCount(2);
    await expect(notice.first()).toBeVisible();
    expect(await sessionKeys(page)).not.toContain("rrr:contact-draft");
  });
});
