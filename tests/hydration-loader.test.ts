/**
 * The hydration loader (scripts/html/loader/hydration-loader.ts; docs/decisions/011): the order in
 * which it loads a page's modules, when it starts, what it does when a module fails, and the
 * presses it carries from before hydration into the hydrated page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type LoaderEnvironment, installHydrationLoader } from "../scripts/html/loader/hydration-loader";
import {
  HYDRATED_ATTRIBUTE,
  REPLAY_CLICK_ATTRIBUTE,
  REPLAY_SUBMIT_ATTRIBUTE,
  SCRIPTS_FAILED_ATTRIBUTE,
} from "../src/config/enhancement";
import { FALLBACK_MS, HYDRATION_PLAN_ID, type HydrationPlan } from "../scripts/html/loader/plan";

const plan: HydrationPlan = {
  preloads: ["/assets/manifest.js", "/assets/entry.js", "/assets/home.js"],
  evaluate: ["/assets/manifest.js", "/assets/react.js", "/assets/root.js", "/assets/home.js"],
  routes: { root: "/assets/root.js", home: "/assets/home.js" },
  entry: "/assets/entry.js",
};

/** Lets the document's MutationObserver callbacks and pending promise jobs run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with the plan's data block, as the build writes it. */
function writePage(body = ""): void {
  document.body.innerHTML = `${body}<script type="application/json" id="${HYDRATION_PLAN_ID}">${JSON.stringify(plan)}</script>`;
}

/** React's hydration, as the loader sees it: `SiteFrame` marks `<html data-hydrated>`. */
async function markHydrated(): Promise<void> {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  await settle();
}

interface FakeOptions {
  /** A module URL whose import rejects, as when its chunk did not download. */
  failing?: string;
  /** Whether the fake Paint Timing observer reports a first contentful paint. */
  paints?: boolean;
}

/**
 * An environment that records, in `log`, every step the loader takes: each task boundary (with the
 * number of preload hints in the document at that moment), each import, the history write and the
 * route modules present when the entry is imported.
 */
function fakeEnvironment({ failing, paints = true }: FakeOptions = {}) {
  const log: string[] = [];
  const timers: { ms: number; callback: () => void }[] = [];
  let fireLoad: (() => void) | undefined;
  const hints = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
  const history = {
    state: null as unknown,
    replaceState(state: unknown) {
      log.push(`history ${JSON.stringify(state)}`);
      history.state = state;
    },
  };
  class FakePaintObserver {
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit): void {
      log.push(`observe ${String(options.type)} buffered=${String(options.buffered)}`);
      if (!paints) return;
      const entries = [{ name: "first-contentful-paint" }] as unknown as PerformanceEntryList;
      const list = { getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name) } as PerformanceObserverEntryList;
      this.callback(list, this as unknown as PerformanceObserver);
    }
    disconnect(): void {
      log.push("paint observer disconnected");
    }
  }
  const environment: LoaderEnvironment = {
    document,
    window: {
      addEventListener: (_type, listener) => {
        fireLoad = listener;
      },
      history,
    },
    importModule: (url) => {
      if (url === plan.entry) log.push(`routes ${Object.keys(environment.window.__reactRouterRouteModules ?? {}).join(",")}`);
      log.push(`import ${url}`);
      return url === failing ? Promise.reject(new TypeError(`Failed to fetch ${url}`)) : Promise.resolve({ url });
    },
    nextTask: () => {
      log.push(`task (${String(hints())} hints)`);
      return Promise.resolve();
    },
    setTimeout: (callback, ms) => {
      timers.push({ ms, callback });
    },
    PerformanceObserver: FakePaintObserver as unknown as typeof PerformanceObserver,
  };
  const load = () => {
    if (!fireLoad) throw new Error("the loader did not listen for load");
    fireLoad();
  };
  const runTimer = (ms: number) => {
    const timer = timers.find((candidate) => candidate.ms === ms);
    if (!timer) throw new Error(`no ${String(ms)} ms timer`);
    timer.callback();
  };
  return { environment, log, timers, load, runTimer };
}

afterEach(async () => {
  // The page hydrates, which ends every loader's recording, then the next test gets a fresh page.
  await markHydrated();
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.documentElement.removeAttribute(SCRIPTS_FAILED_ATTRIBUTE);
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("hydration loader: loading", () => {
  it("waits for load and the first contentful paint, then starts in a task of its own", () => {
    writePage();
    const fake = fakeEnvironment();
    void installHydrationLoader(fake.environment);
    expect(fake.log).toEqual([]);
    fake.load();
    expect(fake.log).toEqual(["observe paint buffered=true", "paint observer disconnected"]);
    expect(fake.timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS, 0]);
  });

  it("starts after the fallback delay when no paint is reported, and only once", async () => {
    writePage();
    const fake = fakeEnvironment({ paints: false });
    const done = installHydrationLoader(fake.environment);
    fake.load();
    expect(fake.timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS]);
    fake.runTimer(FALLBACK_MS);
    fake.runTimer(FALLBACK_MS);
    await done;
    expect(fake.log.filter((line) => line === `import ${plan.entry}`)).toHaveLength(1);
  });

  it("adds the hints one per task, imports the evaluate list one per task, writes the history index, then the routes and the entry", async () => {
    writePage();
    const fake = fakeEnvironment();
    const done = installHydrationLoader(fake.environment);
    fake.load();
    fake.runTimer(0);
    await done;
    expect(fake.log.slice(2)).toEqual([
      "task (1 hints)",
      "task (2 hints)",
      "task (3 hints)",
      "import /assets/manifest.js",
      "task (3 hints)",
      "import /assets/react.js",
      "task (3 hints)",
      "import /assets/root.js",
      "task (3 hints)",
      "import /assets/home.js",
      "task (3 hints)",
      'history {"idx":0}',
      "task (3 hints)",
      "import /assets/root.js",
      "import /assets/home.js",
      "routes root,home",
      "import /assets/entry.js",
    ]);
    expect([...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")])).toEqual(
      plan.preloads.map((url) => ["modulepreload", url]),
    );
    expect(fake.environment.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" }, home: { url: "/assets/home.js" } });
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(false);
  });

  it("keeps a history state that already has an index", async () => {
    writePage();
    const fake = fakeEnvironment();
    fake.environment.window.history.replaceState({ idx: 3, key: "k" }, "");
    fake.log.length = 0;
    const done = installHydrationLoader(fake.environment);
    fake.load();
    fake.runTimer(0);
    await done;
    expect(fake.log.some((line) => line.startsWith("history"))).toBe(false);
  });

  it("marks <html data-scripts-failed> and stops when a module cannot be imported", async () => {
    writePage();
    const fake = fakeEnvironment({ failing: "/assets/react.js" });
    const done = installHydrationLoader(fake.environment);
    fake.load();
    fake.runTimer(0);
    await done;
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
    expect(fake.log).not.toContain("import /assets/root.js");
    expect(fake.log).not.toContain(`import ${plan.entry}`);
  });

  it("marks <html data-scripts-failed> when the page has no plan", async () => {
    document.body.innerHTML = "<p>No plan here</p>";
    const fake = fakeEnvironment();
    const done = installHydrationLoader(fake.environment);
    fake.load();
    fake.runTimer(0);
    await done;
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
  });
});

describe("hydration loader: presses before hydration", () => {
  const shareButton = `<button type="button" ${REPLAY_CLICK_ATTRIBUTE} id="share"><span id="share-label">Share</span></button>`;
  const searchForm = `<form ${REPLAY_SUBMIT_ATTRIBUTE} method="dialog" id="search"><input name="q" value="removal"><button type="submit" id="go">Search</button></form>`;

  it("replays a click on a marked control once the page has hydrated", async () => {
    writePage(`${shareButton}<button type="button" id="other">Other</button>`);
    void installHydrationLoader(fakeEnvironment().environment);
    const pressed: string[] = [];
    document.getElementById("share-label")?.click();
    document.getElementById("other")?.click();
    // React hydrates: it reuses the prerendered button and attaches its handler.
    document.getElementById("share")?.addEventListener("click", () => pressed.push("share"));
    document.getElementById("other")?.addEventListener("click", () => pressed.push("other"));
    expect(pressed).toEqual([]);
    await markHydrated();
    expect(pressed).toEqual(["share"]);
  });

  it("replays every click in order, and none after hydration twice", async () => {
    writePage(`${shareButton}<button type="button" ${REPLAY_CLICK_ATTRIBUTE} id="copy">Copy link</button>`);
    void installHydrationLoader(fakeEnvironment().environment);
    const pressed: string[] = [];
    for (const id of ["copy", "share", "copy"]) document.getElementById(id)?.click();
    for (const id of ["share", "copy"]) document.getElementById(id)?.addEventListener("click", () => pressed.push(id));
    await markHydrated();
    expect(pressed).toEqual(["copy", "share", "copy"]);
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    await markHydrated();
    expect(pressed).toEqual(["copy", "share", "copy"]);
  });

  it("holds a submission of a marked form and submits it once with its button after hydration", async () => {
    writePage(searchForm);
    void installHydrationLoader(fakeEnvironment().environment);
    const form = document.getElementById("search") as HTMLFormElement;
    const button = document.getElementById("go") as HTMLButtonElement;
    const nativeSubmissions: boolean[] = [];
    const bubbling = (event: Event) => nativeSubmissions.push(event.defaultPrevented);
    form.addEventListener("submit", bubbling);
    form.requestSubmit(button);
    form.requestSubmit(button);
    expect(nativeSubmissions).toEqual([true, true]);
    form.removeEventListener("submit", bubbling);
    const submitted: (Element | null)[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submitted.push(event.submitter);
    });
    await markHydrated();
    expect(submitted).toEqual([button]);
  });

  it("leaves unmarked forms to the browser", async () => {
    writePage('<form method="get" action="/learning/" id="plain"><button type="submit">Search</button></form>');
    void installHydrationLoader(fakeEnvironment().environment);
    const form = document.getElementById("plain") as HTMLFormElement;
    const prevented: boolean[] = [];
    form.addEventListener("submit", (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(prevented).toEqual([false]);
    await markHydrated();
    expect(prevented).toEqual([false]);
  });

  it("replays nothing on elements that left the document before hydration", async () => {
    writePage(shareButton + searchForm);
    void installHydrationLoader(fakeEnvironment().environment);
    const button = document.getElementById("share") as HTMLButtonElement;
    const form = document.getElementById("search") as HTMLFormElement;
    button.click();
    form.requestSubmit(document.getElementById("go"));
    const replayed: string[] = [];
    button.addEventListener("click", () => replayed.push("click"));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      replayed.push("submit");
    });
    button.remove();
    form.remove();
    await markHydrated();
    expect(replayed).toEqual([]);
  });

  it("submits without the recorded button when it has left the form", async () => {
    writePage(searchForm);
    void installHydrationLoader(fakeEnvironment().environment);
    const form = document.getElementById("search") as HTMLFormElement;
    const button = document.getElementById("go") as HTMLButtonElement;
    form.requestSubmit(button);
    button.remove();
    const submitters: (Element | null)[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submitters.push(event.submitter);
    });
    await markHydrated();
    expect(submitters).toHaveLength(1);
    expect(submitters[0]).not.toBe(button);
  });

  it("drops the recorded presses and stops recording when the scripts fail", async () => {
    writePage(shareButton);
    const fake = fakeEnvironment({ failing: "/assets/manifest.js" });
    const done = installHydrationLoader(fake.environment);
    const button = document.getElementById("share") as HTMLButtonElement;
    button.click();
    fake.load();
    fake.runTimer(0);
    await done;
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
    const replayed: string[] = [];
    button.addEventListener("click", () => replayed.push("click"));
    await markHydrated();
    expect(replayed).toEqual([]);
  });
});
