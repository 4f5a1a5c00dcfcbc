/**
 * The quick exit (src/components/QuickExit, scripts/html/loader/quick-exit.ts; GOV.UK Design
 * System "Exit this page"; docs/product-decisions.md, decision 13; docs/decisions/025): the markup
 * the site renders on every page, driven by the inline script's code with a recorded
 * `location.replace` and a controlled clock, and what a screen-reader user hears of it
 * (docs/decisions/018).
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installQuickExit } from "../scripts/html/loader/quick-exit";
import { QuickExit } from "../src/components/QuickExit/QuickExit";
import { QUICK_EXIT_CHANNEL, QUICK_EXIT_MESSAGE, SHIFT_WINDOW_MS } from "../src/components/QuickExit/rules";
import { site } from "../src/content/site";
import { startScreenReader } from "./helpers/screenReader";

let replaced: string[];
let reloaded: number;
let cleared: number;
let uninstall: () => void;
let listeners: Record<"pagehide" | "pageshow", ((event: Event) => void)[]>;
/** What this page posted on the quick exit's channel, and how it hears the other pages' messages. */
let posted: string[];
let receive: ((message: unknown) => void) | undefined;
/** Calls every `type` listener the script added, in order, as the browser does. */
const windowListeners = {
  pagehide: (event: Event) => {
    for (const listener of listeners.pagehide) listener(event);
  },
  pageshow: (event: Event) => {
    for (const listener of listeners.pageshow) listener(event);
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  replaced = [];
  reloaded = 0;
  cleared = 0;
  listeners = { pagehide: [], pageshow: [] };
  posted = [];
  receive = undefined;
  uninstall = installQuickExit({
    document,
    addWindowListener: (type, listener) => {
      listeners[type].push(listener);
    },
    openChannel: (name, onMessage) => {
      expect(name).toBe(QUICK_EXIT_CHANNEL);
      receive = onMessage;
      return (message) => posted.push(message);
    },
    replace: (url) => replaced.push(url),
    reload: () => {
      reloaded += 1;
    },
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

/**
 * The text of what `aria-describedby` names, without what is hidden from assistive technology
 * (`aria-hidden`): the link's description (the screen-reader tests below hear it).
 */
function description(element: Element): string | undefined {
  const id = element.getAttribute("aria-describedby");
  const described = id === null ? null : document.getElementById(id);
  if (!described) return undefined;
  const copy = described.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent.replace(/\s+/g, " ").trim();
}

describe("the quick exit", () => {
  it("is a plain link named \"Exit this page\" to the neutral site, marked for the inline script", () => {
    render(<QuickExit />);
    const link = screen.getByRole("link", { name: "Exit this page" });
    expect(link.getAttribute("href")).toBe(site.quickExitUrl);
    expect(link.hasAttribute("data-quick-exit-link")).toBe(true);
    const wrapper = link.closest("[data-quick-exit]");
    expect(wrapper?.querySelector("[data-quick-exit-status]")?.getAttribute("role")).toBe("status");
  });

  it("describes what it does and what it cannot do, with the way to the Get help now page", () => {
    render(<QuickExit />);
    const link = screen.getByRole("link", { name: "Exit this page" });
    expect(description(link)).toBe("Leave quickly: select the button or press Shift 3 times. It does not clear your history. In danger? Get help now");
    expect(screen.getByRole("link", { name: "Get help now" }).getAttribute("href")).toBe("/get-help-now/");
  });

  it("on a press covers the page, deletes the session's storage, says so and replaces the page, once", () => {
    render(<QuickExit />);
    const link = screen.getByRole("link", { name: "Exit this page" });
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(false);
    expect(replaced).toEqual([site.quickExitUrl]);
    expect(cleared).toBe(1);
    // The earlier pages of the tab hear of it, so the back/forward cache drops them.
    expect(posted).toEqual([QUICK_EXIT_MESSAGE]);
    expect(document.documentElement.hasAttribute("data-quick-exit-active")).toBe(true);
    expect(status()).toBe("Leaving this page.");
    windowListeners.pagehide(new Event("pagehide"));
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

  it("reloads, still covered, a page left by the quick exit that the browser brings back from its back-forward cache", () => {
    render(<QuickExit />);
    const restored = Object.assign(new Event("pageshow"), { persisted: true });
    // A page shown again without having been left is left alone.
    windowListeners.pageshow(restored);
    expect(reloaded).toBe(0);
    fireEvent.click(screen.getByRole("link", { name: "Exit this page" }));
    const clearedOnLeaving = cleared;
    windowListeners.pageshow(restored);
    expect(reloaded).toBe(1);
    expect(cleared).toBe(clearedOnLeaving + 1);
    expect(document.documentElement.hasAttribute("data-quick-exit-active")).toBe(true);
  });

  it("reloads, covered, an earlier page of the tab that comes back after another page was left by the quick exit", () => {
    render(<p>An earlier page, with or without its own quick exit.</p>);
    const restored = Object.assign(new Event("pageshow"), { persisted: true });
    windowListeners.pagehide(new Event("pagehide"));
    receive?.(QUICK_EXIT_MESSAGE);
    windowListeners.pageshow(restored);
    expect(reloaded).toBe(1);
    expect(cleared).toBe(1);
    expect(document.documentElement.hasAttribute("data-quick-exit-active")).toBe(true);
  });

  it("leaves a page that is shown as it is when another tab of the site is left, and one restored without an exit", () => {
    render(<p>A page open in another tab.</p>);
    const restored = Object.assign(new Event("pageshow"), { persisted: true });
    receive?.(QUICK_EXIT_MESSAGE);
    windowListeners.pagehide(new Event("pagehide"));
    receive?.("something else");
    windowListeners.pageshow(restored);
    expect(reloaded).toBe(0);
    expect(cleared).toBe(0);
    expect(document.documentElement.hasAttribute("data-quick-exit-active")).toBe(false);
  });
});

describe("the quick exit, read by a screen reader", () => {
  it("reads its landmark, then the link with its description, then the hint and the link to Get help now", async () => {
    render(<QuickExit />);
    const reader = await startScreenReader();
    const hint = "Leave quickly: select the button or press Shift 3 times. It does not clear your history. In danger? Get help now";
    expect(await reader.readUntil("link, Get help now")).toEqual([
      "complementary, Quick exit",
      `link, Exit this page, ${hint}`,
      "paragraph",
      "Leave quickly:",
      "select the button or press Shift 3 times.",
      "It does not clear your history. In danger?",
      "link, Get help now",
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
