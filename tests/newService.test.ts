/**
 * `npm run new:service -- <audience> <slug>` (scripts/new-service.ts, scripts/content/serviceScaffold.ts;
 * docs/decisions/039): it writes one content file that the service schema accepts, with its card
 * last on its hub, and every text its author must write carries the mark the content check fails on.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadDataFile } from "../scripts/content/dataFiles";
import { serviceScaffold } from "../scripts/content/serviceScaffold";
import { UNWRITTEN_MARK, unwrittenCopyProblems } from "../scripts/content/unwritten";
import { serviceFileSchema } from "../src/content/pageSchemas";

describe("the scaffold of a new service page", () => {
  const { file, source } = serviceScaffold("businesses", "online-review-help", [10, 90, 40], "2026-11-26");
  const data = loadDataFile(file, serviceFileSchema, source);

  it("is a file of the service folder that the service schema accepts, its card last on the hub", () => {
    expect(file).toBe("src/content/services/businesses/online-review-help.yml");
    expect(data).toMatchObject({ name: "Online Review Help", hub: true, order: 100, reviewed: "2026-11-26" });
  });

  it("marks every text its author must write, and the content check names the page until none is left", () => {
    for (const text of [data.serviceType, data.meta.title, data.meta.description, data.hero.title, data.hero.lead, data.summary, data.callToAction.heading, data.callToAction.body]) {
      expect(text.startsWith(UNWRITTEN_MARK), text).toBe(true);
    }
    expect(data.toConfirm?.[0]).toContain("npm run test:content");
    expect(unwrittenCopyProblems("/services/businesses/online-review-help/", `<title>${data.meta.title}</title><h1>${data.hero.title}</h1>`)).toEqual([
      expect.stringMatching(/^\/services\/businesses\/online-review-help\/: shows 2 text\(s\) that a scaffold \(npm run new:service, npm run new:page\) wrote as placeholders, e.g. "\[Write this\] Online Review Help…"/),
    ]);
    expect(unwrittenCopyProblems("/services/businesses/online-review-help/", "<h1>Online review help for local businesses</h1>")).toEqual([]);
  });

  it("refuses a slug that is not lower-case words joined by hyphens, or one whose name is too long", () => {
    expect(() => serviceScaffold("businesses", "Online_Review", [], "2026-11-26")).toThrow(/not a slug/);
    expect(() => serviceScaffold("individuals", "a-very-long-name-for-a-service-page-indeed", [], "2026-11-26")).toThrow(/too long/);
  });
});

// Each run starts tsx, about 2.5 s on a 2-core machine.
describe("npm run new:service", { timeout: 30_000 }, () => {
  const tsx = resolve("node_modules", ".bin", "tsx");
  const script = resolve("scripts", "new-service.ts");
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the file after the audience's last service, and never overwrites one", () => {
    dir = mkdtempSync(join(tmpdir(), "new-service-"));
    const folder = join(dir, "src", "content", "services", "individuals");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "privacy-protection.yml"), "name: Privacy Protection\norder: 30\n");
    const output = execFileSync(tsx, [script, "individuals", "data-broker-removal"], { cwd: dir, encoding: "utf8" });
    expect(output).toContain("wrote src/content/services/individuals/data-broker-removal.yml");
    const written = readFileSync(join(folder, "data-broker-removal.yml"), "utf8");
    expect(loadDataFile("data-broker-removal.yml", serviceFileSchema, written).order).toBe(40);

    const again = spawnSync(tsx, [script, "individuals", "data-broker-removal"], { cwd: dir, encoding: "utf8" });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");
    expect(readFileSync(join(folder, "data-broker-removal.yml"), "utf8")).toBe(written);
  });

  it("says how to call it for an unknown audience", () => {
    dir = mkdtempSync(join(tmpdir(), "new-service-"));
    const result = spawnSync(tsx, [script, "companies", "x"], { cwd: dir, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("usage: npm run new:service -- <audience> <slug>");
  });
});
