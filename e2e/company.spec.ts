/**
 * The company pages (docs/spec.md §2 "About", "Services", "Legal pages"): Service JSON-LD on every service page, the legal
 * constants of docs/spec.md §9, the not-a-law-firm statements, and client-side navigation between
 * prerendered pages whose data comes from build-time loaders.
 */
import { readFileSync } from "node:fs";
import { formatDate } from "../src/content/dates";
import { legalFrontmatterSchema, parseFrontmatter } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { aboutPages, serviceHubPages } from "../src/content/pages";
import { serviceEntries } from "../src/content/services";
import { urgentHelpContent } from "../src/content/urgentHelp";
import { CONTACT_ACTION_LABEL } from "../src/content/actions";
import { AREA_SERVED } from "../src/seo/areaServed";
import { CHARGING_PATH, STANDARDS_PATH, canonicalPath, guidePath, serviceHubPath, servicePath } from "../src/site/paths";
import { escapeRegExp, siteFacts } from "./helpers/content";
import { expect, test } from "./helpers/test";

for (const service of serviceEntries) {
  const url = canonicalPath(servicePath(service));
  test(`${url} carries Service JSON-LD that parses`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const records = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    );
    const record = records.find((candidate) => candidate["@type"] === "Service");
    expect(record).toMatchObject({
      name: service.name,
      serviceType: service.serviceType,
      description: service.summary,
      areaServed: AREA_SERVED,
      provider: { "@type": "Organization", name: siteFacts.name },
    });
    expect(html).toContain(`<h1`);
  });
}

// "Before you decide" (docs/decisions/046): where a hub or an About page asks for it, the free
// options, how we charge and our standards, before the call to action; not on the other pages.
for (const entry of [...serviceHubPages, ...aboutPages]) {
  const url = canonicalPath(entry.path);
  const shown = entry.beforeYouDecide === true;
  test(`${url} ${shown ? "offers" : "does not offer"} "Before you decide"`, async ({ page }) => {
    await page.goto(url);
    const block = page.getByRole("complementary", { name: "Before you decide" });
    if (!shown) {
      await expect(block).toHaveCount(0);
      return;
    }
    const hrefs = await block.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([canonicalPath(guidePath("free-options")), canonicalPath(CHARGING_PATH), canonicalPath(STANDARDS_PATH)]);
  });
}

test("the home page lets a visitor choose the services for a person or a business under its hero", async ({ page }) => {
  await page.goto("/");
  const choice = page.getByRole("region", { name: "Who do you need help for?" });
  await expect(choice.getByRole("link", { name: /^For me / })).toHaveAttribute("href", canonicalPath(serviceHubPath("individuals")));
  await expect(choice.getByRole("link", { name: /^For my business / })).toHaveAttribute("href", canonicalPath(serviceHubPath("businesses")));
  // Early: the first section after the hero (whose "at a glance" panel has the first h2).
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.indexOf("Who do you need help for?")).toBe(1);
});

// The constants below are docs/spec.md §9's: a requirement on the terms, not copy an editor words.
test("the terms state every SPEC §9 constant", async ({ page }) => {
  await page.goto("/terms/");
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).toMatch(/18 years/);
  expect(text).toMatch(/six \(6\) months/);
  expect(text).toMatch(/US\$100|\$100/);
  expect(text).toMatch(/30 days/);
  expect(text).toMatch(/US dollars/);
  expect(text).toMatch(/in advance/);
  expect(text).toMatch(/non-refundable/);
  expect(text).toMatch(/State of Texas/);
  expect(text).toMatch(/Dallas County/);
  const terms = splitFrontmatter(readFileSync("src/content/legal/terms.md", "utf8"));
  const { dateLabel, date } = parseFrontmatter(legalFrontmatterSchema, terms.data, "src/content/legal/terms.md");
  await expect(page.getByText(`${dateLabel}: ${formatDate(date)}`)).toBeVisible();
});

for (const url of ["/disclaimer/", "/services/businesses/corporate-defamation-solutions/"]) {
  test(`${url} states that RRR is not a law firm and gives no legal advice`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator("main")).toContainText(/not a law firm/);
    await expect(page.locator("main")).toContainText(/legal advice/);
  });
}

test("the healthcare page makes the HIPAA commitment and names the review sites", async ({ page }) => {
  await page.goto("/services/businesses/healthcare-reputation-management/");
  const main = page.locator("main");
  await expect(main).toContainText("HIPAA");
  for (const site of ["Healthgrades", "Vitals", "Zocdoc", "Google My Business"]) await expect(main).toContainText(site);
});

test("the harassment page's urgent-help block is short: the emergency number, a few services, the way to Get help now and 'not an emergency service'", async ({ page }) => {
  await page.goto("/services/individuals/online-harassment-solutions/");
  const block = page.getByRole("region", { name: urgentHelpContent.heading });
  await expect(block.getByRole("link", { name: "Every free service, by situation: Get help now" })).toHaveAttribute("href", "/get-help-now/#in-danger");
  // The doxxing steps, which the page sells help with, are one link away (docs/content/review.md, N11).
  await expect(block.getByRole("link", { name: new RegExp(urgentHelpContent.doxxing.heading) })).toHaveAttribute("href", "/get-help-now/#doxxing");
  await expect(block).toContainText("RRR is not an emergency service.");
  // No consultation button in the block: the page's own actions lead to /contact (docs/decisions/059).
  await expect(block.getByRole("link", { name: CONTACT_ACTION_LABEL, exact: true })).toHaveCount(0);
});

test("the legal table of contents links to every section heading", async ({ page }) => {
  await page.goto("/privacy/");
  const toc = page.getByRole("navigation", { name: "On this page" });
  const links = toc.getByRole("link");
  expect(await links.count()).toBeGreaterThan(5);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
    await expect(page.locator(`h2${href ?? ""}`)).toHaveCount(1);
  }
});

test("the services pages link to each other as documents: each loads with its trail, its title and the skip link first", async ({ page }) => {
  await page.goto("/services/");
  // The links are found by where they lead: their words are the editor's (src/content/pages/*.yml).
  const hub = canonicalPath(serviceHubPath("individuals"));
  await page.locator(`main a[href="${hub}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(hub)}$`));
  // A page without React is its own document (docs/decisions/040): focus starts at its top.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  const service = canonicalPath(servicePath({ audience: "individuals", slug: "privacy-protection" }));
  await page.locator(`main a[href="${service}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(service)}$`));
  const hubName = serviceHubPages.find((candidate) => canonicalPath(candidate.path) === hub)?.name ?? "";
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(hubName);
  await expect(page).toHaveTitle(new RegExp(`\\| ${escapeRegExp(siteFacts.shortName)}$`));
});
