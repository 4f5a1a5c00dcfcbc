/**
 * The contact form's journey steps that several specs share (docs/spec.md §4 "Contact form", §5),
 * against the demo build whose fake endpoint (MSW, `fixtures/emailjs.ts`) answers in the browser;
 * `?email=` picks its answer (README "Quick start").
 */
import type { Page, Request } from "@playwright/test";
import { EMAILJS_SEND_URL } from "../fixtures/emailjs";
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
 * Records the POSTs the page makes to EmailJS (the service worker answers them; Playwright still
 * reports each request the page makes).
 * @returns the list, which grows as the page sends.
 */
export function recordSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on("request", (request) => {
    if (request.url() === EMAILJS && request.method() === "POST") sends.push(request);
  });
  return sends;
}

/** The answer to the captcha's sum, read from its label once the question is shown. */
export async function captchaSum(page: Page): Promise<number> {
  const label = page.locator("label", { hasText: /Security question: what is/ });
  await expect(label).toBeVisible();
  const match = /what is (\d+) \+ (\d+)\?/.exec((await label.textContent()) ?? "");
  if (!match) throw new Error("no captcha question");
  return Number(match[1]) + Number(match[2]);
}

/** What the journeys type. */
export const VALUES = {
  name: "Dana Whitfield",
  email: "dana@example.org",
  phone: "+1 214 555 0100",
  message: "A review site shows my home address next to a false complaint.",
};

/**
 * Fills every field with `VALUES`, the inquiry type "An Executive/Public Figure", and the
 * captcha's answer plus `answerOffset` (0: right).
 */
export async function fillForm(page: Page, answerOffset = 0): Promise<void> {
  await page.getByLabel("Full Name").fill(VALUES.name);
  await page.getByLabel("Email Address").fill(VALUES.email);
  await page.getByLabel("Phone Number").fill(VALUES.phone);
  await page.getByLabel("I'm inquiring about").selectOption("An Executive/Public Figure");
  await page.getByLabel("How can we help?").fill(VALUES.message);
  await page.getByLabel(/Security question/).fill(String((await captchaSum(page)) + answerOffset));
}

/** Every field still holds what `fillForm` typed. */
export async function expectValuesKept(page: Page): Promise<void> {
  await expect(page.getByLabel("Full Name")).toHaveValue(VALUES.name);
  await expect(page.getByLabel("Email Address")).toHaveValue(VALUES.email);
  await expect(page.getByLabel("Phone Number")).toHaveValue(VALUES.phone);
  await expect(page.getByLabel("I'm inquiring about")).toHaveValue("An Executive/Public Figure");
  await expect(page.getByLabel("How can we help?")).toHaveValue(VALUES.message);
}
