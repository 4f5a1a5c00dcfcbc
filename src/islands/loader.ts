/**
 * The islands loader (docs/decisions/041): browser code, compiled at build time into the inline
 * script of every page of islands (`PageScripts` "islands", src/site/manifest.ts), with what every
 * page runs (scripts/html/loader/islands-main.ts). It replaced the hydration of the whole document
 * by React Router, and its loader, which no page uses any more.
 *
 * For each island element of the page (`[data-island]`, written by `Island`):
 * 1. from the moment the script runs, it records the presses made inside the island that need it
 *    hydrated (`recordPresses`: a click inside `data-replay-click`, a submission of a form marked
 *    `data-replay-submit`, held) and replays them once the island marks itself `data-hydrated`;
 * 2. it wakes the island as the island asks (`IslandWake`): `load`, after the first contentful
 *    paint (`whenPainted`); `use`, at the first focus, press or key inside it that is not on a link
 *    (`wakesIsland`); `query`, as `use`,
 *    or after the first contentful paint when the address carries one of its parameters;
 * 3. waking imports the island's modules from the page's plan (`IslandPlan`, a JSON data block the
 *    build writes), each after the modules it imports and one per task, so that no single task
 *    evaluates React and the island together (Lighthouse's Total Blocking Time; docs/decisions/009
 *    and 010), then calls the entry's `hydrate` (`IslandModule`) with the island's props
 *    (`data-island-props`);
 * 4. a module that cannot be imported marks `<html data-scripts-failed>`, so CSS shows the notices
 *    meant for visitors without scripts, and drops that island's recorded presses.
 * `<html>` gets `data-hydrated` once every `load` island has hydrated (at once on a page with
 * none): what tests that need a live page wait for, as they did for the whole page's hydration.
 */
import { HYDRATED_ATTRIBUTE, SCRIPTS_FAILED_ATTRIBUTE } from "../config/enhancement";
import { type PaintEnvironment, whenPainted } from "./firstPaint";
import type { IslandModule } from "./hydrateIsland";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PLAN_ID,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WAKE_ATTRIBUTE,
  ISLAND_WAKE_PARAMETERS_ATTRIBUTE,
  type IslandName,
  type IslandPlan,
} from "./names";
import { recordPresses } from "./presses";

/** Everything the loader touches outside the document, injected so that tests can drive it. */
export interface IslandsEnvironment extends PaintEnvironment {
  document: Document;
  /** Imports an ES module by URL (the browser's `import()`). */
  importModule(url: string): Promise<unknown>;
  /** Resolves in a later task (a macrotask), so that the work before it ends its task. */
  nextTask(): Promise<void>;
}

/** The events that wake a `use` island: the first focus, press or key inside it. */
const USE_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Whether `event` reaches for the island itself: not a focus, press or key on a link, which leaves
 * the page (a category link in the blog's search island; a mouse press focuses the link too).
 * Waking the island there would download and evaluate React inside the press that navigates away:
 * the cost lands in that interaction (its INP, docs/decisions/042) and buys nothing.
 */
export function wakesIsland(event: Event): boolean {
  const target = event.target;
  return !(target instanceof Element && target.closest("a[href]"));
}

/**
 * When an island wakes: `load` for a `load` island and for a `query` island whose parameters are
 * in the address (`search`, the page's `location.search`), else `use`.
 */
export function wakeOf(element: HTMLElement, search: string): "load" | "use" {
  const wake = element.getAttribute(ISLAND_WAKE_ATTRIBUTE);
  if (wake === "use") return "use";
  if (wake !== "query") return "load";
  const parameters = new URLSearchParams(search);
  const names = (element.getAttribute(ISLAND_WAKE_PARAMETERS_ATTRIBUTE) ?? "").split(" ").filter(Boolean);
  return names.some((name) => parameters.has(name)) ? "load" : "use";
}

/** Reads the page's plan. @throws Error when the data block is missing. */
function readPlan(document: Document): IslandPlan {
  const text = document.getElementById(ISLAND_PLAN_ID)?.textContent;
  if (!text) throw new Error(`islands loader: no #${ISLAND_PLAN_ID} plan in the page`);
  return JSON.parse(text) as IslandPlan;
}

/**
 * Imports an island's modules, one per task, each after those it imports (`urls`, the entry last),
 * with a `<link rel="modulepreload">` for each first, so that they download together.
 * @returns the entry module.
 * @throws (rejects) when the plan has no modules for the island or an import fails.
 */
export async function importIsland(urls: readonly string[] | undefined, environment: IslandsEnvironment): Promise<IslandModule> {
  if (!urls || urls.length === 0) throw new Error("islands loader: the plan has no modules for this island");
  const { document } = environment;
  for (const url of urls) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.appendChild(link);
  }
  let module: unknown;
  for (const url of urls) {
    module = await environment.importModule(url);
    await environment.nextTask();
  }
  return module as IslandModule;
}

/**
 * Installs the loader (see the module comment).
 * @returns a promise that settles once every `load` island has been imported and hydrated, or its
 *   failure marked; it never rejects.
 */
export function installIslandsLoader(environment: IslandsEnvironment): Promise<void> {
  const { document } = environment;
  const root = document.documentElement;
  const islands = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
  const search = document.location.search;
  const eager = islands.filter((element) => wakeOf(element, search) === "load");
  // Watches the eager islands' marks (not `<html>`'s own, which this sets) until all are there.
  const observer = new MutationObserver(() => {
    markDocument();
  });
  function markDocument(): void {
    if (!eager.every((element) => element.hasAttribute(HYDRATED_ATTRIBUTE))) return;
    observer.disconnect();
    root.setAttribute(HYDRATED_ATTRIBUTE, "");
  }
  for (const element of eager) observer.observe(element, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  markDocument();

  const loads = islands.map(
    (element) =>
      new Promise<void>((settled) => {
        const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
        const recorder = recordPresses(element, element);
        let started = false;
        const start = (): void => {
          if (started) return;
          started = true;
          Promise.resolve()
            .then(() => importIsland(readPlan(document)[name], environment))
            .then((module) => {
              const props = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
              module.hydrate(element, props === null ? null : (JSON.parse(props) as unknown));
            })
            .catch(() => {
              recorder.discard();
              root.setAttribute(SCRIPTS_FAILED_ATTRIBUTE, "");
            })
            .finally(settled);
        };
        if (!eager.includes(element)) {
          const wake = (event: Event): void => {
            if (!wakesIsland(event)) return;
            for (const type of USE_EVENTS) element.removeEventListener(type, wake, { capture: true });
            start();
          };
          for (const type of USE_EVENTS) element.addEventListener(type, wake, { capture: true });
          settled();
        } else {
          whenPainted(environment, start);
        }
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
