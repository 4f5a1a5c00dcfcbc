/**
 * The Lighthouse configuration of the budgets (docs/decisions/017): Lighthouse's default
 * configuration, plus the `cpu-blocking-time` audit (`./cpu-blocking-time.ts`), which takes the
 * 30 % weight of Total Blocking Time in the performance category. Lighthouse's own
 * `total-blocking-time` is still computed and reported, with weight 0.
 *
 * Compiled by `./compile.ts` into `config.mjs` beside the compiled audit; Lighthouse loads it with
 * `--config-path` (https://github.com/GoogleChrome/lighthouse/blob/main/docs/configuration.md).
 */
import { fileURLToPath } from "node:url";
import { defaultConfig } from "lighthouse";
import { CPU_BLOCKING_TIME_ID } from "./blocking-time";

/** The compiled audit, which `./compile.ts` writes beside the compiled configuration. */
export const AUDIT_FILE = "cpu-blocking-time.mjs";

type Config = typeof defaultConfig;

/**
 * Lighthouse's default configuration with the CPU-time blocking audit in place of Total Blocking
 * Time in the performance score.
 * @param auditPath absolute path of the compiled audit module
 * @throws Error when the default configuration has no performance category or no TBT reference
 */
export function budgetConfig(base: Config, auditPath: string): Config {
  const performance = base.categories?.performance;
  const tbt = performance?.auditRefs.find((ref) => ref.id === "total-blocking-time");
  if (!performance || !tbt) throw new Error("lighthouse config: the default performance category has no total-blocking-time");
  const auditRefs = performance.auditRefs.map((ref) => (ref.id === tbt.id ? { ...ref, weight: 0 } : ref));
  auditRefs.push({ id: CPU_BLOCKING_TIME_ID, weight: tbt.weight, group: "metrics", acronym: "TBT-CPU" });
  return {
    ...base,
    audits: [...(base.audits ?? []), { path: auditPath }],
    categories: { ...base.categories, performance: { ...performance, auditRefs } },
  };
}

export default budgetConfig(defaultConfig, fileURLToPath(new URL(`./${AUDIT_FILE}`, import.meta.url)));
