/**
 * The Lighthouse configuration of the gate and the benchmark (docs/decisions/027): Lighthouse's
 * default configuration, unchanged, plus one category of the project's own,
 * "Project budgets (not part of Lighthouse's score)", which holds the `cpu-blocking-time` audit
 * (`./cpu-blocking-time.ts`). Lighthouse's four categories, their audits and weights, and so the
 * performance score and Total Blocking Time, are exactly Lighthouse's. A separate category rather
 * than a weight of 0 in the performance category, so that the performance category's list of audits
 * is Lighthouse's too, and the report shows the project's figure under a name that says whose it
 * is. (`onlyCategories` keeps only audits a selected category lists, so `lighthouserc.json` selects
 * this category with the others.)
 *
 * Compiled by `./compile.ts` into `config.mjs` beside the compiled audit; Lighthouse loads it with
 * `--config-path` (https://github.com/GoogleChrome/lighthouse/blob/main/docs/configuration.md).
 */
import { fileURLToPath } from "node:url";
import { defaultConfig } from "lighthouse";
import { CPU_BLOCKING_TIME_ID, PROJECT_CATEGORY_ID } from "./blocking-time";

/** The compiled audit, which `./compile.ts` writes beside the compiled configuration. */
export const AUDIT_FILE = "cpu-blocking-time.mjs";

type Config = typeof defaultConfig;

/**
 * Lighthouse's default configuration with the project's category added.
 * @param base Lighthouse's default configuration
 * @param auditPath absolute path of the compiled audit module
 * @returns a configuration whose Lighthouse categories are `base`'s, untouched
 * @throws Error when `base` already has a category with the project's id
 */
export function budgetConfig(base: Config, auditPath: string): Config {
  if (base.categories?.[PROJECT_CATEGORY_ID]) throw new Error(`lighthouse config: Lighthouse already has a category ${PROJECT_CATEGORY_ID}`);
  return {
    ...base,
    audits: [...(base.audits ?? []), { path: auditPath }],
    categories: {
      ...base.categories,
      [PROJECT_CATEGORY_ID]: {
        title: "Project budgets (not part of Lighthouse's score)",
        description:
          "The project's own budgets (docs/decisions/027), apart from Lighthouse's categories so that none of their scores changes. The gauge is the share of these budgets the run met.",
        auditRefs: [{ id: CPU_BLOCKING_TIME_ID, weight: 1 }],
      },
    },
  };
}

export default budgetConfig(defaultConfig, fileURLToPath(new URL(`./${AUDIT_FILE}`, import.meta.url)));
