/**
 * The static import graph of the built JavaScript chunks, and the order in which a page's modules
 * can be evaluated one at a time (Total Blocking Time at most 50 ms, docs/decisions/010).
 *
 * Importing a module evaluates, in the same task, every module of its static graph that has not run
 * yet. React Router lists a page's chunks in document order (entry, root, then their
 * dependencies), so importing them in that order ran the root's whole graph (route manifest,
 * XState, icons…) in one task of 20 ms at full CPU speed, 80 ms in Lighthouse's mobile
 * simulation. Imported leaves first, each import evaluates one chunk.
 *
 * Imports are read with es-module-lexer, the lexer Vite itself uses (docs/decisions/010).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { init, parse } from "es-module-lexer";

/** Module URL (`/assets/x.js`) → the URLs it imports statically, in source order. */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Reads the static imports of every `.js` file in `<clientDir>/assets`.
 * @param clientDir the build's client directory (`build/client`); its files are served from `/`.
 * @param publicPath the URL path of the assets directory.
 * @returns the graph; dynamic `import()` calls are not edges (they load on demand).
 * @throws Error when a file cannot be parsed as an ES module.
 */
export async function readModuleGraph(clientDir: string, publicPath = "/assets/"): Promise<ModuleGraph> {
  await init;
  const graph = new Map<string, string[]>();
  const assets = join(clientDir, publicPath);
  for (const name of readdirSync(assets).filter((file) => file.endsWith(".js"))) {
    const url = posix.join(publicPath, name);
    const [imports] = parse(readFileSync(join(assets, name), "utf8"), url);
    graph.set(
      url,
      imports
        // `d === -1`: a static `import … from "…"`; `n`: the specifier, undefined when computed.
        .filter((entry) => entry.d === -1 && entry.n !== undefined)
        .map((entry) => posix.resolve(posix.dirname(url), entry.n ?? "")),
    );
  }
  return graph;
}

/**
 * The modules reachable from `roots`, each after all the modules it imports (a depth-first
 * post-order, as ES module evaluation itself runs them), without `exclude`.
 * @param roots module URLs in the order their graphs should run.
 * @param graph from `readModuleGraph`; a URL missing from it counts as a module without imports.
 * @param exclude URLs left out of the result (the client entry, imported last by the loader).
 * @returns every reachable URL once.
 */
export function evaluationOrder(roots: readonly string[], graph: ModuleGraph, exclude: readonly string[] = []): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string): void => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of graph.get(url) ?? []) visit(dependency);
    if (!exclude.includes(url)) order.push(url);
  };
  roots.forEach(visit);
  return order;
}
