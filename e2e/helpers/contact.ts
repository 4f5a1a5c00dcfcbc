/**
 * The contact form's journey steps that several specs share (docs/spec.md §4 "Contact form", §5),
 * against the demo build whose fake endpoint (MSW, `fixtures/emailjs.ts`) answers in the browser;
 * `?email=` picks its answer (docs/how-to/demo-build.md). The production-mode build's specs pass its
 * full address.
 */
import type { Page, Request } from "@playwright/test";
import { EMAILJS_SEND_URL } from "../../fixtures/emailjs";
import { expect, waitForHydration } from "./test";

/** The endpoint @emailjs/browser posts to (the fake endpoint's own constant). */
export const EMAILJS = EMAILJS_SEND_URL;

/**
 * Opens the contact page and waits for the form's script: the captcha question, validation and
 * the send exist only once the form has hydrated (without scripts the form shows a notice with the
 * e-mail address and phone number instead; docs/product-decisions.md, decision 11).
 * @param page - the page.
 * @param url - the contact page's URL, with the fake endpoint's `?email=` answer when one is chosen.
 */
export async function openContactForm(page: Page, url = "/contact/"): Promise<void> {
  await page.goto(url);
  await waitForHydration(page, "validating and sending the contact form are script behaviour");
}

/**
 * Records the POSTs the page makes to EmailJS, the contact form's and the newsletter's (the
 * service worker answers them; Playwright still reports each request the page makes).
 * @returns the list, which grows as the page sends.
 */
export function recordSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on("request", (request) => {
    if (request.url() === EMAILJS && request.method() === "POST") sends.push(request);
  });
  return sends;
}

/** The `template_params` of a recorded send (docs/spec.md §7). */
export function templateParams(send: Request | undefined): Record<string, string> {
  return (send?.postDataJSON() as { template_params: Record<string, string> } | undefined)?.template_params ?? {};
}

/** The answer to the captcha's sum, read from its label once the question is shown. */
export async function captchaSum(page: Page): Promise<number> {
  const label = page.locator("label", { hasText: /Security question: what is/ });
  await expect(label).toBeVisible();
  const match = /what is (\d+) \+ (\d+)\?/.exec((await label.textContent()) ?? "");
  if (!match) throw new Error("no captcha question");
  return Number(match[1]) + Number(match[2]);
}

/** What a journey types into the form; `inquiry` is left at the form's default when absent. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** An option of "I'm inquiring about", by its label. */
  inquiry?: string;
}

/** What the journeys type unless they need other words. */
export const VALUES = {
  name: "Dana Whitfield",
  email: "dana@example.org",
  phone: "+1 214 555 0100",
  message: "A review site shows my home address next to a false complaint.",
  inquiry: "An Executive/Public Figure",
} satisfies ContactValues;

/**
 * Fills every field with `values` (the inquiry type only when `values.inquiry` is given) and the
 * captcha with its answer plus `answerOffset` (0: right).
 * @param page - a page with the hydrated contact form.
 * @param options - `values` (default {@link VALUES}), `answerOffset` (default 0).
 */
export async function fillForm(page: Page, { values = VALUES, answerOffset = 0 }: { values?: ContactValues; answerOffset?: number } = {}): Promise<void> {
  await page.getByLabel("Full Name").fill(values.name);
  await page.getByLabel("Email Address").fill(values.email);
  await page.getByLabel("Phone Number").fill(values.phone);
  if (values.inquiry) await page.getByLabel("I'm inquiring about").selectOption(values.inquiry);
  await page.getByLabel("How can we help?").fill(values.message);
  await page.getByLabel(/Security question/).fill(String((await captchaSum(page)) + answerOffset));
}

/** Every field still holds what {@link fillForm} typed from `values` (default {@link VALUES}). */
export async function expectValuesKept(page: Page, values: ContactValues = VALUES): Promise<void> {
  await expect(page.getByLabel("Full Name")).toHaveValue(values.name);
  await expect(page.getByLabel("Email Address")).toHaveValue(values.email);
  await expect(page.getByLabel("Phone Number")).toHaveValue(values.phone);
  if (values.inquiry) await expect(page.getByLabel("I'm inquiring about")).toHaveValue(values.inquiry);
  await expect(page.getByLabel("How can we help?")).toHaveValue(values.message);
}
