/**
 * What happens after a first message (docs/decisions/046): one source, `src/content/data/timeline.yml`,
 * shown whole on Our Process, and its first stages as the home page's "How it works", with a link
 * to the rest; the contact page, form first, links to it (docs/decisions/060). One page load each.
 */
import { timelineContent } from "../src/content/timeline";
import { CONTACT_PATH, HOME_PATH, aboutPath, canonicalPath } from "../src/site/paths";
import { expect, test } from "./helpers/test";

const titles = timelineContent.stages.map((stage) => stage.title);

for (const path of [aboutPath("process")]) {
  test(`${canonicalPath(path)} lists every stage, in order, each with when it happens`, async ({ page }) => {
    await page.goto(canonicalPath(path));
    const section = page.getByRole("region", { name: timelineContent.heading });
    await expect(section.getByRole("listitem")).toHaveCount(titles.length);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(titles);
    await expect(section.getByRole("listitem").first()).toContainText(timelineContent.stages[0]?.when ?? "");
  });
}

test("the home page's How it works shows the first four stages and leads to Our Process", async ({ page }) => {
  await page.goto(canonicalPath(HOME_PATH));
  const section = page.getByRole("region", { name: "How it works" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(titles.slice(0, 4));
  await section.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${canonicalPath(aboutPath("process"))}$`));
});

test("the contact page leads to every stage on Our Process instead of repeating them after its form", async ({ page }) => {
  await page.goto(canonicalPath(CONTACT_PATH));
  await expect(page.getByRole("region", { name: timelineContent.heading })).toHaveCount(0);
  await page.getByRole("link", { name: "Every stage, with when it happens" }).click();
  await expect(page).toHaveURL(new RegExp(`${canonicalPath(aboutPath("process"))}$`));
});
