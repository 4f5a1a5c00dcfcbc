/**
 * The reputation check end to end (docs/decisions/022), at 1280 px (desktop project) and 375 px
 * (mobile): from the home page through the six steps by keyboard alone (and again by taps alone) to
 * the result, then "Send this to a specialist" into the contact form, reviewed and sent through the
 * demo build's fake endpoint (`fixtures/emailjs.ts`, as e2e/contact.spec.ts checks sends); the
 * safety path; the error tied to its group; a reload; axe on every step, the urgent-help screen and
 * the result. The page without JavaScript is no-script.spec.ts's (docs/product-decisions.md, decision 11).
 */
import type AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { homeContent } from "../src/content/home";
import { urgentHelpContent as urgent } from "../src/content/urgentHelp";
import { captchaSum, recordSends, templateParams } from "./helpers/contact";
import { expect, holdScripts, test, waitForHydration } from "./helpers/test";
import { expectClearOfPinnedTop } from "./helpers/landing";

const CHECK_URL = "/reputation-check/";

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page. The target is
 * found once, and each press is followed by one look at the focused element (a role locator,
 * resolved again after every press, would compute the accessible names of the page each time).
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  const element = await target.elementHandle();
  for (let press = 0; press < limit; press += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Chooses a radio button by keyboard: Tab into its group, then the arrow keys (which also check). */
async function chooseRadio(page: Page, label: string): Promise<void> {
  const target = page.getByRole("radio", { name: label, exact: true });
  // The check's own radio buttons (the header has the theme's).
  const form = page.getByRole("form", { name: "Reputation check" });
  // Tab enters a radio group at its checked button, or at the first when none is checked.
  const checked = form.getByRole("radio", { checked: true });
  await tabTo(page, (await checked.count()) > 0 ? checked : form.getByRole("radio").first());
  const element = await target.elementHandle();
  for (let press = 0; press < 10 && !(await element.evaluate((node) => node === document.activeElement)); press += 1) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(target).toBeFocused();
  if (!(await target.isChecked())) await page.keyboard.press("Space");
  await expect(target).toBeChecked();
}

/** Ticks checkboxes by keyboard: Tab to each, then Space. */
async function tickBoxes(page: Page, labels: readonly string[]): Promise<void> {
  for (const label of labels) {
    const box = page.getByRole("checkbox", { name: label, exact: true });
    await tabTo(page, box);
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
}

/** Tab to the step's main button and press Enter. */
async function continueByKeyboard(page: Page, name: "Continue" | "See my result" = "Continue"): Promise<void> {
  await tabTo(page, page.getByRole("button", { name, exact: true }));
  await page.keyboard.press("Enter");
}

/** The step heading that has focus: "Step n of 6" and the question. */
async function expectStep(page: Page, step: number, question: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 2, name: `Step ${step} of 6 ${question}` });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("group", { name: `Step ${step} of 6 ${question}` })).toBeVisible();
  await expectClearOfPinnedTop(page, heading, `the heading of step ${String(step)}`);
}

/**
 * axe (the project's tags) finds nothing in the main content, where the check changes from step
 * to step. The page around it (header, footer, quick exit) is the same at every step and is
 * scanned whole, in both themes and at both widths, by routes.spec.ts.
 */
async function expectNoAxeViolations(makeAxeBuilder: () => AxeBuilder): Promise<void> {
  expect((await makeAxeBuilder().include("main").analyze()).violations).toEqual([]);
}

/**
 * Opens the check and waits for its script, whose subject the test is.
 * @param reason - what of the check needs the script, for the report.
 */
async function openCheck(page: Page, reason: string): Promise<void> {
  await page.goto(CHECK_URL);
  await waitForHydration(page, reason);
}

/** Answers the first steps by mouse, one choice per step, with Continue after each. */
async function answerByClicks(page: Page, choices: readonly string[]): Promise<void> {
  for (const choice of choices) {
    await page.getByRole("radio", { name: choice }).check();
    await page.getByRole("button", { name: "Continue" }).click();
  }
}

test("from the home page through the check by keyboard, to a prefilled request sent to a specialist", async ({ page, makeAxeBuilder }) => {
  // Eight axe scans and some two hundred key presses: longer than the suite's 45 s on a 2-core machine.
  test.setTimeout(120_000);
  const sends = recordSends(page);
  await page.goto("/");
  const entry = page.getByRole("link", { name: homeContent.hero.checkPrompt.linkLabel });
  await tabTo(page, entry, 120);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(CHECK_URL);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Understand your situation in two minutes");
  await expect(page.getByRole("heading", { name: "Your answers stay on this device" })).toBeVisible();
  await waitForHydration(page, "one question at a time, with focus moved to each step, is the check's script");

  await expect(page.getByRole("group", { name: "Step 1 of 6 Who is affected?" })).toBeVisible();
  await expectNoAxeViolations(makeAxeBuilder);
  await chooseRadio(page, "My business or organization");
  await continueByKeyboard(page);

  await expectStep(page, 2, "What kind of content is it?");
  await expectNoAxeViolations(makeAxeBuilder);
  await chooseRadio(page, "Fake, unfair or hostile reviews");
  await continueByKeyboard(page);

  await expectStep(page, 3, "Where does it appear?");
  await expectNoAxeViolations(makeAxeBuilder);
  await tickBoxes(page, ["Review sites", "Search results (Google, Bing and others)"]);
  await continueByKeyboard(page);

  await expectStep(page, 4, "How long has it been there?");
  await expectNoAxeViolations(makeAxeBuilder);
  // Back keeps the answers, and so does Continue again.
  await tabTo(page, page.getByRole("button", { name: "Back" }));
  await page.keyboard.press("Enter");
  await expectStep(page, 3, "Where does it appear?");
  await expect(page.getByRole("checkbox", { name: "Review sites" })).toBeChecked();
  await continueByKeyboard(page);
  await expectStep(page, 4, "How long has it been there?");
  await chooseRadio(page, "A few months");
  await continueByKeyboard(page);

  await expectStep(page, 5, "What have you tried so far?");
  await expectNoAxeViolations(makeAxeBuilder);
  await tickBoxes(page, ["Replied or responded publicly"]);
  await continueByKeyboard(page);

  await expectStep(page, 6, "How urgent does it feel?");
  await expectNoAxeViolations(makeAxeBuilder);
  await chooseRadio(page, "Very urgent: it is hurting me or my business right now");
  await continueByKeyboard(page, "See my result");

  const result = page.getByRole("region", { name: "Your reputation check" });
  await expect(page.getByRole("heading", { level: 2, name: "Your reputation check" })).toBeFocused();
  await expect(result.getByText(/^You are dealing with fake, unfair or hostile reviews affecting your business\./)).toBeVisible();
  await expect(result.getByRole("link", { name: "Review Management" })).toHaveAttribute("href", "/services/businesses/review-management/");
  await expect(result.getByRole("link", { name: "Can you remove negative reviews?" })).toHaveAttribute("href", "/learning/faqs/#review-management-1");
  await expect(result.getByText(/No one can honestly guarantee removal/)).toBeVisible();
  await expect(result.getByRole("heading", { name: urgent.heading })).toHaveCount(0);
  await expectNoAxeViolations(makeAxeBuilder);

  // Change an answer from the summary, and come back to the result.
  await tabTo(page, result.getByRole("button", { name: "Change how long" }));
  await page.keyboard.press("Enter");
  await expectStep(page, 4, "How long has it been there?");
  await expect(page.getByRole("radio", { name: "A few months" })).toBeChecked();
  await chooseRadio(page, "A year or more");
  await continueByKeyboard(page, "See my result");
  await expect(result.getByText("It has been there for a year or more.", { exact: false })).toBeVisible();

  await tabTo(page, result.getByRole("link", { name: "Send this to a specialist" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/contact/");
  await expect(page.getByLabel("I'm inquiring about")).toHaveValue("My Business (Corporate Reputation)");
  const message = page.getByLabel("How can we help?");
  await expect(message).toHaveValue(/^My reputation check answers:\n- Who is affected: My business or organization\n/);
  await expect(message).toHaveValue(/- How long: A year or more\n/);

  // The visitor reviews, adds to the brief and sends it through the normal contact flow.
  await message.press("End");
  await page.keyboard.type("The reviews started after a dispute with a former supplier.");
  await page.getByLabel("Full Name").fill("Dana Whitfield");
  await page.getByLabel("Email Address").fill("dana@example.org");
  await page.getByLabel(/Security question/).fill(String(await captchaSum(page)));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Your message was sent")).toBeVisible();
  expect(sends).toHaveLength(1);
  const params = templateParams(sends[0]);
  expect(params.inquiry_type).toBe("My Business (Corporate Reputation)");
  expect(params.message).toContain("- Kind of content: Fake, unfair or hostile reviews");
  expect(params.message).toContain("- Where it appears: Search results (Google, Bing and others); Review sites");
  expect(params.message).toMatch(/The reviews started after a dispute with a former supplier\.$/);
});

test.describe("by touch", () => {
  // A touch screen (both projects): `tap()` sends touch events, which need a context with touch.
  test.use({ hasTouch: true });

  test("from the home page through the check by taps alone, to a prefilled request", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: homeContent.hero.checkPrompt.linkLabel }).tap();
    await expect(page).toHaveURL(CHECK_URL);
    await waitForHydration(page, "one question at a time is the check's script");

    const answer = async (step: number, question: string, choices: readonly string[], next: "Continue" | "See my result" = "Continue") => {
      await expect(page.getByRole("group", { name: `Step ${step} of 6 ${question}` })).toBeVisible();
      for (const choice of choices) {
        const control = page.getByRole("form", { name: "Reputation check" }).getByLabel(choice, { exact: true });
        await control.tap();
        await expect(control).toBeChecked();
      }
      await page.getByRole("button", { name: next, exact: true }).tap();
    };
    await answer(1, "Who is affected?", ["Me, personally"]);
    await answer(2, "What kind of content is it?", ["Personal details on people-search or data broker sites"]);
    await answer(3, "Where does it appear?", ["Search results (Google, Bing and others)"]);
    await answer(4, "How long has it been there?", ["A few weeks"]);
    await answer(5, "What have you tried so far?", ["Asked the site or the author to take it down", "Reported it to the platform"]);
    await answer(6, "How urgent does it feel?", ["Important: I want it dealt with in the coming weeks"], "See my result");

    const result = page.getByRole("region", { name: "Your reputation check" });
    await expect(page.getByRole("heading", { level: 2, name: "Your reputation check" })).toBeFocused();
    await result.getByRole("link", { name: "Send this to a specialist" }).tap();
    await expect(page).toHaveURL("/contact/");
    await expect(page.getByLabel("I'm inquiring about")).toHaveValue("Myself (Personal Reputation)");
    await expect(page.getByLabel("How can we help?")).toHaveValue(/^My reputation check answers:\n- Who is affected: Me, personally\n/);
  });
});

test("threats or intimate images show the urgent-help guidance first, emergency number before what to keep", async ({ page, makeAxeBuilder }) => {
  await openCheck(page, "the urgent-help screen is a step of the check's script");
  await answerByClicks(page, ["Me, personally", "Harassment or threats"]);

  // The short block (docs/decisions/059): the emergency number first, then free services and the
  // way to the whole directory, then "not an emergency service"; Continue right after it.
  const block = page.getByRole("region", { name: urgent.heading });
  await expect(page.getByRole("heading", { level: 2, name: urgent.heading })).toBeFocused();
  await expectClearOfPinnedTop(page, page.getByRole("heading", { level: 2, name: urgent.heading }), "the urgent-help block's heading");
  const text = (await block.innerText()).replace(/\s+/g, " ");
  expect(text.indexOf(urgent.resourcesHeading)).toBeGreaterThan(-1);
  expect(text.indexOf("Get help now")).toBeGreaterThan(text.indexOf(urgent.resourcesHeading));
  expect(text.indexOf("RRR is not an emergency service.")).toBeGreaterThan(text.indexOf("Get help now"));
  await expect(block.getByRole("link", { name: "Every free service, by situation: Get help now" })).toHaveAttribute("href", "/get-help-now/#in-danger");
  // "Continue the check" within the first screen's reach at this width: the block is short.
  const continueBox = await page.getByRole("button", { name: "Continue the check" }).boundingBox();
  const blockBox = await block.boundingBox();
  expect((continueBox?.y ?? Infinity) - (blockBox?.y ?? 0)).toBeLessThan(900);
  await expect(page.getByText("The other questions are optional from here.")).toBeVisible();
  await expectNoAxeViolations(makeAxeBuilder);

  // The rest is optional: the next step goes on without an answer.
  await page.getByRole("button", { name: "Continue the check" }).click();
  await expect(page.getByRole("heading", { name: "Step 3 of 6 Where does it appear?" })).toBeFocused();
  await expect(page.getByText("This question is optional.")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Step 4 of 6 How long has it been there?" })).toBeFocused();

  // Back to the question that asked for it, then on again: the guidance comes first again.
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 6 What kind of content is it?" })).toBeFocused();
  await expectClearOfPinnedTop(page, page.getByRole("heading", { name: "Step 2 of 6 What kind of content is it?" }), "the step Back restored");
  await expect(page.getByRole("radio", { name: "Harassment or threats" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: urgent.heading })).toBeFocused();
  await page.getByRole("button", { name: "See my summary now" }).click();
  const result = page.getByRole("region", { name: "Your reputation check" });
  await expect(page.getByRole("heading", { level: 2, name: "Your reputation check" })).toBeFocused();
  const headings = await result.getByRole("heading").allInnerTexts();
  expect(headings.slice(0, 3)).toEqual(["Your reputation check", urgent.heading, urgent.resourcesHeading]);
  await expect(result.getByRole("link", { name: "Online Harassment Solutions" })).toBeVisible();
  await expectNoAxeViolations(makeAxeBuilder);
});

test("someone under 18 gets the teen's steps and the minors' services first, right after the first question", async ({ page }) => {
  await openCheck(page, "the urgent-help screen is a step of the check's script");
  await answerByClicks(page, ["A child or teenager under 18 (me, or someone I look after)"]);
  await expect(page.getByRole("heading", { level: 2, name: urgent.heading })).toBeFocused();
  const block = page.getByRole("region", { name: urgent.heading });
  const text = (await block.innerText()).replace(/\s+/g, " ");
  // The teen's own steps first, then the minors' services, in the content file's order; the rest,
  // with the warning never to copy images, on Get help now's under-18 section (docs/decisions/059).
  const [firstStep] = urgent.minorSteps;
  const [firstMinor, secondMinor] = urgent.minorResources;
  if (!firstStep || !firstMinor || !secondMinor) throw new Error("The urgent-help content needs the teen's steps and two services for minors.");
  expect(text.indexOf(firstStep)).toBeGreaterThan(-1);
  expect(text.indexOf(firstStep)).toBeLessThan(text.indexOf(firstMinor.name));
  expect(text.indexOf(firstMinor.name)).toBeLessThan(text.indexOf(secondMinor.name));
  for (const contact of [...firstMinor.contacts, ...secondMinor.contacts]) {
    await expect(block.getByRole("link", { name: contact.label, exact: true }).first()).toHaveAttribute("href", contact.href);
  }
  await expect(block.getByRole("link", { name: "Every free service, by situation: Get help now" })).toHaveAttribute("href", "/get-help-now/#under-18");
});

test("a missing answer is announced in an error summary and tied to its group", async ({ page, makeAxeBuilder }) => {
  await openCheck(page, "checking the answer before the next step is the check's script");
  await page.getByRole("button", { name: "Continue" }).click();
  const summary = page.getByRole("group", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Select who is affected.");
  const group = page.getByRole("group", { name: "Step 1 of 6 Who is affected?" });
  await expect(group).toHaveAccessibleDescription("Choose the one that fits best. Error: Select who is affected.");
  await expectNoAxeViolations(makeAxeBuilder);
  await summary.getByRole("link", { name: "Select who is affected." }).click();
  await expect(page.getByRole("radio", { name: "Me, personally" })).toBeFocused();
  await page.keyboard.press("Space");
  // Answered, the problem is gone from the summary and the group.
  await expect(summary).toHaveCount(0);
  await expect(group).toHaveAccessibleDescription("Choose the one that fits best.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 6 What kind of content is it?" })).toBeFocused();
  await expect(page.getByRole("group", { name: "There is a problem" })).toHaveCount(0);
});

test("a reload keeps the answers and the step; nothing is sent while answering", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
  });
  await openCheck(page, "the answers are kept for the tab by the check's script");
  await answerByClicks(page, ["Me, personally", "Personal details on people-search or data broker sites"]);
  await expect(page.getByRole("heading", { name: "Step 3 of 6 Where does it appear?" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Step 3 of 6 Where does it appear?" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: "Personal details on people-search or data broker sites" })).toBeChecked();
  expect(requests).toEqual([]);
});

test("an answer ticked and Continue pressed before the page is interactive are kept", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(CHECK_URL);
  await page.getByRole("radio", { name: "An executive or public figure (me, or someone I work for)" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  release();
  await expect(page.getByRole("heading", { name: "Step 2 of 6 What kind of content is it?" })).toBeFocused();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: "An executive or public figure (me, or someone I work for)" })).toBeChecked();
});
