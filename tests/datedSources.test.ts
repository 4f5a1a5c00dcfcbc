/**
 * The dated sources of the content check's date rule (scripts/content/datedSources.ts;
 * docs/content/reviewing.md "What the machine checks"): every page that shows a date from its
 * content file is listed with that date, and git gives each file's last change.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { datedSources, lastChangeDate } from "../scripts/content/datedSources";
import { serviceEntries } from "../src/content/services";

const sources = datedSources("src/content");

describe("the dated sources", () => {
  it("list every service page and every article, guide, case study and legal page, each with a date", () => {
    const markdown = ["blog", "guides", "case-studies", "legal"].flatMap((folder) =>
      readdirSync(`src/content/${folder}`)
        .filter((name) => name.endsWith(".md"))
        .map((name) => `src/content/${folder}/${name}`),
    );
    const files = sources.map((source) => source.file);
    for (const file of markdown) expect(files, file).toContain(file);
    for (const service of serviceEntries) expect(files).toContain(`src/content/services/${service.audience}/${service.slug}.yml`);
    for (const source of sources) expect(source.dates.length, source.file).toBeGreaterThan(0);
  });

  it("give each source's last change from git as a calendar date no later than today", () => {
    const today = new Date().toISOString().slice(0, 10);
    const change = lastChangeDate("src/content/data/faq.yml", today);
    if (change.kind === "known") {
      expect(change.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(change.date <= today).toBe(true);
    } else {
      // A shallow clone cut after the file's last change: the reason names the cut.
      expect(change.reason).toMatch(/history is cut at/);
    }
  });
});
