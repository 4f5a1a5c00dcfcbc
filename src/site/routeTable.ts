/**
 * The router's route table made from the route manifest (`src/routes.ts`; docs/decisions/049):
 * pages of one route module that differ only in some path segments (every blog post, every page of
 * a list) share one route whose varying segments are parameters (`learning/blog/:s2`), so the
 * number of routes does not grow with the number of articles. React Router matches and ranks
 * every route on every request, the prerender's included: with a route per page, the prerender's
 * time grew with the square of the number of pages (measured at 1,287 pages: 76 of the build's
 * 120 s of CPU in route matching). The loaders read the page from the request's path, never from
 * the parameters, and the prerender still renders exactly the manifest's paths.
 *
 * A group is shared only where it is safe: more than `SHARED_MIN` pages, a first segment they
 * all have, and every path of the site (each page, each resource file and the not-found page's
 * prerender path) still matching its own route, checked with React Router's `matchRoutes`; a
 * group that fails the check keeps a route per page.
 */
import { matchRoutes } from "react-router";

/** A route of the table: a path as `route()` takes it (no leading slash; "" for the index), its module and id. */
export interface TableRoute {
  readonly path: string;
  readonly file: string;
  readonly id: string;
}

/** A page or file of the manifest: its registered path (leading slash), module and id. */
export interface ManifestEntry {
  readonly path: string;
  readonly file: string;
  readonly id: string;
}

/** Groups of this many pages or fewer keep a route per page: sharing gains nothing there. */
const SHARED_MIN = 3;

/** A path's segments: `/learning/blog/x` is `["learning", "blog", "x"]`. */
const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");

/**
 * The pattern of paths of equal length: each segment they all share as itself, each other one as
 * a parameter named by its position (`:s2`).
 */
function patternOf(paths: readonly string[][]): string[] {
  const first = paths[0] ?? [];
  return first.map((segment, position) => (paths.every((segments) => segments[position] === segment) ? segment : `:s${String(position)}`));
}

/**
 * The route table for `pages` (the home page is `/`), `resources` (files made by routes, such as
 * `/sitemap.xml`) and the catch-all not-found route, whose page is prerendered at `notFoundAt`.
 * @returns the routes, index first: the home page, then the pages (shared or one each), the
 *   resources and the catch-all; every entry's path matches its own route.
 * @throws Error when a path of the manifest matches another route even with a route per page (two
 *   entries with the same path).
 */
export function routeTable(pages: readonly ManifestEntry[], resources: readonly ManifestEntry[], notFound: ManifestEntry & { prerenderAt: string }): TableRoute[] {
  const groups = new Map<string, ManifestEntry[]>();
  for (const page of pages) {
    const key = `${page.file} ${String(segmentsOf(page.path).length)}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const literal = (entry: ManifestEntry): TableRoute => ({ path: entry.path.slice(1), file: entry.file, id: entry.id });
  const fixed = [...resources.map(literal), { path: notFound.path, file: notFound.file, id: notFound.id }];
  const expected = [...pages, ...resources, { ...notFound, path: notFound.prerenderAt }];

  /**
   * The table with the groups in `shared` sharing a route each and every other page on its own:
   * the routes, the route id each path should match, and the group of each shared route.
   */
  const tableWith = (shared: ReadonlySet<string>) => {
    const routes: TableRoute[] = [];
    const owner = new Map<string, string>();
    const groupOfRoute = new Map<string, string>();
    for (const [key, members] of groups) {
      if (!shared.has(key)) {
        for (const page of members) {
          routes.push(literal(page));
          owner.set(page.path, page.id);
        }
        continue;
      }
      const pattern = patternOf(members.map((page) => segmentsOf(page.path)));
      const id = `${members[0]?.file ?? key}#${pattern.join("/")}`;
      routes.push({ path: pattern.join("/"), file: members[0]?.file ?? "", id });
      groupOfRoute.set(id, key);
      for (const page of members) owner.set(page.path, id);
    }
    for (const route of fixed) owner.set(route.path === notFound.path ? notFound.prerenderAt : `/${route.path}`, route.id);
    return { routes: [...routes, ...fixed], owner, groupOfRoute };
  };

  /** Every path of the manifest with the route it matches (React Router's ranking) and the one it should. */
  const matches = (table: ReturnType<typeof tableWith>) => {
    const objects = table.routes.map((route) => (route.path === "" ? { id: route.id, index: true } : { id: route.id, path: route.path }));
    return expected.map((entry) => ({ path: entry.path, matched: matchRoutes(objects, entry.path)?.at(-1)?.route.id, own: table.owner.get(entry.path) }));
  };

  /** The shared groups involved in a wrong match: the group of the path, and the group whose route took it. */
  const conflicts = (shared: ReadonlySet<string>): Set<string> => {
    const table = tableWith(shared);
    const wrong = new Set<string>();
    for (const { path, matched, own } of matches(table)) {
      if (matched === own) continue;
      for (const id of [own, matched]) {
        const key = id === undefined ? undefined : table.groupOfRoute.get(id);
        if (key !== undefined) wrong.add(key);
      }
      const [pageGroup] = [...groups].find(([, members]) => members.some((page) => page.path === path)) ?? [];
      if (pageGroup !== undefined && shared.has(pageGroup)) wrong.add(pageGroup);
    }
    return wrong;
  };

  let shared = new Set(
    [...groups].filter(([, members]) => members.length > SHARED_MIN && !(patternOf(members.map((page) => segmentsOf(page.path)))[0] ?? ":").startsWith(":")).map(([key]) => key),
  );
  for (let found = conflicts(shared); found.size > 0; found = conflicts(shared)) shared = new Set([...shared].filter((key) => !found.has(key)));
  const table = tableWith(shared);
  for (const { path, matched, own } of matches(table)) {
    if (matched !== own) throw new Error(`routeTable: ${path} matches the route ${String(matched)}, not its own (${String(own)})`);
  }
  return table.routes;
}
