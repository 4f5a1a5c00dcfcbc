/**
 * The under-18 route (docs/decisions/054 and 059; docs/content/review.md, C1 of the shared review): every
 * link meant for a child or teen lands on the under-18 section of "Get help now" (`#under-18`),
 * whose first lines are the teen's own steps (not your fault; stop replying, do not pay, do not
 * delete the chat; tell an adult) and whose first services are Take It Down and the CyberTipline.
 * Runs at 1280 px (desktop) and at 375 px (mobile): what lands in the first view is what counts.
 * And a page that sells help with doxxing leads from its block to the doxxing steps.
 */
import { homeContent } from "../src/content/home";
import { urgentHelpContent } from "../src/content/urgentHelp";
import { expect, test } from "./helpers/test";

test("from the home page's under-18 line, the first help in view says not to pay and names Take It Down and the CyberTipline", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: homeContent.hero.minorPrompt.linkLabel }).click();
  await expect(page).toHaveURL(/\/get-help-now\/#under-18$/);
  const group = page.locator("#under-18");
  await expect(group.getByRole("heading", { name: urgentHelpContent.resourceGroups.young })).toBeInViewport();
  // The teen's steps, "do not pay" among them, before any service.
  const steps = group.getByRole("listitem").filter({ hasText: urgentHelpContent.minorSteps[1] ?? "" });
  await expect(steps).toBeInViewport();
  await expect(steps).toContainText("Do not pay");
  await expect(group.getByText(urgentHelpContent.minorSteps[2] ?? "")).toContainText("Take It Down");
  // The first two services of the group.
  const services = group.locator("ul").last().getByRole("listitem");
  await expect(services.nth(0)).toContainText("Take It Down");
  await expect(services.nth(1)).toContainText("CyberTipline");
});

test("the privacy protection page, which sells doxxing response, leads from its urgent-help block to the doxxing steps", async ({ page }) => {
  await page.goto("/services/individuals/privacy-protection/");
  const block = page.locator("#urgent-help");
  await block.getByRole("link", { name: new RegExp(urgentHelpContent.doxxing.heading) }).click();
  await expect(page).toHaveURL(/\/get-help-now\/#doxxing$/);
  const section = page.locator("#doxxing");
  await expect(section.getByRole("heading", { name: urgentHelpContent.doxxing.heading })).toBeInViewport();
  for (const step of urgentHelpContent.doxxing.steps) await expect(section.getByText(step)).toBeVisible();
});
