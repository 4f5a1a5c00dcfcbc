/**
 * Model-based tests of the header's mobile menu (docs/spec.md §4 "Mobile menu";
 * docs/decisions/005): every shortest path of the model, against the rendered header with Ariakit's
 * Disclosure.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itWalksEveryShortestPath } from "../helpers/modelJourneys";
import { setup } from "xstate";
import { MemoryRouter, Route, Routes } from "react-router";
import { SiteHeader } from "../../src/components/SiteHeader/SiteHeader";

const menuModel = setup({
  types: { events: {} as { type: "TOGGLE" } | { type: "ESCAPE" } | { type: "CHOOSE_LINK" } },
}).createMachine({
  id: "mobileMenuUi",
  initial: "closed",
  states: {
    closed: { on: { TOGGLE: "open" } },
    open: { on: { TOGGLE: "closedByToggle", ESCAPE: "closedByEscape", CHOOSE_LINK: "closedByLink" } },
    closedByToggle: {},
    closedByEscape: {},
    closedByLink: {},
  },
});

function toggle() {
  return screen.getByRole("button", { name: "Menu" });
}

function expectClosed() {
  expect(toggle().getAttribute("aria-expanded")).toBe("false");
  const panelId = toggle().getAttribute("aria-controls");
  const panel = panelId ? document.getElementById(panelId) : null;
  expect(panel === null || panel.hidden).toBe(true);
}

describe("mobile menu journeys (model-based)", () => {
  itWalksEveryShortestPath(menuModel, {
    url: "/",
    ui: (
      <>
        <SiteHeader />
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/about/" element={<h1>About page</h1>} />
        </Routes>
      </>
    ),
    journey: (user) => ({
      events: {
        TOGGLE: () => user.click(toggle()),
        ESCAPE: async () => {
          await user.tab();
          await user.keyboard("{Escape}");
        },
        CHOOSE_LINK: async () => {
          const panel = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
          if (!panel) throw new Error("The menu panel is not rendered.");
          await user.click(within(panel).getByRole("link", { name: "About Us" }));
        },
      },
      states: {
        closed: expectClosed,
        open: () => {
          expect(toggle().getAttribute("aria-expanded")).toBe("true");
          const panel = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
          expect(panel?.hidden).toBe(false);
          expect(panel?.getAttribute("aria-label")).toBe("Main");
          expect(within(panel as HTMLElement).getAllByRole("link").map((link) => link.textContent)).toEqual([
            "Home",
            "About Us",
            "Services",
            "Learning Center",
            "Contact",
            "Free Consultation",
          ]);
          expect(within(panel as HTMLElement).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
        },
        closedByToggle: expectClosed,
        closedByEscape: () => {
          expectClosed();
          expect(document.activeElement).toBe(toggle());
        },
        closedByLink: () => {
          expectClosed();
          expect(screen.queryAllByRole("heading", { name: "About page" })).toHaveLength(1);
          expect(toggle().getAttribute("aria-expanded")).toBe("false");
        },
      },
    }),
  });
});

// The Ariakit button loads on first use and takes the plain button's place (DisclosureButton).
describe("mobile menu button, first use", () => {
  it("keeps focus and state when the Ariakit disclosure takes over, and closes with Enter after", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/"]}>
        <SiteHeader />
      </MemoryRouter>,
    );
    const plain = toggle();
    plain.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(toggle()).not.toBe(plain));
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(toggle());
    await user.keyboard("{Enter}");
    expectClosed();
    expect(document.activeElement).toBe(toggle());
  });
});
