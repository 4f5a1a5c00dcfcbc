/**
 * `npm run bench:lighthouse`: what this machine's Lighthouse says about the key pages, beside the
 * machine's floor (docs/decisions/027; README "Tests"). Not part of `npm test`.
 *
 * For each key page (`./lighthouse/pages.ts`), 3 runs of Lighthouse (mobile preset, Lighthouse's
 * default performance category, the settings and Chromium flags of `lighthouserc.json`) against
 * the production build, and 3 runs against a copy of it with every `<script>` element and every
 * `<link rel="modulepreload">` removed: the same HTML, CSS and fonts with no JavaScript at all,
 * whose Total Blocking Time is what the machine adds by itself. Both are served the same way (nginx
 * with the generated configuration, `scripts/serve-nginx.sh`, ports 4176 and 4177) and measured in
 * the same session, interleaved: each round runs every page once with scripts and once without, the
 * order alternating between rounds, so a slow minute of the host falls on both alike.
 *
 * Prints one table (per page and variant: the median and range of Lighthouse's performance score,
 * TBT, LCP and CLS, as Lighthouse computed them, and the project's CPU-time blocking beside them)
 * and writes it, with the machine's particulars, to `reports/lighthouse-bench.md`.
 *
 * Environment: `CHROME_PATH` (default /usr/bin/chromium); `LIGHTHOUSE_PATHS` (comma-separated
 * canonical paths, default the key pages); `BENCH_RUNS` (runs per page and variant, default 3).
 * Needs `npm run build:production` first.
 * @throws Error when the production build is missing, a server does not start or a run fails
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { collectSettings, lighthouseRunner } from "./lighthouse/collect";
import { compileLighthouseConfig } from "./lighthouse/compile";
import { PROJECT_CATEGORY_ID } from "./lighthouse/blocking-time";
import { KEY_PATHS, MANIFEST_PATHS } from "./lighthouse/pages";
import { FIGURES, markdownTable, median, readResults, runsByPage, summarize } from "./lighthouse/results";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.BENCH_RUNS ?? "3");
const paths = process.env.LIGHTHOUSE_PATHS?.split(",").map((path) => path.trim()).filter(Boolean) ?? KEY_PATHS;
for (const path of paths) {
  if (!MANIFEST_PATHS.includes(path)) throw new Error(`bench:lighthouse: ${path} is not a page of the manifest`);
}
if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench:lighthouse: BENCH_RUNS must be a positive integer, not ${String(process.env.BENCH_RUNS)}`);

const SOURCE_BUILD = "build-production";
const WORK_DIR = ".lighthouseci/bench";
const FLOOR_BUILD = `${WORK_DIR}/floor`;
const RESULTS_DIR = `${WORK_DIR}/runs`;
const REPORT = "reports/lighthouse-bench.md";

/** The two variants: the production build, and its copy without scripts. */
const VARIANTS = [
  { id: "site", label: "site", buildDir: SOURCE_BUILD, origin: "http://localhost:4176" },
  { id: "floor", label: "no scripts (floor)", buildDir: FLOOR_BUILD, origin: "http://localhost:4177" },
] as const;

/** Every `<script>` element, inline or external, and every module preload hint. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/**
 * Copies the production build to `FLOOR_BUILD` and strips every script and module preload from its
 * HTML, rewriting the precompressed `.br` and `.gz` copies nginx serves.
 * @returns the number of HTML files and of elements removed
 */
function makeFloorBuild(): { files: number; removed: number } {
  rmSync(FLOOR_BUILD, { recursive: true, force: true });
  cpSync(SOURCE_BUILD, FLOOR_BUILD, { recursive: true });
  let files = 0;
  let removed = 0;
  const client = join(FLOOR_BUILD, "client");
  for (const name of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".html")) continue;
    const file = join(client, name);
    const html = readFileSync(file, "utf8");
    removed += (html.match(SCRIPT_ELEMENT)?.length ?? 0) + (html.match(MODULE_PRELOAD)?.length ?? 0);
    const stripped = html.replace(SCRIPT_ELEMENT, "").replace(MODULE_PRELOAD, "");
    files++;
    writeFileSync(file, stripped);
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(stripped));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(stripped, { level: 9 }));
  }
  return { files, removed };
}

/**
 * Starts `scripts/serve-nginx.sh` for a build on a port.
 * @returns the server process, once it prints that it is serving
 * @throws Error when it exits first
 */
function serve(buildDir: string, origin: string): Promise<ChildProcess> {
  const port = new URL(origin).port;
  const server = spawn("bash", ["scripts/serve-nginx.sh"], { env: { ...process.env, BUILD_DIR: buildDir, PORT: port }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolveServer, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolveServer(server);
    });
    server.on("exit", (code) => {
      reject(new Error(`bench:lighthouse: the server for ${buildDir} on ${port} exited (${String(code)})`));
    });
  });
}

if (!existsSync(join(SOURCE_BUILD, "nginx/site.conf"))) throw new Error(`bench:lighthouse: ${SOURCE_BUILD} is missing; run npm run build:production first`);
const floor = makeFloorBuild();
console.log(`bench:lighthouse: ${FLOOR_BUILD}: removed ${String(floor.removed)} script and modulepreload elements from ${String(floor.files)} pages`);
const configPath = await compileLighthouseConfig(`${WORK_DIR}/config`);
// The gate's collection settings (lighthouserc.json) and runner, with the performance category
// and the project's only: the other categories do not change between the two variants.
const runner = await lighthouseRunner({ ...collectSettings(), configPath, onlyCategories: ["performance", PROJECT_CATEGORY_ID] }, chromePath);
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const servers = await Promise.all(VARIANTS.map((variant) => serve(variant.buildDir, variant.origin)));
const started = new Date();
const loadBefore = loadavg()[0] ?? Number.NaN;
try {
  for (let round = 0; round < runs; round++) {
    for (const path of paths) {
      const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) {
        console.log(`bench:lighthouse: round ${String(round + 1)}/${String(runs)}, ${path}, ${variant.label}`);
        const { lhr } = await runner.run(`${variant.origin}${path}`);
        writeFileSync(join(RESULTS_DIR, `${variant.id}-${String(round)}-${String(paths.indexOf(path))}.json`), JSON.stringify(lhr));
      }
    }
  }
} finally {
  for (const server of servers) server.kill("SIGTERM");
}

const results = readResults(RESULTS_DIR, /\.json$/);
const headings = ["Page", "Variant", "Runs", ...FIGURES.map((figure) => figure.heading)];
const rows = paths.flatMap((path) =>
  VARIANTS.flatMap((variant) =>
    runsByPage(results, variant.origin, [path]).map((page) => [
      path,
      variant.label,
      String(page.runs.length),
      ...FIGURES.map((figure) => summarize(page.runs.map((run) => run[figure.key]), figure.format, true)),
    ]),
  ),
);
const table = markdownTable(headings, rows);
const benchmarkIndex = median(results.map((result) => result.environment?.benchmarkIndex ?? Number.NaN));
const chromium = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim() || "Chromium (version unknown)";
const minutes = Math.round((Date.now() - started.getTime()) / 60_000);

const report = `# Lighthouse on this machine, beside the machine's floor

Generated by \`npm run bench:lighthouse\` (\`scripts/bench-lighthouse.ts\`; docs/decisions/027) on
${started.toISOString()}: Lighthouse ${results[0]?.lighthouseVersion ?? "unknown"}, ${chromium}, ${String(cpus().length)} CPU cores,
Lighthouse's benchmark index ${String(Math.round(benchmarkIndex))} (median), load average ${loadBefore.toFixed(1)} at the start,
${String(minutes)} min.

Each cell is the median of the runs and, in brackets, their range. "site" is the production build
(\`npm run build:production\`); "no scripts (floor)" is the same build with every \`<script>\` element
and module preload removed, served the same way and measured in the same session, interleaved with
the site's runs. The performance score, Total Blocking Time, LCP and CLS are Lighthouse's own
(mobile preset, default performance category, unmodified). The CPU-time blocking column is the
project's audit (\`scripts/lighthouse/cpu-blocking-time.ts\`), not part of Lighthouse's score.

The floor's TBT is what this machine's Lighthouse reports for a page that runs no JavaScript: the
part of the site's TBT that the page's own work cannot explain.

${table}
`;
mkdirSync("reports", { recursive: true });
writeFileSync(REPORT, report);
console.log(`\n${table}\n\nbench:lighthouse: ${String(results.length)} runs in ${String(minutes)} min; written to ${REPORT}`);
