import { canonicalPath } from "../site/paths";

/**
 * Where an address from before the filter pages goes (docs/product-decisions.md, decision 11:
 * filtered lists are prerendered pages). The blog list and the case-study list once filtered by
 * a query parameter (`?category=Legal+Insights`, `?industry=Personal`); each value now has a page
 * of its own, and an old address is replaced by that page, keeping its other parameters (`?q=`,
 * `?sort=`).
 *
 * The target is always a path of this site: `pathOf` answers from the list's own registered paths
 * (`src/site/paths.ts`), whatever the value, so an address cannot send the visitor to another host
 * (no open redirect; the value itself is never part of the path).
 *
 * @param search - the address's query string, with or without its `?` (`location.search`).
 * @param parameter - the old filter parameter (`category`, `industry`).
 * @param pathOf - the registered path of the page for a value; for a value the list does not
 *   offer, the path of the page being shown (the parameter is then dropped).
 * @returns the canonical path of that page (`/…/`), with the address's other parameters as its
 *   query string; `null` when the address has no `parameter`.
 */
export function legacyFilterTarget(search: string, parameter: string, pathOf: (value: string) => string): string | null {
  const params = new URLSearchParams(search);
  const value = params.get(parameter);
  if (value === null) return null;
  params.delete(parameter);
  const rest = params.toString();
  const target = canonicalPath(pathOf(value));
  return rest === "" ? target : `${target}?${rest}`;
}
