/**
 * Editing without a developer (docs/decisions/034 to 036): the content editor as `npm run cms`
 * starts it (the development server with the editor at /admin/, and decap-server saving to the
 * files), driven through its interface as an editor would, then the site built from what it
 * saved. One journey publishes a blog post with a heading, a link and an image with alt text; the
 * other changes a FAQ answer and the phone number. The build must then show the post at its URL,
 * in the blog list, its category page, the RSS feed, the sitemap and the search index, and the new
 * answer and number on the pages.
 *
 * The journeys write into the working tree (that is what the editor does); `afterAll` removes what
 * they wrote and restores the two data files, whatever happened.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { loadDataFile } from "../scripts/content/dataFiles";
import { faqSchema, siteFactsSchema } from "../src/content/dataSchemas";
import { blogFrontmatterSchema, parseFrontmatter } from "../src/content/frontmatter";
import { splitFrontmatter } from "../src/content/frontmatterSource";
import { expect, test } from "./helpers/test";

const TITLE = "Editing the site without a developer: a test post";
const SLUG = "editing-the-site-without-a-developer-a-test-post";
const POST_FILE = join("src", "content", "blog", `${SLUG}.md`);
const EXCERPT = "A post written in the content editor by the end-to-end test, to show that a new post reaches every list of the site.";
const HEADING = "What the editor wrote";
const LINK_TEXT = "our contact page";
const IMAGE_NAME = "cms-test-figure.png";
const IMAGE_FILE = join("public", "images", "uploads", IMAGE_NAME);
const ALT = "Four small squares in the site's colours";
const FAQ_FILE = join("src", "content", "data", "faq.yml");
const SITE_FILE = join("src", "content", "data", "site.yml");
const NEW_ANSWER = "Reputation management is the work of shaping what people find when they search for you, edited here by the end-to-end test of the content editor.";
/** The first answer's first paragraph and the phone number as the content files hold them now. */
const OLD_ANSWER = loadDataFile(FAQ_FILE, faqSchema).categories[0]?.questions[0]?.answer[0] ?? "";
const OLD_PHONE = loadDataFile(SITE_FILE, siteFactsSchema).phone;
/** A number the site does not show yet (fictional: a 555 exchange), so the build must have taken it from the edit. */
const NEW_PHONE = ["+1 (312) 555-0188", "+1 (312) 555-0199"].find((phone) => phone !== OLD_PHONE) ?? "";
const BUILD_DIR = "build-cms";

/** The two data files as they were, restored by `afterAll`. */
const originals = new Map<string, string>();
/** The media folder's parent (`public/images`), removed by `afterAll` when the upload made it. */
const MEDIA_ROOT = join("public", "images");
let mediaRootExisted = true;

test.describe.configure({ mode: "serial" });

/**
 * Runs `npm run -s <script>` with `env`; its output is shown only when it fails, whose last 40
 * lines say which step stopped it.
 * @throws Error with that output when the script exits with an error.
 */
function runScript(script: string, env: NodeJS.ProcessEnv = process.env): void {
  try {
    execFileSync("npm", ["run", "-s", script], { env, stdio: "pipe", maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const output = (stream: unknown) => (stream instanceof Buffer ? stream.toString("utf8") : "");
    const failed = error as { stdout?: unknown; stderr?: unknown };
    throw new Error(`npm run ${script} failed:\n${`${output(failed.stdout)}\n${output(failed.stderr)}`.split("\n").slice(-40).join("\n")}`);
  }
}

test.beforeAll(() => {
  for (const file of [FAQ_FILE, SITE_FILE]) originals.set(file, readFileSync(file, "utf8"));
  mediaRootExisted = existsSync(MEDIA_ROOT);
});

test.afterAll(() => {
  rmSync(POST_FILE, { force: true });
  rmSync(IMAGE_FILE, { force: true });
  if (!mediaRootExisted) rmSync(MEDIA_ROOT, { recursive: true, force: true });
  rmSync(BUILD_DIR, { recursive: true, force: true });
  for (const [file, text] of originals) writeFileSync(file, text);
  // The generated modules follow the files again (the development server's watcher does too).
  runScript("content");
});

/** Signs in to the editor on the local backend (no account: decap-server answers). */
async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

/** Publishes the open entry and waits until `file` holds `text`: the write is done. */
async function publishAndWait(page: Page, file: string, text: string): Promise<string> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect.poll(() => (existsSync(file) ? readFileSync(file, "utf8") : ""), { timeout: 15_000 }).toContain(text);
  return readFileSync(file, "utf8");
}

/** Picks an option of one of the editor's selects (react-select: a combobox, then a listed option). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an editor publishes a blog post with a heading, a link and an image with alt text", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.getByRole("link", { name: /Blog posts/ }).first().click();
  await page.locator('a[href="#/collections/posts/new"]').click();

  await page.getByLabel("Number", { exact: true }).fill("990");
  await page.getByLabel("Headline", { exact: true }).fill(TITLE);
  await page.getByLabel("Excerpt", { exact: true }).fill(EXCERPT);
  await choose(page, "Category", "Tips & Tricks");
  await page.getByRole("button", { name: "Set date to now" }).click();
  await choose(page, "Illustration", "document");
  for (const tag of ["Content editor", "Publishing"]) {
    await page.getByRole("button", { name: "Add tags" }).click();
    await page.getByLabel("Tag", { exact: true }).last().fill(tag);
  }

  // The body, typed as Markdown in the editor's Markdown mode, then the image from its toolbar.
  await page.getByRole("switch").click();
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(`An opening paragraph, with a link to [${LINK_TEXT}](/contact/).\n\n## ${HEADING}\n\nA closing paragraph.`);
  await page.getByRole("switch").click();
  await page.locator('[data-slate-editor="true"]').getByText("A closing paragraph.").click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Add Component" }).click();
  await page.getByRole("menuitem", { name: "Image" }).click();
  await page.getByRole("button", { name: "Choose an image" }).click();
  const upload = join(mkdtempSync(join(tmpdir(), "cms-")), IMAGE_NAME);
  copyFileSync(join("public", "apple-touch-icon.png"), upload);
  const library = page.getByRole("dialog");
  await library.locator('input[type="file"]').setInputFiles(upload);
  await library.getByText(IMAGE_NAME).waitFor();
  await library.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel("Alt text", { exact: true }).fill(ALT);

  const saved = await publishAndWait(page, POST_FILE, ALT);
  const { data, content } = splitFrontmatter(saved);
  const frontmatter = parseFrontmatter(blogFrontmatterSchema, data, POST_FILE);
  expect(frontmatter).toMatchObject({ id: 990, title: TITLE, category: "Tips & Tricks", image: "document", tags: ["Content editor", "Publishing"] });
  expect(frontmatter.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(content).toContain(`## ${HEADING}`);
  expect(content).toContain(`[${LINK_TEXT}](/contact/)`);
  expect(content).toContain(`![${ALT}](/images/uploads/${IMAGE_NAME})`);
  // The editor's local backend writes the entry's file before its media (decap-server's
  // persistEntry: the data files, then the assets), so the image may land a moment after the post.
  await expect.poll(() => existsSync(IMAGE_FILE)).toBe(true);
});

test.describe("the data files", () => {
  // The refused save below: Decap rejects its promise without a reason, which reaches the page as an
  // uncaught rejection whose message is undefined.
  test.use({ expectedConsoleErrors: /^pageerror: undefined$/ });

test("an editor changes a FAQ answer and the phone number", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.getByRole("link", { name: /Site facts and pages/ }).first().click();
  await page.getByRole("link", { name: /^FAQ/ }).first().click();
  const firstParagraph = page.getByLabel("Paragraph", { exact: true }).first();
  await expect(firstParagraph).toHaveValue(OLD_ANSWER);
  await firstParagraph.fill(NEW_ANSWER);
  const faq = await publishAndWait(page, FAQ_FILE, "edited here by the end-to-end test");
  expect(loadDataFile(FAQ_FILE, faqSchema, faq).categories[0]?.questions[0]?.answer[0]).toBe(NEW_ANSWER);

  // Back to the collection by its link: the editor's form is only filled on a navigation it makes.
  await page.getByRole("link", { name: /Site facts and pages/ }).first().click();
  await page.getByRole("link", { name: /^Site facts \(/ }).first().click();
  const phone = page.getByLabel("Phone number", { exact: true });
  await expect(phone).toHaveValue(OLD_PHONE);
  await phone.fill("214-555");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // The schema's rule, in the editor: a number without its country code is refused, with the hint.
  await expect(page.getByText(/Start with \+ and the country code/)).toBeVisible();
  expect(readFileSync(SITE_FILE, "utf8")).toBe(originals.get(SITE_FILE));
  // Cleared first: after a refused save the editor's field keeps its text under a new `fill`.
  await phone.clear();
  await phone.fill(NEW_PHONE);
  const site = await publishAndWait(page, SITE_FILE, NEW_PHONE);
  expect(loadDataFile(SITE_FILE, siteFactsSchema, site).phone).toBe(NEW_PHONE);
});
});

test("the site built from what the editor saved shows the post everywhere, the new answer and the new number", () => {
  test.setTimeout(240_000);
  runScript("build", { ...process.env, BUILD_DIR });
  const read = (path: string) => readFileSync(join(BUILD_DIR, "client", path), "utf8");
  const url = `/learning/blog/${SLUG}/`;

  const post = read(`learning/blog/${SLUG}/index.html`);
  expect(post).toContain(`<h1`);
  expect(post).toContain(TITLE);
  expect(post).toMatch(new RegExp(`<h2[^>]*>${HEADING}`));
  expect(post).toMatch(new RegExp(`<a href="/contact/"[^>]*>${LINK_TEXT}</a>`));
  expect(post).toContain(`<img src="/images/uploads/${IMAGE_NAME}" alt="${ALT.replace(/'/g, "&#x27;")}"`);
  expect(existsSync(join(BUILD_DIR, "client", "images", "uploads", IMAGE_NAME))).toBe(true);

  expect(read("learning/blog/index.html")).toContain(`href="${url}"`);
  expect(read("learning/blog/category/tips-and-tricks/index.html")).toContain(`href="${url}"`);
  expect(read("learning/blog/rss.xml")).toContain(`${url}</link>`);
  expect(read("sitemap.xml")).toContain(`${url}</loc>`);
  // The search index holds the new post: one of its documents' heads has its title.
  const { version } = JSON.parse(read("learning/search/index.json")) as { version: string };
  const heads = readdirSync(join(BUILD_DIR, "client", "learning", "search", version, "docs")).filter((name) => name.endsWith(".json"));
  expect(heads.some((name) => read(`learning/search/${version}/docs/${name}`).includes(TITLE))).toBe(true);

  expect(read("learning/faqs/index.html")).toContain(NEW_ANSWER);
  const home = read("index.html");
  expect(home).toContain(NEW_PHONE);
  expect(home).toContain(`href="tel:+${NEW_PHONE.replace(/\D/g, "")}"`);
});
