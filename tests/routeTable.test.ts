/**
 * The router's route table (src/site/routeTable.ts; docs/decisions/049): every page of the manifest
 * is served by its own module, the table does not grow with the number of articles, and pages that
 * a shared route would mix up keep a route each.
 */
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { notFoundRoute, pageRoutes, resourceRoutes } from "../src/site/manifest";
import { type ManifestEntry, type TableRoute, routeTable } from "../src/site/routeTable";

/** The module React Router renders for `path` with this table. */
function moduleAt(table: readonly TableRoute[], path: string): string | undefined {
  const objects = table.map((route) => (route.path === "" ? { id: route.id, index: true } : { id: route.id, path: route.path }));
  const id = matchRoutes(objects, path)?.at(-1)?.route.id;
  return table.find((route) => route.id === id)?.file;
}

describe("the route table", () => {
  const table = routeTable(pageRoutes, resourceRoutes, notFoundRoute);

  it("serves every page, file and the not-found page from its own module", () => {
    for (const page of pageRoutes) expect(moduleAt(table, page.path), page.path).toBe(page.file);
    for (const resource of resourceRoutes) expect(moduleAt(table, resource.path), resource.path).toBe(resource.file);
    expect(moduleAt(table, notFoundRoute.prerenderAt)).toBe(notFoundRoute.file);
  });

  it("has as many routes with 1,000 more blog posts as with today's (the posts share one route)", () => {
    const post = pageRoutes.find((page) => page.file === "routes/blog-post.tsx");
    if (post === undefined) throw new Error("the manifest has no blog post");
    const more = Array.from({ length: 1000 }, (_, index): ManifestEntry => ({ ...post, id: `post:synthetic-${String(index)}`, path: post.path.replace(/[^/]+$/, `synthetic-${String(index)}`) }));
    const grown = routeTable([...pageRoutes, ...more], resourceRoutes, notFoundRoute);
    expect(grown).toHaveLength(table.length);
    for (const page of more.slice(0, 20)) expect(moduleAt(grown, page.path)).toBe("routes/blog-post.tsx");
  });

  it("keeps a route per page for two modules whose pages have the same shape", () => {
    const pages = [
      { path: "/", file: "home.tsx", id: "home" },
      ...["a1", "a2", "a3", "a4"].map((slug) => ({ path: `/x/${slug}`, file: "a.tsx", id: `a:${slug}` })),
      ...["b1", "b2", "b3", "b4"].map((slug) => ({ path: `/x/${slug}`, file: "b.tsx", id: `b:${slug}` })),
      ...["c1", "c2", "c3", "c4"].map((slug) => ({ path: `/y/${slug}`, file: "c.tsx", id: `c:${slug}` })),
    ];
    const mixed = routeTable(pages, [], { path: "*", file: "not-found.tsx", id: "not-found", prerenderAt: "/404" });
    for (const page of pages) expect(moduleAt(mixed, page.path), page.path).toBe(page.file);
    expect(mixed.map((route) => route.path)).toEqual(expect.arrayContaining(["x/a1", "x/b4", "y/:s1"]));
    expect(moduleAt(mixed, "/404")).toBe("not-found.tsx");
  });
});
