/**
 * The interactions the INP benchmark measures (`../bench-inp.ts`; docs/decisions/031 to 033),
 * each the visitor's first action on a page, and the
 * machine's floor (a click on plain text, which runs none of the site's handlers).
 *
 * Each journey names the control it acts on, as a visitor finds it in the prerendered page (the
 * same locator before and after hydration; the phone menu is a native popover, docs/decisions/040),
 * what it does, and what the visitor sees when it has worked, which the benchmark waits for
 * before it reads the figures.
 */
import type { Locator, Page } from "playwright";
import { ABOUT_PATH, BLOG_PATH, CASE_STUDIES_PATH, CONTACT_PATH, FAQS_PATH, GLOSSARY_PATH, HOME_PATH, LEARNING_PATH, REPUTATION_CHECK_PATH, blogPostPath, canonicalPath } from "../../src/site/paths";

/** A viewport: a phone (375 × 812, touch) or a desktop (1280 × 800). */
export type Device = "phone" | "desktop";

/**
 * What answers the interaction, which sets how far above the floor its CPU time may go
 * (`ALLOWANCE_MS`): a control the browser provides (a popover, a `<details>`, a link) or a React
 * island; the theme switch counts as an island, since it restyles the whole document.
 */
export type Answerer = "native" | "island";

/**
 * How far above its control, measured in the same run, an interaction's CPU time x4 may go, live,
 * ms (the INP gate, docs/decisions/042): a native control 10 ms above the same control with the
 * page's scripts turned off, so the gate judges what the site's scripts add, not what the browser
 * spends drawing a panel; an island or the theme switch 50 ms above its device's floor.
 */
export const ALLOWANCE_MS: Readonly<Record<Answerer, number>> = { native: 10, island: 50 };

/** One interaction of the benchmark. */
export interface Journey {
  /** As the table shows it. */
  name: string;
  /** What answers it; undefined for a floor. */
  answerer?: Answerer;
  /** The page, in its canonical form. */
  path: string;
  device: Device;
  /** The control the visitor acts on first: visible once the page has painted. */
  target(page: Page): Locator;
  /** The visitor's action (a click, a choice, typing). */
  act(page: Page): Promise<void>;
  /** Resolves when the visitor sees the result; rejects after `timeout` ms. */
  done(page: Page, timeout: number): Promise<void>;
}

/** What a search types: a word a visitor would look for, one key at a time. */
const TYPED_DELAY_MS = 60;

const menuToggle = (page: Page) => page.getByRole("banner").locator('button[popovertarget="site-menu"]');
const darkTheme = (page: Page) => page.getByRole("banner").getByRole("group", { name: "Theme" }).first().getByRole("radio", { name: "Dark" });
const learningSearch = (page: Page) => page.getByRole("searchbox", { name: "Search the Learning Center" });
const blogSearch = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const newsletter = (page: Page) => page.getByRole("region", { name: "Get new guides in your inbox" });

/**
 * A press as the device makes it. With a mouse, the pointer reaches the control before the button
 * goes down (`hover`, which resolves once the page has handled the move), so the press does not
 * queue behind the pointer's arrival (pointerover, mouseover, mousemove), which a person's hand
 * makes long before: Playwright's `click` alone moves and presses in the same instant. A phone
 * taps (touch events, from which the browser makes the pointer events and the click).
 */
async function press(locator: Locator, device: Device): Promise<void> {
  if (device === "phone") {
    await locator.tap();
    return;
  }
  await locator.hover();
  await locator.click();
}

/** Waits until `locator` is visible. */
const visible = (locator: Locator, timeout: number) => locator.waitFor({ state: "visible", timeout });

/** A search journey: a click in `box`, then `word` typed one key at a time. */
function typingJourney(name: string, path: string, box: (page: Page) => Locator, word: string, done: Journey["done"]): Journey {
  return {
    name,
    answerer: "island",
    path,
    device: "desktop",
    target: box,
    act: async (page) => {
      await press(box(page), "desktop");
      await page.keyboard.type(word, { delay: TYPED_DELAY_MS });
    },
    done,
  };
}

/** The journeys, each with its page, the action it times and the result it waits for (docs/decisions/032 and 033). */
export const JOURNEYS: readonly Journey[] = [
  {
    name: "phone menu",
    answerer: "native",
    path: HOME_PATH,
    device: "phone",
    target: menuToggle,
    act: (page) => press(menuToggle(page), "phone"),
    done: (page, timeout) => visible(page.locator("#site-menu"), timeout),
  },
  {
    name: "FAQ answer",
    answerer: "native",
    path: canonicalPath(FAQS_PATH),
    device: "desktop",
    target: (page) => page.locator("main details summary").first(),
    act: (page) => press(page.locator("main details summary").first(), "desktop"),
    done: (page, timeout) => page.locator("main details[open]").first().waitFor({ state: "attached", timeout }),
  },
  {
    name: "theme Dark",
    answerer: "island",
    path: HOME_PATH,
    device: "desktop",
    target: darkTheme,
    act: async (page) => {
      await darkTheme(page).hover();
      await darkTheme(page).check();
    },
    done: (page, timeout) => page.waitForFunction(() => getComputedStyle(document.documentElement).colorScheme.includes("dark"), undefined, { timeout }).then(() => undefined),
  },
  typingJourney("Learning Center search, typing", canonicalPath(LEARNING_PATH), learningSearch, "doxxing", (page, timeout) =>
    visible(page.getByRole("region", { name: "Search results" }).getByRole("link").first(), timeout),
  ),
  // Done when a card shows the search's marked excerpt: the address no longer follows the box (useSearchQuery).
  typingJourney("blog search, typing", canonicalPath(BLOG_PATH), blogSearch, "harassment", (page, timeout) => visible(page.locator("main article mark").first(), timeout)),
  {
    name: "reputation check, Continue",
    answerer: "island",
    path: canonicalPath(REPUTATION_CHECK_PATH),
    device: "desktop",
    target: (page) => page.getByRole("radio", { name: "Me, personally" }),
    act: async (page) => {
      await page.getByRole("radio", { name: "Me, personally" }).hover();
      await page.getByRole("radio", { name: "Me, personally" }).check();
      await press(page.getByRole("button", { name: "Continue" }), "desktop");
    },
    done: (page, timeout) => visible(page.getByRole("radio", { name: "Harassment or threats" }), timeout),
  },
  {
    name: "contact form, Send with errors",
    answerer: "island",
    path: canonicalPath(CONTACT_PATH),
    device: "desktop",
    target: (page) => page.getByRole("button", { name: "Send message" }),
    act: (page) => press(page.getByRole("button", { name: "Send message" }), "desktop"),
    done: (page, timeout) => page.locator('main [aria-invalid="true"]').first().waitFor({ state: "attached", timeout }),
  },
  {
    name: "newsletter, invalid address",
    answerer: "island",
    path: canonicalPath(BLOG_PATH),
    device: "desktop",
    target: (page) => newsletter(page).getByRole("button", { name: "Subscribe" }),
    act: async (page) => {
      await newsletter(page).getByLabel("Email address").fill("not-an-address");
      await press(newsletter(page).getByRole("button", { name: "Subscribe" }), "desktop");
    },
    done: (page, timeout) => newsletter(page).locator('[aria-invalid="true"]').waitFor({ state: "attached", timeout }),
  },
  {
    name: "glossary letter",
    answerer: "native",
    path: canonicalPath(GLOSSARY_PATH),
    device: "desktop",
    target: (page) => page.getByRole("navigation", { name: "Glossary letters" }).getByRole("link", { name: "Letter S" }),
    act: (page) => press(page.getByRole("navigation", { name: "Glossary letters" }).getByRole("link", { name: "Letter S" }), "desktop"),
    done: (page, timeout) => page.waitForURL(/#letter-s$/, { timeout }),
  },
  {
    name: "share menu",
    answerer: "island",
    path: canonicalPath(blogPostPath("data-broker-dangers")),
    device: "desktop",
    target: (page) => page.getByRole("button", { name: "Share" }),
    act: (page) => press(page.getByRole("button", { name: "Share" }), "desktop"),
    done: (page, timeout) => visible(page.getByRole("menu", { name: "Share this page" }), timeout),
  },
  {
    name: "case-study industry link",
    answerer: "native",
    path: canonicalPath(CASE_STUDIES_PATH),
    device: "desktop",
    target: (page) => page.getByRole("navigation", { name: "Industries" }).getByRole("link", { name: /^Personal/ }),
    act: (page) => press(page.getByRole("navigation", { name: "Industries" }).getByRole("link", { name: /^Personal/ }), "desktop"),
    done: (page, timeout) => page.waitForURL(/\/industry\/personal\/$/, { timeout }),
  },
  {
    name: "blog category link",
    answerer: "native",
    path: canonicalPath(BLOG_PATH),
    device: "desktop",
    target: (page) => page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Legal Insights/ }),
    act: (page) => press(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: /^Legal Insights/ }), "desktop"),
    done: (page, timeout) => page.waitForURL(/\/category\/legal-insights\/$/, { timeout }),
  },
];

/**
 * The machine's floor on `device`: a press on the about page's first paragraph, which no handler of
 * the site answers (a click with a mouse, a tap on a phone). What it costs is the browser's and the
 * machine's, not the site's: a tap makes touch events as well as pointer events, and a phone's
 * screen has more pixels to paint, so each journey is judged against its own device's floor.
 */
function floor(device: Device): Journey {
  return {
    name: device === "phone" ? "floor: tap on plain text" : "floor: click on plain text",
    path: canonicalPath(ABOUT_PATH),
    device,
    target: (page) => page.locator("main p").first(),
    act: (page) => press(page.locator("main p").first(), device),
    done: () => Promise.resolve(),
  };
}

/** The floor of each device (see `floor`). */
export const FLOORS: Readonly<Record<Device, Journey>> = { desktop: floor("desktop"), phone: floor("phone") };

/**
 * The yardstick of this machine's script speed (docs/decisions/062): a press on the about page's
 * first paragraph whose click runs one fixed script of the kind an island runs when pressed
 * (20,000 small objects grouped in a `Map`, a list of 97 items built, laid out and removed), added
 * by the benchmark just before the press. The floor measures what the browser costs by itself; a
 * slower processor or a browser with slower scripts makes the islands' work, not the floor, grow
 * (on 2026-12-03 the same build's islands cost 1.5 to 1.8 times their figures of 2026-11-27 while
 * the floor grew 1.3 times), so the allowances are scaled by this figure.
 */
export const YARDSTICK: Journey = {
  name: "yardstick: a fixed script on a click",
  path: canonicalPath(ABOUT_PATH),
  device: "desktop",
  target: (page) => page.locator("main p").first(),
  act: async (page) => {
    await page
      .locator("main p")
      .first()
      .evaluate((paragraph) => {
        paragraph.addEventListener(
          "click",
          () => {
            const items = Array.from({ length: 20_000 }, (_, index) => ({ id: index, label: `item ${String(index % 97)}`, tags: [index % 3, index % 5] }));
            const byLabel = new Map<string, { id: number }[]>();
            for (const item of items) {
              const group = byLabel.get(item.label);
              if (group) group.push(item);
              else byLabel.set(item.label, [item]);
            }
            const list = document.createElement("ul");
            for (const [label, group] of byLabel) {
              const entry = document.createElement("li");
              entry.textContent = `${label}: ${String(group.length)}`;
              entry.setAttribute("data-size", String(group.length));
              list.append(entry);
            }
            paragraph.after(list);
            list.getBoundingClientRect();
            list.remove();
          },
          { once: true },
        );
      });
    await press(page.locator("main p").first(), "desktop");
  },
  done: () => Promise.resolve(),
};

/**
 * The yardstick's CPU time x4 on the host whose figures set the allowances (the report of
 * 2026-11-27, reports/inp-bench.md), ms, estimated since that host is gone: on 2026-12-03 the
 * yardstick took 81 and 88 ms (medians of 5) on a host whose islands took a median 1.52 times their
 * figures of that report over three gate runs (1.38, 1.52 and 1.57; in the second: theme 1.78,
 * Learning Center search 1.61, blog search 1.52, check 1.51, contact form 1.56, newsletter 1.37,
 * share menu 1.42): 84.5 / 1.52, rounded (docs/decisions/062).
 */
export const YARDSTICK_REFERENCE_MS = 56;
