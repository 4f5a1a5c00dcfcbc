/**
 * The React islands of the build (docs/decisions/041): bundles them (`vite.islands.config.ts`) and
 * writes, into each page of islands (`PageScripts` "islands"), the plan the islands loader reads
 * (`IslandPlan`, src/islands/names.ts) and the loader itself.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { ISLAND_ATTRIBUTE, ISLAND_ENTRIES, ISLAND_NAMES, ISLAND_PLAN_ID, ISLAND_WAKE, type IslandName, type IslandPlan } from "../../src/islands/names";
import { ISLANDS_MANIFEST } from "../../vite.islands.config";
import { elementsOf, parseDocument, textOf } from "./page-scripts";

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Each island's modules: URL paths in evaluation order, each after those it imports, its entry last. */
export type IslandModules = Record<IslandName, readonly string[]>;

/**
 * The URL paths of a manifest chunk and of every chunk it imports statically, each after the
 * chunks it imports (a depth-first post-order walk), each once.
 * @throws Error when the manifest lacks a chunk it names.
 */
export function evaluationOrderOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`the islands' manifest has no chunk ${key}`);
  return [...(chunk.imports ?? []).flatMap((imported) => evaluationOrderOf(manifest, imported, seen)), `/${chunk.file}`];
}

/**
 * Bundles the islands into `<clientDir>/assets/islands/` with Vite (the build's `BUILD_DIR`, mode
 * `production`), then reads and removes its manifest.
 * @returns each island's modules (`IslandModules`).
 * @throws Error when Vite fails or its manifest lacks an island's entry.
 */
export async function buildIslands(clientDir: string): Promise<IslandModules> {
  await build({ configFile: "vite.islands.config.ts", mode: "production", logLevel: "warn" });
  const manifestFile = join(clientDir, ISLANDS_MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  rmSync(join(clientDir, ".vite"), { recursive: true, force: true });
  const modules = {} as Record<IslandName, readonly string[]>;
  for (const name of ISLAND_NAMES) modules[name] = evaluationOrderOf(manifest, ISLAND_ENTRIES[name]);
  return modules;
}

/**
 * The plan of a page: the modules of each island its HTML holds (`[data-island]`).
 * @throws Error when the page holds no island, or one the build does not know.
 */
export function islandPlanOf(html: string, modules: IslandModules): IslandPlan {
  const plan: IslandPlan = {};
  for (const element of elementsOf(parseDocument(html))) {
    const name = element.properties[toPropertyName(ISLAND_ATTRIBUTE)];
    if (name === undefined) continue;
    if (typeof name !== "string" || !(ISLAND_NAMES as readonly string[]).includes(name)) throw new Error(`unknown island ${String(name)}`);
    plan[name as IslandName] = modules[name as IslandName];
  }
  if (Object.keys(plan).length === 0) throw new Error("a page of islands holds no island");
  return plan;
}

/** hast's property name of a `data-*` attribute: `data-island` → `dataIsland`. */
function toPropertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The modules a built page of islands loads, from its plan (`#island-plan`): `load`, those of the
 * islands hydrated after the first paint, each once; `use`, those fetched only when the visitor
 * first uses an island (`IslandWake`), less those already in `load`.
 * @throws Error when the page has no plan.
 */
export function islandModulesOfPage(html: string): { load: string[]; use: string[] } {
  for (const element of elementsOf(parseDocument(html))) {
    if (element.tagName !== "script" || element.properties.id !== ISLAND_PLAN_ID) continue;
    const plan = JSON.parse(textOf(element)) as IslandPlan;
    const load = new Set<string>();
    const use = new Set<string>();
    for (const [name, urls] of Object.entries(plan) as [IslandName, readonly string[]][]) for (const url of urls) (ISLAND_WAKE[name] === "load" ? load : use).add(url);
    return { load: [...load], use: [...use].filter((url) => !load.has(url)) };
  }
  throw new Error(`islandModulesOfPage: the page has no #${ISLAND_PLAN_ID} plan`);
}
