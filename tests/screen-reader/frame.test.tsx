/**
 * What a screen-reader user hears of the shared frame of every page (docs/spec.md §2 "Shared
 * frame"; WCAG 1.3.1 Info and Relationships, 2.4.1 Bypass Blocks, 2.4.3 Focus Order, 2.4.8
 * Location): the skip link, the banner with the main navigation and the current section, the
 * breadcrumbs, the main landmark with the page's `h1`, and the footer's navigation, walked with the
 * virtual screen reader (docs/accessibility.md).
 */
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFrame } from "../../src/components/SiteFrame";
import { FOOTER_COLUMNS } from "../../src/components/SiteFooter/footerLinks";
import { site } from "../../src/content/site";
import { faqCategories } from "../../src/content/faq";
import Faqs from "../../src/routes/faqs";
import { GLOSSARY_PATH, canonicalPath } from "../../src/site/paths";
import LearningCenter from "../../src/routes/learning-center";
import { type ScreenReader, itemList, linkList, readPage, themeGroup } from "../helpers/screenReader";

/**
 * What Chromium's own style sheet and the header's `@supports selector(:popover-open)` rule do,
 * which happy-dom implements neither of: a closed popover (the phone menu's panel) is not rendered,
 * and where popovers exist the menu's fallback link to the panel and the Services item's fallback
 * link to the hub are hidden (SiteHeader; docs/decisions/040 and 046). The menu's states in Chromium are walked in e2e/mobile-menu.spec.ts.
 */
function standInForPopoverSupport(): void {
  const style = document.createElement("style");
  style.textContent = '[popover] { display: none; } a[href="#site-menu"], a[data-popover-fallback] { display: none; }';
  document.head.append(style);
}

/** The FAQ page in the site frame, with the Learning Center its breadcrumb leads to. */
const openFaqPage = () => {
  standInForPopoverSupport();
  return readPage(
    <SiteFrame>
      <Routes>
        <Route path="/learning/faqs/" element={<Faqs />} />
        <Route path="/learning/" element={<LearningCenter />} />
      </Routes>
    </SiteFrame>,
    { url: "/learning/faqs/" },
  );
};

/**
 * Focuses the link whose text is `text` in the navigation landmark named `navigation` (its
 * visible text: a link's accessible name may add to it), checks the screen reader says it, and
 * follows it with the screen reader's "activate" command, from an empty log.
 */
async function followLink(reader: ScreenReader, navigation: string, text: string): Promise<void> {
  const links = screen.getByRole("navigation", { name: navigation }).querySelectorAll("a");
  const link = Array.from(links).find((candidate) => candidate.textContent === text);
  if (!link) throw new Error(`No link "${text}" in the ${navigation} navigation.`);
  link.focus();
  await expect.poll(() => reader.lastPhrase()).toBe(`link, ${text}`);
  await reader.clear();
  await reader.virtual.act();
}

/** After a link was followed: the new page's `h1` is shown and the screen reader reads it. */
async function expectNewPage(reader: ScreenReader, h1: string): Promise<void> {
  await screen.findByRole("heading", { level: 1, name: h1 });
  await expect.poll(() => reader.heard()).toContain(`heading, ${h1}, level 1`);
}

describe("the page frame, read by a screen reader", () => {
  it("reads the skip link first, then the banner: the logo link, the main navigation with the current section, the theme control with the system theme checked, the call to action and the menu button (its expanded state is Chromium's, checked in e2e/mobile-menu.spec.ts)", async () => {
    const reader = await openFaqPage();
    expect(await reader.readUntil("end of banner")).toEqual([
      "link, Skip to main content",
      "complementary, Quick exit",
      "link, Exit this page, Leave quickly: select the button or press Shift 3 times. It does not clear your history. In danger? Get help now",
      "paragraph",
      "Leave quickly:",
      "select the button or press Shift 3 times.",
      "It does not clear your history. In danger?",
      "link, Get help now",
      "end of paragraph",
      "status",
      "end of complementary, Quick exit",
      "banner",
      `link, ${site.shortName} Reputation Management`,
      site.shortName,
      "Reputation Management",
      `end of link, ${site.shortName} Reputation Management`,
      "navigation, Main",
      ...itemList(["link, Home", "link, About us", "button, Services", "link, Learning Center, current page", "link, Contact"]),
      "end of navigation, Main",
      ...themeGroup("system"),
      "link, Request a free consultation",
      "button, Menu",
      "end of banner",
    ]);
  });

  it("then enters the main landmark, reads the breadcrumbs with the current page, and the page's h1", async () => {
    const reader = await openFaqPage();
    const main = await reader.readAfter("end of banner", "heading, Frequently asked questions, level 1");
    expect(main.slice(0, 2)).toEqual(["main", "navigation, Breadcrumb"]);
    expect(main).toEqual(
      expect.arrayContaining(["listitem, level 1, position 3, set size 3", "current page", "FAQs", "end, current page"]),
    );
    expect(main.slice(2, 9)).toEqual([
      "list",
      "listitem, level 1, position 1, set size 3",
      "link, Home",
      "end of listitem, level 1, position 1, set size 3",
      "listitem, level 1, position 2, set size 3",
      "link, Learning Center",
      "end of listitem, level 1, position 2, set size 3",
    ]);
    expect(main.at(-1)).toBe("heading, Frequently asked questions, level 1");
  });

  it("offers every landmark by name, in page order, for landmark navigation", async () => {
    const expected = [
      // The quick exit, on every page, first after the skip link (docs/decisions/059).
      "complementary, Quick exit",
      "banner",
      "navigation, Main",
      "main",
      "navigation, Breadcrumb",
      "navigation, Categories",
      ...faqCategories.map((category) => `region, ${category.name}`),
      // The FAQ is not about a harm: the help strip before the footer leads to Get help now (docs/decisions/059).
      // How we charge and our standards, before the call to action.
      "complementary, Before you decide",
      "region, Still have a question?",
      "contentinfo",
      ...FOOTER_COLUMNS.map((column) => `navigation, ${column.heading}`),
    ];
    const reader = await openFaqPage();
    const landmarks: string[] = [];
    while (landmarks.length < expected.length) {
      await reader.virtual.perform(reader.virtual.commands.moveToNextLandmark);
      landmarks.push(await reader.lastPhrase());
    }
    expect(landmarks).toEqual(expected);
  });

  it("reads the footer's four navigation landmarks, each named and headed by its column title", async () => {
    const reader = await openFaqPage();
    // The FAQ page's main content (with its urgent-help block) takes over 400 moves to read through.
    const footer = await reader.readAfter("contentinfo", "end of contentinfo", 1200);
    expect(FOOTER_COLUMNS).toHaveLength(4);
    for (const { heading: column, links } of FOOTER_COLUMNS) {
      const labels = links.map((link) => link.label);
      const start = footer.indexOf(`navigation, ${column}`);
      expect(start, `navigation, ${column}`).toBeGreaterThan(-1);
      expect(footer.slice(start + 1, start + 2 + labels.length * 3 + 2)).toEqual([`heading, ${column}, level 2`, ...linkList(labels)]);
    }
    expect(footer).toContain(`link, ${site.email}`);
  });

  it("points the skip link at the main landmark, which takes focus and is read as 'main'", async () => {
    const reader = await openFaqPage();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    skip.focus();
    expect(await reader.lastPhrase()).toBe("link, Skip to main content");
    // The browser moves focus to a focusable fragment target (HTML "scroll to the fragment");
    // happy-dom does not, so the move is made here and Chromium's is checked in e2e/frame.spec.ts.
    const target = document.getElementById(skip.getAttribute("href")?.slice(1) ?? "");
    expect(target?.tagName).toBe("MAIN");
    target?.focus();
    expect(await reader.lastPhrase()).toBe("main");
  });

  it("reads the new page's h1 after a link is followed, so the visitor knows where they are", async () => {
    const reader = await openFaqPage();
    await followLink(reader, "Breadcrumb", "Learning Center");
    await expectNewPage(reader, "Understand your options before you act");
  });
});

describe("the footer's links", () => {
  // Before: every Resources link led to the Learning Center, so "link, Glossary" landed on
  // "heading, Understand your options before you act, level 1" (WCAG 2.4.4 Link Purpose). The
  // footer's links are plain links to other documents (docs/decisions/040): where each leads is its
  // address, and the page it loads is checked in e2e (e2e/routes.spec.ts).
  it("leads the glossary's link to the glossary", async () => {
    const glossaryHref = canonicalPath(GLOSSARY_PATH);
    const column = FOOTER_COLUMNS.find((candidate) => candidate.links.some((link) => link.href === glossaryHref));
    const label = column?.links.find((link) => link.href === glossaryHref)?.label;
    if (!column || !label) throw new Error("The footer has no link to the glossary.");
    const reader = await openFaqPage();
    const link = Array.from(screen.getByRole("navigation", { name: column.heading }).querySelectorAll("a")).find((candidate) => candidate.textContent === label);
    link?.focus();
    await expect.poll(() => reader.lastPhrase()).toBe(`link, ${label}`);
    expect(link?.getAttribute("href")).toBe(glossaryHref);
  });
});
