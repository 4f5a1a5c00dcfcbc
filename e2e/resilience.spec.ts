/**
 * Resilience journeys of the contact form (docs/product-decisions.md, decision 4), against the production-mode build
 * (real EmailJS SDK; Playwright answers for api.emailjs.com, or does not). In every journey nothing
 * the visitor typed is lost.
 */
import type { Page, Route } from "@playwright/test";
import { SEND_TIMEOUT_MS } from "../machines/contactForm";
import { PRODUCTION_PORT } from "../playwright.config";
import { type ContactValues, expectValuesKept, fillForm, openContactForm } from "./helpers/contact";
import { expect, holdScripts, hydratedDocument, test } from "./helpers/test";

const CONTACT = `http://127.0.0.1:${String(PRODUCTION_PORT)}/contact/`;
const EMAILJS = "https://api.emailjs.com/**";

test.use({ serviceWorkers: "block" });

/** Text that must stay text: markup, an inline handler, emoji and right-to-left Arabic and Hebrew. */
const HOSTILE = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> 😀👍🏽 مرحبا بالعالم שלום`;

/** What these journeys type; the inquiry type is left at the form's default. */
const VALUES: ContactValues = {
  name: `Dana ${HOSTILE}`,
  email: "dana@example.org",
  phone: "+1 214 555 0100",
  message: `Line one ${HOSTILE}\nLine two: ‏עברית‏ and ١٢٣`,
};

const messageField = (page: Page) => page.getByLabel("How can we help?");
const captchaField = (page: Page) => page.getByLabel(/Security question/);
const send = (page: Page) => page.getByRole("button", { name: "Send message" }).click();

test.describe("failed sends (the form logs each failure with console.error, SPEC Contact)", () => {
  test.use({
    expectedConsoleErrors:
      /^Contact form: the message could not be sent\.|^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
  });

  test("offline: the form says to check the connection and keeps everything", async ({ page, context }) => {
    await openContactForm(page, CONTACT);
    await fillForm(page, { values: VALUES });
    await context.setOffline(true);
    await send(page);
    await expect(page.getByRole("group", { name: "You appear to be offline" })).toBeFocused();
    await expectValuesKept(page, VALUES);

    // Back online, the same values go through. Offline, the send failed before a request to
    // EmailJS: the SDK's chunk is fetched at the first send and that fetch failed. The retry
    // fetches the chunk again (a failed module fetch is not kept; HTML "fetch a single module
    // script") and then posts, which this route answers: one layer answers the request, since
    // service workers are blocked in this file. The retry waits until the page itself reports
    // being online, the moment a visitor would try again, so it never races the switch back.
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    const answered: string[] = [];
    await page.route(EMAILJS, async (route) => {
      answered.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    await send(page);
    await expect(page.getByText("Your message was sent")).toBeVisible();
    expect(answered).toHaveLength(1);
  });

  test("no answer within 15 s: the form says it is still waiting, sends nothing more, and keeps everything", async ({ page }) => {
    const pending: Route[] = [];
    await page.route(EMAILJS, (route) => {
      pending.push(route); // never answered
    });
    // Playwright's clock (installed before the page loads) runs as usual until the test moves it
    // on: the form's 15 s pass at once instead of being waited for.
    await page.clock.install();
    await openContactForm(page, CONTACT);
    await fillForm(page, { values: VALUES });
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => pending.length).toBe(1);
    await page.clock.fastForward(SEND_TIMEOUT_MS + 500);
    // The request may still be delivered, so the form keeps waiting for it rather than offering a
    // second send (docs/product-decisions.md, decision 4).
    await expect(page.getByRole("group", { name: "Still waiting for the email service" })).toBeFocused();
    expect(pending).toHaveLength(1);
    await expectValuesKept(page, VALUES);
    await expect(page.getByRole("button", { name: "Still waiting..." })).toBeDisabled();
  });
});

test("a 10,000-character message gets a clear limit message, keeps all the text and sends nothing", async ({ page }) => {
  const requests: string[] = [];
  await page.route(EMAILJS, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
  });
  const long = "I need help with a page about me. ".repeat(300).slice(0, 10_000);
  await openContactForm(page, CONTACT);
  await fillForm(page, { values: { ...VALUES, message: long } });
  await send(page);
  const summary = page.getByRole("group", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Message must be 5,000 characters or fewer. It has 10,000 now.");
  await expect(messageField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(messageField(page)).toHaveValue(long);
  expect(requests).toEqual([]);
});

test("markup, emoji and right-to-left text stay text from the fields to the request", async ({ page }) => {
  let params: Record<string, unknown> | undefined;
  await page.route(EMAILJS, async (route) => {
    const body = route.request().postDataJSON() as { template_params: Record<string, unknown> };
    params = body.template_params;
    await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
  });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await openContactForm(page, CONTACT);

  // The hostile text in the email field is refused as an address and shown back as text.
  await fillForm(page, { values: { ...VALUES, email: HOSTILE } });
  await send(page);
  await expect(page.getByRole("group", { name: "There is a problem" })).toBeFocused();
  await expectValuesKept(page, { ...VALUES, email: HOSTILE });

  await page.getByLabel("Email Address").fill(VALUES.email);
  await send(page);
  await expect(page.getByText("Your message was sent")).toBeVisible();
  expect(params).toEqual({
    from_name: VALUES.name,
    from_email: VALUES.email,
    phone: VALUES.phone,
    inquiry_type: "Myself (Personal Reputation)",
    message: VALUES.message,
    safe_channels: "Not stated (reply by email)",
    voicemail: "Not stated: do not leave a voicemail or message",
    safe_call_times: "Not stated",
    time_zone: "Not stated",
    neutral_sender: "Not asked",
    spam_check: "Passed: the hidden field was empty.",
  });
  expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  expect(await page.locator("main img").count()).toBe(0);
  expect(dialogs).toBe(0);
});

test("a reload mid-draft keeps every field but the captcha answer", async ({ page }) => {
  await openContactForm(page, CONTACT);
  await fillForm(page, { values: VALUES });
  await page.getByLabel("I'm inquiring about").selectOption("My Business (Corporate Reputation)");
  await page.reload();
  await expectValuesKept(page, VALUES);
  await expect(page.getByLabel("I'm inquiring about")).toHaveValue("My Business (Corporate Reputation)");
  await expect(captchaField(page)).toHaveValue("");
});

test("what a visitor types before the page is interactive is kept when it hydrates", async ({ page }) => {
  // A slow network: the JavaScript arrives only after the visitor has typed.
  const release = await holdScripts(page);
  await page.goto(CONTACT);
  await page.getByLabel("Full Name").fill(VALUES.name);
  await messageField(page).fill(VALUES.message);
  // The typing happened before hydration (the marker is absent); then the page hydrates and the
  // values must survive it: the hydration marker is this test's subject, not a wait for the user.
  await expect(hydratedDocument(page)).toHaveCount(0);
  release();
  await expect(hydratedDocument(page)).toHaveCount(1);
  await expect(page.getByLabel("Full Name")).toHaveValue(VALUES.name);
  await expect(messageField(page)).toHaveValue(VALUES.message);
  // And it is now the form's state: it survives a reload as the draft.
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue(VALUES.name);
  await expect(messageField(page)).toHaveValue(VALUES.message);
});
