/**
 * The Lighthouse gauges (docs/decisions/027): the configuration leaves Lighthouse's categories as
 * Lighthouse defines them and puts the project's audit in a category of its own
 * (scripts/lighthouse/config.ts), and the tables report Lighthouse's figures as read from its
 * results (scripts/lighthouse/results.ts).
 */
import { defaultConfig } from "lighthouse";
import { describe, expect, it } from "vitest";
import { CPU_BLOCKING_TIME_ID, PROJECT_CATEGORY_ID } from "../scripts/lighthouse/blocking-time";
import { traceNotRecorded } from "../scripts/lighthouse/collect";
import { budgetConfig } from "../scripts/lighthouse/config";
import { TEMPLATE_OF, THREE_RUN_PATHS } from "../scripts/lighthouse/pages";
import { FAQS_PATH, canonicalPath } from "../src/site/paths";
import { type LighthouseResult, cpuBlockingByTemplate, markdownTable, median, runsByPage, summarize } from "../scripts/lighthouse/results";

describe("budgetConfig", () => {
  const config = budgetConfig(defaultConfig, "/audits/cpu-blocking-time.mjs");

  it("keeps every Lighthouse category, the performance score's weights included, exactly as Lighthouse defines it", () => {
    const { [PROJECT_CATEGORY_ID]: project, ...lighthouseCategories } = config.categories ?? {};
    expect(lighthouseCategories).toEqual(defaultConfig.categories);
    expect(project?.auditRefs).toEqual([{ id: CPU_BLOCKING_TIME_ID, weight: 1 }]);
    expect(project?.title).toContain("not part of Lighthouse's score");
  });

  it("adds the project's audit to Lighthouse's and changes no setting", () => {
    expect(config.audits).toEqual([...(defaultConfig.audits ?? []), { path: "/audits/cpu-blocking-time.mjs" }]);
    expect(config.settings).toEqual(defaultConfig.settings);
    expect(config.artifacts).toEqual(defaultConfig.artifacts);
  });
});

/** A run's result with the given figures. */
function result(url: string, performance: number, tbtMs: number, cpuBlockingMs?: number): LighthouseResult {
  return {
    requestedUrl: url,
    categories: { performance: { score: performance } },
    audits: {
      "total-blocking-time": { numericValue: tbtMs },
      "largest-contentful-paint": { numericValue: 1200 },
      "cumulative-layout-shift": { numericValue: 0 },
      ...(cpuBlockingMs === undefined ? {} : { [CPU_BLOCKING_TIME_ID]: { numericValue: cpuBlockingMs } }),
    },
  };
}

describe("the gauges' tables", () => {
  it("takes the middle run, or the mean of the middle two", () => {
    expect(median([300, 10, 40])).toBe(40);
    expect(median([10, 40, 300, 20])).toBe(30);
    expect(median([])).toBeNaN();
  });

  it("groups the runs by page in the order asked, leaving out other origins", () => {
    const results = [result("http://a/x/", 0.9, 120, 5), result("http://b/", 1, 0), result("http://a/", 0.8, 400, 12), result("http://a/x/", 1, 30, 0)];
    const pages = runsByPage(results, "http://a", ["/", "/x/", "/y/"]);
    expect(pages.map((page) => [page.path, page.runs.map((run) => run.tbtMs)])).toEqual([
      ["/", [400]],
      ["/x/", [120, 30]],
    ]);
  });

  it("prints a median with its range, and n/a for a figure a run lacks", () => {
    const ms = (value: number) => String(Math.round(value));
    expect(summarize([120.4, 30, 900], ms, true)).toBe("120 (30-900)");
    expect(summarize([120.4, 30, 900], ms, false)).toBe("120");
    expect(summarize([5, Number.NaN], ms, true)).toBe("n/a");
  });

  it("writes a pipe table with a heading row", () => {
    expect(markdownTable(["Page", "TBT"], [["/", "120"]])).toBe("| Page | TBT |\n| --- | --- |\n| / | 120 |");
  });

  it("judges CPU-time blocking on the median of all the runs of a template's pages", () => {
    const results = [
      result("http://a/services/one/", 0.8, 400, 139),
      result("http://a/services/two/", 0.8, 400, 12),
      result("http://a/services/three/", 0.8, 400, 20),
      result("http://a/faq/", 0.9, 100, 60),
      result("http://a/faq/", 0.9, 100, 70),
      result("http://a/faq/", 0.9, 100, 10),
    ];
    const templateOf = new Map([
      ["/services/one/", "routes/service.tsx"],
      ["/services/two/", "routes/service.tsx"],
      ["/services/three/", "routes/service.tsx"],
      ["/faq/", "routes/faqs.tsx"],
    ]);
    const pages = runsByPage(results, "http://a", [...templateOf.keys()]);
    expect(cpuBlockingByTemplate(pages, templateOf).map((entry) => [entry.template, entry.runsMs.length, entry.medianMs])).toEqual([
      ["routes/service.tsx", 3, 20],
      ["routes/faqs.tsx", 3, 60],
    ]);
    expect(() => cpuBlockingByTemplate(pages, new Map())).toThrow("has no template");
  });
});

describe("the pages the gate runs 3 times", () => {
  it("include every page that is alone in its template, so each template has 3 runs or more", () => {
    const templates = [...TEMPLATE_OF.values()];
    for (const [path, template] of TEMPLATE_OF) {
      if (templates.filter((file) => file === template).length === 1) expect(THREE_RUN_PATHS).toContain(path);
    }
    expect(THREE_RUN_PATHS).toContain(canonicalPath(FAQS_PATH));
  });
});

describe("a run whose trace Lighthouse could not record", () => {
  it("is made again only for Lighthouse's trace-recording errors, never for the page's own failures", () => {
    const withError = (code: string) => ({ runtimeError: { code, message: "" } });
    expect(traceNotRecorded(withError("NO_NAVSTART"))).toBe(true);
    expect(traceNotRecorded(withError("NO_TRACING_STARTED"))).toBe(true);
    expect(traceNotRecorded(withError("NO_FCP"))).toBe(false);
    expect(traceNotRecorded(withError("ERRORED_DOCUMENT_REQUEST"))).toBe(false);
    expect(traceNotRecorded({ runtimeError: undefined })).toBe(false);
  });
});
