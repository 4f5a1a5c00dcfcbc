/**
 * Resilience journeys of the contact form (docs/product-decisions.md, decision 4), against the production-mode build
 * (real EmailJS SDK; Playwright answers for api.emailjs.com, or does not). In every journey nothing
 * the visitor typed is lost.
 */
import type { Page, Route } from "@playwright/test";
import { PRODUCTION_PORT } from "../playwright.config";
import { captchaSum, openContactForm } from "./contact-helpers";
import { expect, holdScripts, test } from "./test";

const CONTACT = `http://127.0.0.1:${String(PRODUCTION_PORT)}/contact/`;
const EMAILJS = "https://api.emailjs.com/**";

test.use({ serviceWorkers: "block" });

/** Text that must stay text: markup, an inline handler, emoji and right-to-left Arabic and Hebrew. */
const HOSTILE = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> 😀👍🏽 مرحبا بالعالم שלום`;
const VALUES = {
  fullName: `Dana ${HOSTILE}`,
  email: "dana@example.org",
  phone: "+1 214 555 0100",
  message: `Line one ${HOSTILE}\nLine two: ‏עברית‏ and ١٢٣`,
};

const field = {
  fullName: (page: Page) => page.getByLabel("Full Name"),
  email: (page: Page) => page.getByLabel("Email Address"),
  phone: (page: Page) => page.getByLabel(/Phone Number/),
  message: (page: Page) => page.getByLabel("How can we help?"),
  captcha: (page: Page) => page.getByLabel(/Security question/),
};

async function answerCaptcha(page: Page): Promise<void> {
  await field.captcha(page).fill(String(await captchaSum(page)));
}

async function fillAll(page: Page, values = VALUES): Promise<void> {
  await field.fullName(page).fill(values.fullName);
  await field.email(page).fill(values.email);
  await field.phone(page).fill(values.phone);
  await field.message(page).fill(values.message);
  await answerCaptcha(page);
}

async function expectKept(page: Page, values = VALUES): Promise<void> {
  await expect(field.fullName(page)).toHaveValue(values.fullName);
  await expect(field.email(page)).toHaveValue(values.email);
  await expect(field.phone(page)).toHaveValue(values.phone);
  await expect(field.message(page)).toHaveValue(values.message);
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

test.describe("failed sends (the form logs each failure with console.error, SPEC Contact)", () => {
  test.use({
    expectedConsoleErrors:
      /^Contact form: the message could not be sent\.|^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
  });

  test("offline: the form says to check the connection and keeps everything", async ({ page, context }) => {
    await openContactForm(page, CONTACT);
    await fillAll(page);
    await context.setOffline(true);
    await send(page);
    await expect(page.getByRole("group", { name: "You appear to be offline" })).toBeFocused();
    await expectKept(page);

    // Back online, the same values go through. Offline, the send failed before any request to
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
    test.setTimeout(60_000);
    const pending: Route[] = [];
    await page.route(EMAILJS, (route) => {
      pending.push(route); // never answered
    });
    await openContactForm(page, CONTACT);
    await fillAll(page);
    await send(page);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // The request may still be delivered, so the form keeps waiting for it rather than offering a
    // second send (docs/product-decisions.md, decision 4).
    await expect(page.getByRole("group", { name: "Still waiting for the email service" })).toBeFocused({ timeout: 20_000 });
    expect(pending).toHaveLength(1);
    await expectKept(page);
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
  await fillAll(page, { ...VALUES, message: long });
  await send(page);
  const summary = page.getByRole("group", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Message must be 5,000 characters or fewer. It has 10,000 now.");
  await expect(field.message(page)).toHaveAttribute("aria-invalid", "true");
  await expect(field.message(page)).toHaveValue(long);
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
  await fillAll(page, { ...VALUES, email: HOSTILE });
  await send(page);
  await expect(page.getByRole("group", { name: "There is a problem" })).toBeFocused();
  await expectKept(page, { ...VALUES, email: HOSTILE });

  await field.email(page).fill(VALUES.email);
  await send(page);
  await expect(page.getByText("Your message was sent")).toBeVisible();
  expect(params).toEqual({
    from_name: VALUES.fullName,
    from_email: VALUES.email,
    phone: VALUES.phone,
    inquiry_type: "Myself (Personal Reputation)",
    message: VALUES.message,
  });
  expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  expect(await page.locator("main img").count()).toBe(0);
  expect(dialogs).toBe(0);
});

test("a reload mid-draft keeps every field but the captcha answer", async ({ page }) => {
  await openContactForm(page, CONTACT);
  await fillAll(page);
  await page.getByLabel("I'm inquiring about").selectOption("My Business (Corporate Reputation)");
  await page.reload();
  await expectKept(page);
  await expect(page.getByLabel("I'm inquiring about")).toHaveValue("My Business (Corporate Reputation)");
  await expect(field.captcha(page)).toHaveValue("");
});

test("what a visitor types before the page is interactive is kept when it hydrates", async ({ page }) => {
  // A slow network: the JavaScript arrives only after the visitor has typed.
  const release = await holdScripts(page);
  await page.goto(CONTACT);
  await field.fullName(page).fill(VALUES.fullName);
  await field.message(page).fill(VALUES.message);
  // The typing happened before hydration (the marker is absent); then the page hydrates and the
  // values must survive it: the hydration marker is this test's subject, not a wait for the user.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(field.fullName(page)).toHaveValue(VALUES.fullName);
  await expect(field.message(page)).toHaveValue(VALUES.message);
  // And it is now the form's state: it survives a reload as the draft.
  await page.reload();
  await expect(field.fullName(page)).toHaveValue(VALUES.fullName);
  await expect(field.message(page)).toHaveValue(VALUES.message);
});
