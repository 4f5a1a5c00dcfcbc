/**
 * The quick exit (src/components/QuickExit, scripts/html/loader/quick-exit.ts; GOV.UK Design
 * System "Exit this page"; docs/product-decisions.md, decision 13): the markup the site renders,
 * driven by the inline script's code with a recorded `location.replace` and a controlled clock,
 * and what a screen-reader user hears of it (docs/decisions/018).
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installQuickExit } from "../scripts/html/loader/quick-exit";
import { QuickExit } from "../src/components/QuickExit/QuickExit";
import { QUICK_EXIT_HANDLE, SHIFT_WINDOW_MS, offersQuickExit } from "../src/components/QuickExit/rules";
import { site } from "../src/config/site";
import { paragraph, startScreenReader } from "./helpers/screenReader";

let replaced: string[];
let cleared: number;
let uninstall: () => void;
const windowListeners: Partial<Record<"pagehide" | "pageshow", (event: Event) => void>> = {};

beforeEach(() => {
  vi.useFakeTimers();
  replaced = [];
  cleared = 0;
  uninstall = installQuickExit({
    document,
    addWindowListener: (type, listener) => {
      windowListeners[type] = listener;
    },
    replace: (url) => replaced.push(url),
    clearSession: () => {
      cleared += 1;
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => {
      window.clearTimeout(id);
    },
  });
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  document.documentElement.removeAttribute("data-quick-exit-active");
});

/** Presses Shift on its own once, as a keyboard does: down, then up. */
function pressShift(): void {
  fireEvent.keyDown(document.body, { key: "Shift", shiftKey: true });
  fireEvent.keyUp(document.body, { key: "Shift" });
}

const status = () => document.querySelector("[data-quick-exit-status]")?.textContent;

describe("the quick exit", () => {
  it("is a plain link to the neutral site", () => {
    render(<QuickExit />);
    expect(screen.getByRole("link", { name: "Exit this page" }).getAttribute("href")).toBe(site.quickExitUrl);
  });

  it("on a press covers the page, deletes the session's storage, says so and replaces the page, once", () => {
    render(<QuickExit />);
    const link = screen.getByRole("link", { name: "Exit this page" });
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(false);
    expect(replaced).toEqual([site.quickExitUrl]);
    expect(cleared).toBe(1);
    expect(document.documentElement.hasAttribute("data-quick-exit-active")).toBe(true);
    expect(status()).toBe("Leaving this page.");
    windowListeners.pagehide?.(new Event("pagehide"));
    expect(cleared).toBe(2);
    fireEvent.click(link);
    expect(replaced).toHaveLength(1);
  });

  it("leaves on the third press of Shift within five seconds, announcing the presses left", () => {
    render(<QuickExit />);
    pressShift();
    expect(status()).toBe("Shift pressed. Press it 2 more times to leave this page.");
    pressShift();
    expect(status()).toBe("Shift pressed. Press it 1 more time to leave this page.");
    expect(replaced).toEqual([]);
    pressShift();
    expect(replaced).toEqual([site.quickExitUrl]);
    expect(cleared).toBe(1);
  });

  it("starts the count again when five seconds pass, and says so", () => {
    render(<QuickExit />);
    pressShift();
    pressShift();
    vi.advanceTimersByTime(SHIFT_WINDOW_MS);
    expect(status()).toMatch(/^Exit by Shift cancelled/);
    pressShift();
    expect(replaced).toEqual([]);
    expect(status()).toBe("Shift pressed. Press it 2 more times to leave this page.");
  });

  it("does not count a Shift held to type a capital letter", () => {
    render(<QuickExit />);
    for (let letter = 0; letter < 3; letter += 1) {
      fireEvent.keyDown(document.body, { key: "Shift", shiftKey: true });
      fireEvent.keyDown(document.body, { key: "A", shiftKey: true });
      fireEvent.keyUp(document.body, { key: "Shift" });
    }
    expect(replaced).toEqual([]);
    expect(status()).toBe("");
  });

  it("ignores Shift on a page without the quick exit", () => {
    render(<p>An ordinary page.</p>);
    pressShift();
    pressShift();
    pressShift();
    expect(replaced).toEqual([]);
  });

  it("uncovers a page the browser brings back from its back-forward cache", () => {
    render(<QuickExit />);
    fireEvent.click(screen.getByRole("link", { name: "Exit this page" }));
    windowListeners.pageshow?.(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(document.documentElement.hasAttribute("data-quick-exit-active")).toBe(false);
  });

  it("is offered where a route's handle or loader data asks for it, and nowhere else", () => {
    expect(offersQuickExit([{ handle: undefined, loaderData: undefined }, { handle: QUICK_EXIT_HANDLE }])).toBe(true);
    expect(offersQuickExit([{ loaderData: { quickExit: true } }])).toBe(true);
    expect(offersQuickExit([{ handle: { quickExit: false }, loaderData: { quickExit: false } }, { loaderData: null }])).toBe(false);
  });
});

describe("the quick exit, read by a screen reader", () => {
  it("reads its landmark, the way to use it, then the link with its description", async () => {
    render(<QuickExit />);
    const reader = await startScreenReader();
    const link = "link, Exit this page, Exit this page quickly: select the button or press Shift 3 times.";
    expect(await reader.readUntil(link)).toEqual([
      "complementary, Quick exit",
      ...paragraph("Exit this page quickly:", "select the button or press Shift 3 times."),
      link,
    ]);
  });

  it("announces the presses of Shift politely", async () => {
    render(<QuickExit />);
    const reader = await startScreenReader();
    pressShift();
    await vi.advanceTimersByTimeAsync(0);
    expect(await reader.announcements()).toEqual(["polite: Shift pressed. Press it 2 more times to leave this page."]);
  });
});
