/**
 * What the contact form says about a send whose outcome is not a plain answer
 * (docs/product-decisions.md, decision 4; docs/toolchain.md "EmailJS"), against the demo build,
 * whose fake endpoint (`fixtures/emailjs.ts`) is chosen with `?email=` (docs/how-to/demo-build.md):
 * - `late`: EmailJS answers 200 after `LATE_ANSWER_MS` (45 s), well past the form's 15 s timeout. The
 *   form says it is still waiting, sends nothing more, and then shows the success: the message
 *   went once, and the fields and the draft are emptied.
 * - `blocked`: the request fails at the network level while the browser is online, as when an
 *   extension or a network filter blocks it. The form says so, with the e-mail address and the
 *   phone number, and keeps everything.
 * The page's clock is Playwright's (`page.clock`), so 15 s and 45 s pass at once; the fake
 * endpoint's wait runs in the page, on the same clock, which also runs on by itself between the
 * jumps: the 30 s between the timeout and the answer leave the checks of the waiting panel ample
 * real time.
 *
 * The copy is written out as the visitor reads it (`src/components/ContactForm/messages.ts` writes
 * it for the page); the e-mail address and phone number
 * are read from the page's footer, so the panels are checked against the facts the site shows.
 */
import type { Page } from "@playwright/test";
import { LATE_ANSWER_MS } from "../fixtures/emailjs";
import { SEND_TIMEOUT_MS } from "../machines/contactForm";
import { STORED_ITEMS } from "../src/config/storage";
import { expectValuesKept, fillForm, openContactForm, recordSends } from "./helpers/contact";
import { sessionItem } from "./helpers/storage";
import { expect, test } from "./helpers/test";

const DRAFT_KEY = STORED_ITEMS.contactDraft.key;

/** The firm's e-mail address and phone number as the footer shows them on every page. */
async function contactFacts(page: Page): Promise<{ email: string; phone: string }> {
  const footer = page.getByRole("contentinfo");
  const email = (await footer.locator("a[href^='mailto:']").first().textContent()) ?? "";
  const phone = (await footer.locator("a[href^='tel:']").first().textContent()) ?? "";
  expect(email).toContain("@");
  expect(phone).not.toBe("");
  return { email: email.trim(), phone: phone.trim() };
}

test("an answer after the 15 s timeout is shown as a success, and the message is sent once", async ({ page, makeAxeBuilder }) => {
  // The clock runs as usual until the test moves it on (it must be installed before the page loads).
  await page.clock.install();
  const sends = recordSends(page);
  await openContactForm(page, "/contact/?email=late");
  const { email, phone } = await contactFacts(page);
  await fillForm(page);
  await expect.poll(() => sessionItem(page, DRAFT_KEY)).not.toBeNull();

  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect.poll(() => sends.length).toBe(1);

  // Past the form's timeout, before the endpoint's answer.
  await page.clock.fastForward(SEND_TIMEOUT_MS + 500);
  const waiting = page.getByRole("group", { name: "Still waiting for the email service" });
  await expect(waiting).toBeFocused();
  await expect(waiting).toContainText("we are still waiting for the answer, and this page will say when it comes");
  await expect(waiting).toContainText(email);
  await expect(waiting).toContainText(phone);
  // Not a dead control: disabled, and its name says why (a second send could deliver the message twice).
  await expect(page.getByRole("button", { name: "Still waiting..." })).toBeDisabled();
  // Nothing has failed: no error toast.
  await expect(page.getByRole("alert").getByText("Error", { exact: true })).toHaveCount(0);
  await expectValuesKept(page);
  expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

  // Past the endpoint's answer, wherever its wait started within the first jump.
  await page.clock.fastForward(LATE_ANSWER_MS);
  await expect(page.getByRole("group", { name: "Your message was sent" })).toBeFocused();
  await expect(page.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Email Address")).toHaveValue("");
  await expect(page.getByLabel("How can we help?")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await expect.poll(() => sessionItem(page, DRAFT_KEY)).toBeNull();
  expect(sends).toHaveLength(1);
});

test.describe("a send blocked on its way while the browser is online", () => {
  // The form logs the failure (docs/spec.md §8); Chromium reports the failed request.
  test.use({ expectedConsoleErrors: /^Contact form: the message could not be sent\.|net::ERR_FAILED|Failed to fetch/ });

  test("says what may be blocking it, gives the e-mail address and phone number, and keeps everything", async ({ page, makeAxeBuilder }) => {
    const sends = recordSends(page);
    await openContactForm(page, "/contact/?email=blocked");
    const { email, phone } = await contactFacts(page);
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();

    const panel = page.getByRole("group", { name: "Your message could not reach the email service" });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText("A browser extension, a privacy tool or a network filter may be blocking the email service.");
    await expect(panel).toContainText(email);
    await expect(panel).toContainText(phone);
    await expect(panel).toContainText("Everything you typed is still here.");
    await expect(page.getByRole("group", { name: "You appear to be offline" })).toHaveCount(0);
    await expect(page.getByRole("alert").getByText("Error", { exact: true })).toBeVisible();
    await expectValuesKept(page);
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(sends).toHaveLength(1);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  });
});
