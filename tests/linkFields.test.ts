/**
 * The content step's link check (scripts/content/linkFields.ts; docs/decisions/039): every field
 * the schemas hold to a site path is found through the schema, and one that names no page of the
 * route manifest fails with its file and field, before anything is built.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { dataCollections } from "../scripts/content/data";
import { contentLinkProblems, filesOfSource, linkFieldsOf, unknownLinkProblems } from "../scripts/content/linkFields";
import { pageFileSchema, serviceFileSchema } from "../src/content/pageSchemas";
import { pageRoutes } from "../src/site/manifest";
import { registeredPath } from "../src/site/paths";

const pagePaths = new Set(pageRoutes.map((route) => route.path));
const HUB = "src/content/pages/services-businesses.yml";

describe("link fields of the content files", () => {
  it("are found through the schema, each with its dotted field, and other strings are not", () => {
    const data: unknown = parse(readFileSync(HUB, "utf8"));
    const links = linkFieldsOf(pageFileSchema, data);
    // The hub's signpost button is its one link field; its headings and texts are not links.
    const signpostIndex = (data as { sections: { kind: string }[] }).sections.findIndex((section) => section.kind === "signpost");
    expect(links.map((link) => link.field)).toContain(`sections.${String(signpostIndex)}.href`);
    for (const link of links) expect(link.href).toMatch(/^\//);
  });

  it("read a section's fields with the schema of its own kind", () => {
    const data = {
      sections: [
        { kind: "text", heading: "/looks-like-a-path/", paragraphs: ["/also-looks-like-a-path/"] },
        { kind: "signpost", heading: "Go", body: "A body of twenty characters.", actionLabel: "Go there", href: "/contact/" },
      ],
    };
    expect(linkFieldsOf(serviceFileSchema, data)).toEqual([{ field: "sections.1.href", href: "/contact/" }]);
  });

  it("fail with the file and the field when one names no page; an anchor of a page and an allowed missing target pass", () => {
    const links = [
      { field: "sections.0.cards.1.href", href: "/services/busineses/" },
      { field: "sections.0.cards.2.href", href: "/learning/faqs/#cost" },
      { field: "sections.0.cards.3.href", href: "/coming-soon/" },
    ];
    expect(unknownLinkProblems("src/content/pages/services.yml", links, pagePaths, new Set(["/coming-soon/"]))).toEqual([
      expect.stringMatching(/^src\/content\/pages\/services\.yml: field "sections\.0\.cards\.1\.href": \/services\/busineses\/ is not a page of the site/),
    ]);
  });

  it("of every content file name pages of the route manifest today, and a page taken away is reported where it is linked", () => {
    expect(contentLinkProblems(dataCollections, pagePaths)).toEqual([]);
    // Take away the page the hub's signpost leads to: the check names the hub's file and field.
    const data: unknown = parse(readFileSync(HUB, "utf8"));
    const [signpost] = linkFieldsOf(pageFileSchema, data);
    expect(signpost).toBeDefined();
    const without = new Set([...pagePaths].filter((path) => path !== registeredPath(signpost?.href ?? "")));
    expect(contentLinkProblems(dataCollections, without)).toContainEqual(expect.stringContaining(`${HUB}: field "${signpost?.field ?? ""}": ${signpost?.href ?? ""} is not a page`));
  });

  it("are read from every file of every declaration", () => {
    const files = dataCollections.flatMap((collection) => filesOfSource(collection.source));
    expect(files).toContain("src/content/data/faq.yml");
    expect(files).toContain(HUB);
    expect(files.filter((file) => file.startsWith("src/content/services/")).length).toBeGreaterThan(0);
  });
});
