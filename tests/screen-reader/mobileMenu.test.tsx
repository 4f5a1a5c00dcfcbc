/**
 * What a screen-reader user hears of the header's phone menu (docs/spec.md §4 "Mobile menu";
 * WAI-ARIA APG "Disclosure Navigation Menu"; WCAG 2.1.1 Keyboard, 2.4.3 Focus Order, 4.1.2 Name,
 * Role, Value), phrase by phrase, with the virtual screen reader (docs/decisions/018). The
 * journeys are the shortest paths of a model of what the visitor does (`xstate/graph`,
 * docs/decisions/005): each path is one test, and every state it passes is checked by reading the
 * banner again.
 *
 * The header is rendered in the site frame (`SiteFrame`), as on every page: the frame is what
 * moves focus to the new page's `h1` when a menu link is followed. Component styles (CSS Modules)
 * are not loaded in unit tests, so the wide-screen navigation (also named "Main") is read too; the
 * panel's own navigation is the one after the menu button. The toggle is driven with the keys a
 * screen-reader user presses on a focused button (Tab, Enter, Space, Escape): the screen reader
 * then reads the button's new state.
 */
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { type EventFromLogic, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { SiteFrame } from "../../src/components/SiteFrame";
import { type ScreenReader, readPage, linkList, moveTo, spokenAfter, journeyName, themeGroup, type StepWords } from "../helpers/screenReader";

/** What the visitor can do with the menu and perceive of it. */
const model = setup({
  types: {
    events: {} as { type: "OPEN_WITH_ENTER" } | { type: "CLOSE_WITH_ENTER" } | { type: "CLOSE_WITH_SPACE" } | { type: "ESCAPE" } | { type: "CHOOSE_LINK" },
  },
}).createMachine({
  id: "mobileMenuSpoken",
  initial: "closed",
  states: {
    closed: { on: { OPEN_WITH_ENTER: "open" } },
    open: {
      on: {
        CLOSE_WITH_ENTER: "closedByEnter",
        CLOSE_WITH_SPACE: "closedBySpace",
        ESCAPE: "closedByEscape",
        CHOOSE_LINK: "closedByLink",
      },
    },
    closedByEnter: {},
    closedBySpace: {},
    closedByEscape: {},
    closedByLink: {},
  },
});

/** Each thing done with the menu, as a journey's test name words it. */
const EVENT_WORDS: StepWords<EventFromLogic<typeof model>> = {
  OPEN_WITH_ENTER: "tabs to the menu button and presses Enter",
  CLOSE_WITH_ENTER: "presses Enter on the button again",
  CLOSE_WITH_SPACE: "presses Space on the button",
  ESCAPE: "tabs into the menu and presses Escape",
  CHOOSE_LINK: "tabs to “About Us” in the menu and presses Enter",
};

/** What the visitor hears at the end of a journey, as the test's name tells it: one entry per state of the model. */
const STATE_WORDS: Readonly<Record<string, string>> = {
  closed: "hears “button, Menu, 1 control, not expanded” and no menu links after it",
  open: "hears “button, Menu, 1 control, expanded” once, and the menu's links right after the button",
  closedByEnter: "hears “button, Menu, 1 control, not expanded”, and the links are gone",
  closedBySpace: "hears “button, Menu, 1 control, not expanded”, and the links are gone",
  closedByEscape: "hears focus return to “button, Menu, 1 control, not expanded”, and the links are gone",
  closedByLink: "hears the new page's “heading, About page, level 1”, and the menu is closed behind it",
};

const COLLAPSED = "button, Menu, 1 control, not expanded";
const EXPANDED = "button, Menu, 1 control, expanded";

/** The end of the banner as the screen reader reads it, from the call to action on. */
function bannerEnd(open: boolean, current = "Home"): string[] {
  const sections = ["Home", "About Us", "Services", "Learning Center", "Contact"].map((name) => (name === current ? `${name}, current page` : name));
  return [
    "link, Free Consultation",
    ...(open
      ? [EXPANDED, "navigation, Main", ...linkList(sections), ...themeGroup("system"), "link, Free Consultation", "end of navigation, Main"]
      : [COLLAPSED]),
    "end of banner",
  ];
}

const toggle = () => screen.getByRole("button", { name: "Menu" });

/** Reads the banner from its start to its end, as a visitor going through it item by item. */
async function readBanner(reader: ScreenReader): Promise<string[]> {
  await moveTo(reader, (phrase) => phrase === "banner", "moveToNextBanner");
  await reader.clear();
  return reader.readUntil("end of banner");
}

/** Puts the reading cursor on the menu button (the screen reader then presses keys there). */
async function cursorToToggle(reader: ScreenReader): Promise<void> {
  await moveTo(reader, (phrase) => phrase === "banner", "moveToNextBanner");
  await reader.readUntil(/^button, Menu, /);
}

/** The banner read with the menu closed: the collapsed button, then nothing of the panel. */
async function expectClosed(reader: ScreenReader, current = "Home"): Promise<void> {
  const banner = await readBanner(reader);
  expect(banner.slice(-3)).toEqual(bannerEnd(false, current));
  expect(banner.filter((phrase) => phrase === "navigation, Main")).toHaveLength(1);
  expect(toggle().getAttribute("aria-expanded")).toBe("false");
}

describe("the phone menu, read by a screen reader (model-based journeys)", () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(journeyName(path, EVENT_WORDS, STATE_WORDS), async () => {
      const reader = await readPage(
        <SiteFrame>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/about/" element={<h1>About page</h1>} />
          </Routes>
        </SiteFrame>,
      );
      let heard: string[] = [];
      await path.test({
        events: {
          OPEN_WITH_ENTER: async () => {
            await moveTo(reader, (phrase) => phrase === "link, Free Consultation", "moveToNextLink");
            expect(await spokenAfter(reader, () => reader.virtual.press("Tab"))).toEqual([COLLAPSED]);
            // The plain button opens the menu at once; Ariakit's button then takes its place and
            // its focus (DisclosureButton). The phrases are collected until that swap is done, so a
            // new button announced with a stale state ("not expanded" over an open menu) fails here.
            const plain = toggle();
            heard = await spokenAfter(reader, async () => {
              await reader.virtual.press("Enter");
              await waitFor(() => expect(toggle()).not.toBe(plain));
            });
          },
          CLOSE_WITH_ENTER: async () => {
            await cursorToToggle(reader);
            heard = await spokenAfter(reader, () => reader.virtual.press("Enter"));
          },
          CLOSE_WITH_SPACE: async () => {
            await cursorToToggle(reader);
            heard = await spokenAfter(reader, () => reader.virtual.press(" "));
          },
          ESCAPE: async () => {
            await cursorToToggle(reader);
            expect(await spokenAfter(reader, () => reader.virtual.press("Tab"))).toEqual(["link, Home, current page"]);
            heard = await spokenAfter(reader, () => reader.virtual.press("Escape"));
          },
          CHOOSE_LINK: async () => {
            await cursorToToggle(reader);
            await reader.virtual.press("Tab");
            expect(await spokenAfter(reader, () => reader.virtual.press("Tab"))).toEqual(["link, About Us"]);
            heard = await spokenAfter(reader, () => reader.virtual.press("Enter"));
          },
        },
        states: {
          closed: () => expectClosed(reader),
          open: async () => {
            expect(heard).toEqual([EXPANDED]);
            expect(document.activeElement).toBe(toggle());
            const banner = await readBanner(reader);
            expect(banner.slice(banner.indexOf(EXPANDED) - 1)).toEqual(bannerEnd(true));
          },
          closedByEnter: async () => {
            expect(heard).toEqual([COLLAPSED]);
            expect(document.activeElement).toBe(toggle());
            await expectClosed(reader);
          },
          closedBySpace: async () => {
            expect(heard).toEqual([COLLAPSED]);
            expect(document.activeElement).toBe(toggle());
            await expectClosed(reader);
          },
          closedByEscape: async () => {
            expect(heard).toEqual([COLLAPSED]);
            expect(document.activeElement).toBe(toggle());
            await expectClosed(reader);
          },
          closedByLink: async () => {
            expect(heard).toEqual(["heading, About page, level 1"]);
            expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "About page" }));
            await expectClosed(reader, "About Us");
          },
        },
      });
    });
  }
});
