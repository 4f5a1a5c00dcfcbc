/**
 * What a send leaves in the browser's profile (docs/product-decisions.md, decision 16;
 * docs/decisions/054): Chromium saves what is typed in fields that allow autocomplete as
 * suggestions for same-named fields on every site, in the profile's `Default/Web Data` SQLite file
 * (docs/toolchain.md, "The back/forward cache in tests"). Each test sends the contact form once in
 * a new persistent profile, closes the browser and reads that file.
 *
 * Without an answer to "Could someone else use this device, or see or hear what you do on it?" the name, e-mail and
 * phone fields keep their WCAG 1.3.5 tokens, and the profile holds them: that test shows the
 * reading can find what a send left. Answered yes, every field is `autocomplete="off"`, and the
 * profile holds none of the typed values.
 *
 * Runs in the `bfcache` project (playwright.config.ts): Debian's Chromium itself, whose autofill
 * saves entries; a persistent context is the only way to read a profile after the browser closed.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { captchaSum } from "./helpers/contact";
import { expect, test } from "./helpers/test";

/** What the visitor types: values no other test or site would leave in a profile. */
const TYPED = {
  name: "Zelda Quintrell",
  email: "zelda.quintrell@example.org",
  phone: "+1 312 555 0199",
  message: "Someone keeps posting my new address.",
} as const;

/** Which of `TYPED` the profile's autofill files hold, in UTF-8 or UTF-16 (SQLite stores either). */
function valuesInProfile(profile: string): string[] {
  const files = readdirSync(join(profile, "Default")).filter((name) => name.startsWith("Web Data"));
  const bytes = Buffer.concat(files.map((name) => readFileSync(join(profile, "Default", name))));
  return Object.values(TYPED).filter((value) => bytes.includes(Buffer.from(value, "utf8")) || bytes.includes(Buffer.from(value, "utf16le")));
}

/**
 * Sends the contact form once in a new persistent profile, answering the device question as
 * `sharedDevice` says, then closes the browser.
 * @returns the profile's folder, for {@link valuesInProfile}.
 */
async function sendInNewProfile(sharedDevice: boolean): Promise<string> {
  const { launchOptions, baseURL } = test.info().project.use;
  const profile = mkdtempSync(join(tmpdir(), "rrr-profile-"));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/contact/");
    if (sharedDevice) {
      await page.getByRole("checkbox", { name: /ask this browser not to keep anything I type here/ }).check();
      await expect(page.getByText(/^Done: this page asks your browser not to save or suggest what you type here/).first()).toBeVisible();
    }
    await page.getByLabel("Full Name").fill(TYPED.name);
    await page.getByLabel("Email Address").fill(TYPED.email);
    await page.getByLabel("Phone Number").fill(TYPED.phone);
    await page.getByLabel("How can we help?").fill(TYPED.message);
    await page.getByLabel(/^Security question: what is/).fill(String(await captchaSum(page)));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("group", { name: "Your message was sent" })).toBeVisible();
    // Chromium writes the entries when it sees the form's submission; leaving the page is the last moment.
    await page.goto("about:blank");
  } finally {
    await context.close();
  }
  return profile;
}

test.describe("what a send leaves in the browser's profile @bfcache", () => {
  test("without the answer, the profile keeps the name, e-mail and phone as autofill entries (their WCAG 1.3.5 tokens)", async () => {
    const profile = await sendInNewProfile(false);
    try {
      expect(valuesInProfile(profile)).toEqual([TYPED.name, TYPED.email, TYPED.phone]);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("on a device someone else can see, the profile holds none of the typed values", async () => {
    const profile = await sendInNewProfile(true);
    try {
      expect(valuesInProfile(profile)).toEqual([]);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
