/**
 * The route `handle` that tells the app a page is made of islands (`PageScripts` "islands",
 * src/site/manifest.ts; docs/decisions/041), so that its frame leaves the toasts to the islands.
 * The app reads it from the matched routes (`isIslandsPage`) rather than from the manifest, which
 * lists every page and would ride into every page's scripts.
 */
export const ISLANDS_HANDLE = { islands: true } as const;

/** Whether one of the matched routes (`useMatches()`) carries `ISLANDS_HANDLE`. */
export function isIslandsPage(matches: readonly { handle: unknown }[]): boolean {
  return matches.some((match) => typeof match.handle === "object" && match.handle !== null && "islands" in match.handle && match.handle.islands === true);
}
