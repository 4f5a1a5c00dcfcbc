/**
 * A service page is declared once (docs/decisions/039): its own file's `hub` and `order` put its
 * card on its audience's hub and order it there and in the route manifest; the hubs list no slug.
 * Read from the service files themselves, so an editor's change of a card or an order keeps this
 * test green.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { repeatedOrderProblems } from "../scripts/content/data/services";
import { serviceHubPages } from "../src/content/pages";
import { SERVICE_AUDIENCES } from "../src/content/pageSchemas";
import { resolveSections } from "../src/content/resolveSections";
import { serviceEntries } from "../src/content/services";
import { pageRoutes } from "../src/site/manifest";
import { canonicalPath, serviceHubPath, servicePath } from "../src/site/paths";

/** Each service file of an audience: its slug, `hub` and `order`, as written. */
function serviceFiles(audience: string) {
  const folder = join("src", "content", "services", audience);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yml"))
    .map((name) => {
      const data = parse(readFileSync(join(folder, name), "utf8")) as { hub: boolean; order: number };
      return { slug: name.replace(/\.yml$/, ""), hub: data.hub, order: data.order };
    });
}

describe.each(SERVICE_AUDIENCES)("the %s hub", (audience) => {
  const files = serviceFiles(audience).sort((a, b) => a.order - b.order);

  it("shows a card for each service file with hub: true, in the files' order, each leading to its page", () => {
    const hub = serviceHubPages.find((page) => page.path === serviceHubPath(audience));
    const cards = resolveSections(hub?.sections ?? []).flatMap((section) => (section.kind === "cards" ? section.cards : []));
    const serviceCards = cards.filter((card) => card.href?.startsWith(canonicalPath(serviceHubPath(audience))) === true);
    expect(serviceCards.map((card) => card.href)).toEqual(files.filter((file) => file.hub).map((file) => canonicalPath(servicePath({ audience, slug: file.slug }))));
  });

  it("orders the service pages in the route manifest as their files' order", () => {
    const prefix = `${serviceHubPath(audience)}/`;
    expect(pageRoutes.filter((route) => route.path.startsWith(prefix)).map((route) => route.path)).toEqual(files.map((file) => servicePath({ audience, slug: file.slug })));
    expect(serviceEntries.filter((service) => service.audience === audience)).toHaveLength(files.length);
  });
});

describe("the order of the services of one audience", () => {
  it("is each file's own: a number two files share is reported on the second, naming both", () => {
    const entries = [
      { file: "src/content/services/businesses/a.yml", data: { order: 10 } },
      { file: "src/content/services/businesses/b.yml", data: { order: 20 } },
      { file: "src/content/services/businesses/c.yml", data: { order: 10 } },
    ];
    expect(repeatedOrderProblems(entries)).toEqual([
      'src/content/services/businesses/c.yml: field "order": 10 is already the order of src/content/services/businesses/a.yml; give each service of the audience its own number',
    ]);
    expect(repeatedOrderProblems(entries.slice(0, 2))).toEqual([]);
  });
});
