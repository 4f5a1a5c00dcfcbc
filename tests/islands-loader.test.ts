/**
 * The islands loader (src/islands/loader.ts; docs/decisions/041): when it wakes each island, the
 * order in which it imports an island's modules, what it does when one fails, the presses it
 * carries into the hydrated island, and when it marks the whole document live.
 */
import { afterEach, describe, expect, it } from "vitest";
import { HYDRATED_ATTRIBUTE, REPLAY_CLICK_ATTRIBUTE, REPLAY_SUBMIT_ATTRIBUTE, SCRIPTS_FAILED_ATTRIBUTE } from "../src/config/enhancement";
import type { IslandModule } from "../src/islands/hydrateIsland";
import { whenActivated } from "../scripts/html/loader/browser";
import { type IslandsEnvironment, installIslandsLoader, wakeOf } from "../src/islands/loader";
import { ISLAND_ATTRIBUTE, ISLAND_PLAN_ID, ISLAND_WAKE_ATTRIBUTE, ISLAND_WAKE_PARAMETERS_ATTRIBUTE, type IslandPlan } from "../src/islands/names";

const plan: IslandPlan = {
  "contact-form": ["/assets/islands/react.js", "/assets/islands/xstate.js", "/assets/islands/contact-form.js"],
  "reputation-check": ["/assets/islands/react.js", "/assets/islands/reputation-check.js"],
};

/** Lets MutationObserver callbacks and pending promise jobs run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with two islands (`contact-form` woken on load, `reputation-check` on use) and the plan. */
function writePage(): void {
  document.body.innerHTML = `
    <div ${ISLAND_ATTRIBUTE}="contact-form" ${ISLAND_WAKE_ATTRIBUTE}="load">
      <form ${REPLAY_SUBMIT_ATTRIBUTE}><input name="fullName"><button type="submit">Send</button></form>
    </div>
    <div ${ISLAND_ATTRIBUTE}="reputation-check" ${ISLAND_WAKE_ATTRIBUTE}="use">
      <a href="/learning/"><span>Learning Center</span></a>
      <button type="button" ${REPLAY_CLICK_ATTRIBUTE}>Continue</button>
    </div>
    <script type="application/json" id="${ISLAND_PLAN_ID}">${JSON.stringify(plan)}</script>`;
}

const island = (name: string) => document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`) ?? document.body;

/**
 * An environment that logs each import and task boundary, and whose island entries "hydrate" by
 * logging and marking their element, as `hydrateIsland` does once React has rendered.
 */
function fakeEnvironment({ failing }: { failing?: string } = {}) {
  const log: string[] = [];
  let fireLoad: (() => void) | undefined;
  const entry = (name: string): IslandModule => ({
    hydrate: (element) => {
      log.push(`hydrate ${name}`);
      element.setAttribute(HYDRATED_ATTRIBUTE, "");
    },
  });
  const environment: IslandsEnvironment = {
    document,
    window: {
      addEventListener: (_type, listener) => {
        fireLoad = listener;
      },
    },
    importModule: (url) => {
      log.push(`import ${url}`);
      if (url === failing) return Promise.reject(new TypeError(`Failed to fetch ${url}`));
      const name = /\/(contact-form|reputation-check)\.js$/.exec(url)?.[1];
      return Promise.resolve(name ? entry(name) : { url });
    },
    nextTask: () => {
      log.push("task");
      return Promise.resolve();
    },
    setTimeout: (callback) => {
      callback();
    },
    PerformanceObserver: undefined,
  };
  const load = () => {
    if (!fireLoad) throw new Error("the loader did not listen for load");
    fireLoad();
  };
  return { environment, log, load };
}

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(SCRIPTS_FAILED_ATTRIBUTE);
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("islands loader", () => {
  it("wakes a load island after the page has loaded, one module per task, its entry last, and marks the document once it has hydrated", async () => {
    writePage();
    const fake = fakeEnvironment();
    const loaded = installIslandsLoader(fake.environment);
    await settle();
    expect(fake.log).toEqual([]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);

    fake.load();
    await loaded;
    await settle();
    expect(fake.log).toEqual([
      "import /assets/islands/react.js",
      "task",
      "import /assets/islands/xstate.js",
      "task",
      "import /assets/islands/contact-form.js",
      "task",
      "hydrate contact-form",
    ]);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"))).toEqual(plan["contact-form"]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("fetches nothing for a use island until the visitor focuses, presses or types inside it, and replays the press once it has hydrated", async () => {
    writePage();
    const fake = fakeEnvironment();
    void installIslandsLoader(fake.environment);
    fake.load();
    await settle();
    expect(fake.log.some((line) => line.includes("reputation-check"))).toBe(false);

    const clicks: string[] = [];
    const button = island("reputation-check").querySelector("button");
    button?.addEventListener("click", () => {
      clicks.push(island("reputation-check").hasAttribute(HYDRATED_ATTRIBUTE) ? "hydrated" : "before");
    });
    button?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    button?.click();
    await settle();
    await settle();
    expect(fake.log).toContain("hydrate reputation-check");
    // The press before hydration reached the prerendered button, then was replayed on the live one.
    expect(clicks).toEqual(["before", "hydrated"]);
  });

  it("does not wake a use island for a focus, press or key on a link inside it, which leaves the page", async () => {
    writePage();
    const fake = fakeEnvironment();
    void installIslandsLoader(fake.environment);
    fake.load();
    await settle();
    const text = island("reputation-check").querySelector("a span");
    text?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    text?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    text?.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Enter" }));
    await settle();
    expect(fake.log.some((line) => line.includes("reputation-check"))).toBe(false);

    island("reputation-check").querySelector("button")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    await settle();
    expect(fake.log).toContain("hydrate reputation-check");
  });

  it("holds a submission made before hydration and sends it again once the island is live", async () => {
    writePage();
    const fake = fakeEnvironment();
    void installIslandsLoader(fake.environment);
    const form = island("contact-form").querySelector("form");
    const submissions: boolean[] = [];
    form?.addEventListener("submit", (event) => {
      submissions.push(event.defaultPrevented);
    });
    form?.requestSubmit();
    expect(submissions).toEqual([true]);
    fake.load();
    await settle();
    await settle();
    // Replayed with requestSubmit once the island marked itself hydrated: the recorder has stopped,
    // so nothing prevents it this time.
    expect(submissions).toEqual([true, false]);
  });

  it("marks the page's scripts as failed when a module cannot be imported, and the document is never marked live", async () => {
    writePage();
    const fake = fakeEnvironment({ failing: "/assets/islands/xstate.js" });
    const loaded = installIslandsLoader(fake.environment);
    fake.load();
    await loaded;
    await settle();
    expect(fake.log).not.toContain("hydrate contact-form");
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it("wakes a query island at load when the address carries one of its parameters (a search that arrived with ?q=), else on use", () => {
    const element = document.createElement("div");
    element.setAttribute(ISLAND_WAKE_ATTRIBUTE, "query");
    element.setAttribute(ISLAND_WAKE_PARAMETERS_ATTRIBUTE, "q category");
    expect(wakeOf(element, "?q=broker")).toBe("load");
    expect(wakeOf(element, "?category=Legal+Insights")).toBe("load");
    expect(wakeOf(element, "")).toBe("use");
    expect(wakeOf(element, "?utm_source=mail")).toBe("use");
    element.setAttribute(ISLAND_WAKE_ATTRIBUTE, "use");
    expect(wakeOf(element, "?q=broker")).toBe("use");
    element.setAttribute(ISLAND_WAKE_ATTRIBUTE, "load");
    expect(wakeOf(element, "")).toBe("load");
  });
});

describe("whenActivated (scripts/html/loader/browser.ts)", () => {
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
  });

  it("starts at once on a page the visitor sees", () => {
    const started: string[] = [];
    whenActivated(() => started.push("now"));
    expect(started).toEqual(["now"]);
  });

  it("waits, on a prerendered page, until the browser shows it, so the scripts act on the tab's real storage", () => {
    Object.defineProperty(document, "prerendering", { configurable: true, value: true });
    const started: string[] = [];
    whenActivated(() => started.push("shown"));
    expect(started).toEqual([]);
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(started).toEqual(["shown"]);
  });
});
