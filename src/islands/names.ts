/**
 * The React islands of the site and how the page and the islands loader name them
 * (docs/decisions/041). This module imports nothing, so the inline loader's bundle can include it.
 *
 * An island is a component that needs React (a form that validates and sends, the reputation
 * check) on a page that is otherwise static HTML (`PageScripts` "islands", src/site/manifest.ts).
 * It is prerendered in its own React root (`Island`) and hydrated on its own (`hydrateIsland`),
 * when the loader wakes it (`IslandWake`).
 */

/** The islands there are, by the name their element carries (`ISLAND_ATTRIBUTE`). */
export const ISLAND_NAMES = ["contact-form", "reputation-check", "share-menu", "newsletter", "learning-search", "blog-search"] as const;

/** One island's name. */
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * When the loader hydrates an island (Astro's `client:*` directives are the reference,
 * https://docs.astro.build/en/reference/directives-reference/#client-directives):
 * - `"load"`: after the page's first contentful paint, one module per task (Astro's `client:idle`):
 *   a form the visitor came to the page to fill in;
 * - `"use"`: when the visitor first focuses, presses or types inside it; its modules are not
 *   fetched before that.
 * - `"query"`: as `"use"`, or after the first contentful paint when the page's address carries one of
 *   the island's parameters (`ISLAND_WAKE_PARAMETERS`): a search box whose GET form, submitted
 *   before or without scripts, brought the visitor here with `?q=`, whose results only the island
 *   can show.
 * Either way a press made before hydration is replayed, and typed text is adopted
 * (docs/decisions/011 and 038).
 */
export type IslandWake = "load" | "use" | "query";

/** Each island's wake (see `IslandWake`). */
export const ISLAND_WAKE: Record<IslandName, IslandWake> = {
  "contact-form": "load",
  "reputation-check": "load",
  "share-menu": "use",
  newsletter: "use",
  "learning-search": "query",
  "blog-search": "query",
};

/**
 * The query string parameters that wake a `"query"` island at load (see `IslandWake`), written on
 * its element as a space-separated list (`ISLAND_WAKE_PARAMETERS_ATTRIBUTE`): the search's `q`, and
 * the blog list's `category` of addresses from before the category pages, which the island
 * replaces with that category's page.
 */
export const ISLAND_WAKE_PARAMETERS: Partial<Record<IslandName, readonly string[]>> = {
  "learning-search": ["q"],
  "blog-search": ["q", "category"],
};

/** The attribute of a `"query"` island's element: the parameters that wake it at load, space-separated. */
export const ISLAND_WAKE_PARAMETERS_ATTRIBUTE = "data-island-wake-parameters";

/** The attribute of an island's element: its `IslandName`. */
export const ISLAND_ATTRIBUTE = "data-island";

/** The attribute of an island's element: its `IslandWake`. */
export const ISLAND_WAKE_ATTRIBUTE = "data-island-wake";

/**
 * The attribute of an island's element that holds its props as JSON, when it has props (the share
 * menu's URL and title): what its entry hydrates it with, exactly as it was prerendered.
 */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** The id of the page's JSON data block that lists each island's modules (`IslandPlan`). */
export const ISLAND_PLAN_ID = "island-plan";

/**
 * What the build writes into an island page (`scripts/html/islands.ts`): for each island on it,
 * the URL paths of its modules in evaluation order, the island's own entry last.
 */
export type IslandPlan = Partial<Record<IslandName, readonly string[]>>;

/**
 * The `identifierPrefix` of an island's React root (https://react.dev/reference/react-dom/client/hydrateRoot#parameters):
 * the same in the prerender and in the hydration, so the ids `useId` gives match, and distinct per
 * island, so two islands on a page never share an id.
 */
export function islandIdentifierPrefix(name: IslandName): string {
  return `${name}-`;
}

/** The module that builds each island's entry, relative to the repository (`vite.islands.config.ts`). */
export const ISLAND_ENTRIES: Record<IslandName, string> = {
  "contact-form": "src/islands/contact-form.entry.tsx",
  "reputation-check": "src/islands/reputation-check.entry.tsx",
  "share-menu": "src/islands/share-menu.entry.tsx",
  newsletter: "src/islands/newsletter.entry.tsx",
  "learning-search": "src/islands/learning-search.entry.tsx",
  "blog-search": "src/islands/blog-search.entry.tsx",
};
