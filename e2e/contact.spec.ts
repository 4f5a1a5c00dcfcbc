/**
 * The contact flow end to end (docs/spec.md §2 "Contact /contact", §4, §5, §7, §8), against the demo build whose fake endpoint
 * (MSW, `fixtures/emailjs.ts`) answers in the browser. `?email=` picks its answer. The tests tagged
 * `@nginx` run again through nginx (the `nginx-contact` project): a send and the service worker's
 * registration, the parts that nginx's headers could break.
 */
import { STORED_ITEMS, storedItems } from "../src/config/storage";
import { VALUES, captchaSum, expectValuesKept, fillForm, openContactForm, recordSends, templateParams } from "./helpers/contact";
import { expect, test, waitForHydration } from "./helpers/test";

test("the form and its labelled fields are in the HTML before a script runs", async ({ request }) => {
  const html = await (await request.get("/contact/")).text();
  for (const label of ["Full Name", "Email Address", "Phone Number", "I&#x27;m inquiring about", "How can we help?", "Security question"]) {
    expect(html).toContain(label);
  }
  expect(html).toMatch(/<textarea[^>]*rows="5"/);
  expect(html).toContain("Send us a message");
});

test("a person sends the form with the keyboard alone", { tag: "@nginx" }, async ({ page, makeAxeBuilder }) => {
  const sends = recordSends(page);
  await openContactForm(page);
  const sum = await captchaSum(page);
  await page.getByLabel("Full Name").focus();
  await page.keyboard.type(VALUES.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(VALUES.email);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  // "How can we reach you safely?": Space ticks "Email only"; Tab passes each other question once.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Email only" })).toBeFocused();
  await page.keyboard.press("Space");
  for (const question of ["voicemail", "safe times", "time zone", "neutral sender"]) {
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus"), question).toBeVisible();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("How can we help?")).toBeFocused();
  await page.keyboard.type(VALUES.message);
  await page.keyboard.press("Tab");
  await page.keyboard.type(String(sum));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
  await expect(page.getByText("Your message was sent")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  // What the built site keeps in the browser after a send (the EmailJS SDK and the demo endpoint
  // included) is only what the storage registry lists, which the cookie policy describes; the
  // draft itself is gone.
  const kept = await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
  expect(kept.filter((key) => !storedItems.some((item) => item.key === key))).toEqual([]);
  expect(kept).not.toContain(STORED_ITEMS.contactDraft.key);
  expect(sends).toHaveLength(1);
  expect(templateParams(sends[0])).toEqual({
    from_name: VALUES.name,
    from_email: VALUES.email,
    phone: "Not provided",
    inquiry_type: "My Business (Corporate Reputation)",
    message: VALUES.message,
    safe_channels: "Email only: do not call",
    voicemail: "Not stated: do not leave a voicemail or message",
    safe_call_times: "Not stated",
    time_zone: "Not stated",
    neutral_sender: "Not asked",
    // The hidden field was left empty (docs/decisions/057).
    spam_check: "Passed: the hidden field was empty.",
  });
  expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
});

test.describe("when the service answers 429", () => {
  test.use({ expectedConsoleErrors: /could not be sent|status of 429/ });

  test("shows the error toast and an inline message, keeps every value, and a retry works", async ({ page, makeAxeBuilder }) => {
    const sends = recordSends(page);
    await openContactForm(page, "/contact/?email=429");
    await fillForm(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").getByText("Error", { exact: true })).toBeVisible();
    // One message per outcome: the toast says the status panel's title (docs/decisions/060).
    await expect(page.getByRole("alert").getByText("Too many messages in a short time.")).toBeVisible();
    await expect(page.getByRole("group", { name: "Too many messages in a short time" })).toBeFocused();
    await expectValuesKept(page);
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    expect(sends).toHaveLength(1);
    // The service recovers (the demo reads ?email= at each send): the same values go through.
    await page.evaluate(() => window.history.replaceState(null, "", "/contact/"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Your message was sent")).toBeVisible();
    expect(sends).toHaveLength(2);
  });
});

test("a wrong captcha answer sends nothing and says so", async ({ page, makeAxeBuilder }) => {
  const sends = recordSends(page);
  await openContactForm(page);
  await fillForm(page, { answerOffset: 1 });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert").getByText("Verification Failed")).toBeVisible();
  await expect(page.getByText("Please solve the math problem correctly.")).toBeVisible();
  await expect(page.getByRole("group", { name: "There is a problem" })).toBeFocused();
  await expect(page.getByLabel(/Security question/)).toHaveAttribute("aria-invalid", "true");
  await expectValuesKept(page);
  expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
  // The machine rejects the answer before a request is made, and the page has since shown the
  // toast and been scanned: a send, had there been one, would have been recorded by now.
  expect(sends).toHaveLength(0);
});

test("empty required fields get an error summary that takes focus and links to each field", async ({ page }) => {
  await openContactForm(page);
  await captchaSum(page);
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("group", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: "Enter your email address." }).click();
  await expect(page.getByLabel("Email Address")).toBeFocused();
  await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
});

test("a double click sends one request", async ({ page }) => {
  const sends = recordSends(page);
  await openContactForm(page);
  await fillForm(page);
  await page.getByRole("button", { name: "Send message" }).dblclick();
  await expect(page.getByText("Your message was sent")).toBeVisible();
  expect(sends).toHaveLength(1);
});

test("shows 'Sending...' and disables the button while sending", async ({ page }) => {
  await openContactForm(page);
  await fillForm(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByText("Your message was sent")).toBeVisible();
});

test("a reload keeps the draft, and sending clears it", async ({ page }) => {
  await openContactForm(page);
  await fillForm(page);
  await page.reload();
  await expectValuesKept(page);
  await expect(page.getByLabel(/Security question/)).toHaveValue("");
  await page.getByLabel(/Security question/).fill(String(await captchaSum(page)));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message was sent")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});

test("the demo build says plainly that messages are not delivered", async ({ page }) => {
  await page.goto("/contact/");
  await expect(page.getByText(/messages are not delivered/)).toBeVisible();
});

test("the fake endpoint's service worker is not registered until a form sends", { tag: "@nginx" }, async ({ page }) => {
  await page.goto("/contact/");
  await waitForHydration(page, "the worker would be registered by the hydrated page's scripts");
  await page.waitForLoadState("networkidle");
  // Registered only when a form sends (docs/product-decisions.md, decision 10). That no page
  // fetches from a third party while it loads is checked on every route by routes.spec.ts.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
