/**
 * The list pages with filters and search, rendered for the screen-reader tests as the site
 * prerenders them: in a data router (`createRoutesStub`, React Router's memory router, which gives
 * a route module's component its `loaderData` as the framework does), with their islands in the
 * page's tree as in `npm run dev` (`Island`; docs/decisions/041). The tests give each list and its
 * filter pages one route (`/learning/blog/*`), whose loader reads the page's category from the
 * address as on the site; a filter link loads its own page on the site, so the tests render the
 * page they read.
 * The search index is the one the build writes (`buildSearchIndex` over the prerendered
 * documents), served by the MSW node server of tests/setup.ts.
 */
import { render, screen } from "@testing-library/react";
import { http } from "msw";
import { createRoutesStub } from "react-router";
import { beforeAll, beforeEach } from "vitest";
import { emailServer } from "../../fixtures/node";
import { loadSearchEngine } from "../../src/search/engine/loadSearchEngine";
import { ToastProvider } from "../../src/components/Toast/ToastProvider";
import BlogIndex, { loader as blogLoader } from "../../src/routes/blog-index";
import CaseStudiesIndex from "../../src/routes/case-studies-index";
import LearningCenter from "../../src/routes/learning-center";
import { BLOG_PATH, CASE_STUDIES_PATH, LEARNING_PATH, SEARCH_INDEX_DIR, canonicalPath } from "../../src/site/paths";
import { searchDocuments } from "../../src/search/engine/searchDocuments.server";
import { buildSearchIndex } from "../../src/search/engine/buildIndex.server";

/**
 * How long a test waits for a search's results, in ms. A search loads its engine and fetches the
 * index files it needs (through MSW) before the results and their count render: on a 2-core CI
 * machine running other suites that took over testing-library's 1 s default (the fresh-clone run
 * of a654fe0), so the waits for results say how long results may take instead.
 */
export const SEARCH_RESULT_TIMEOUT_MS = 10_000;

/** The search index's files as the build writes them, by their path under `SEARCH_INDEX_DIR`; made once. */
let indexFiles: Map<string, string | Uint8Array> | undefined;

/**
 * Serves the search index's files at their addresses for the test under way, 404 for every other
 * file of its directory (tests/setup.ts resets the handlers after each test).
 */
export function serveSearchIndex(): void {
  indexFiles ??= buildSearchIndex(searchDocuments());
  const files = indexFiles;
  emailServer.use(
    http.get(`*${SEARCH_INDEX_DIR}/*`, ({ request }) => {
      const file = files.get(new URL(request.url).pathname.slice(SEARCH_INDEX_DIR.length + 1));
      return file === undefined ? new Response(null, { status: 404 }) : new Response(typeof file === "string" ? file : new Uint8Array(file));
    }),
  );
}

/**
 * Registers, in the describe block that calls it, the hooks of tests that search: the prerendered
 * index served to every test, and the search engine loaded once before them. The index loads on a
 * visitor's first search (docs/decisions/015); loaded here first, no test depends on how long that
 * load takes ("Searching…" while it lasts).
 */
export function withSearchIndex(): void {
  beforeAll(async () => {
    serveSearchIndex();
    await loadSearchEngine();
  });
  beforeEach(() => serveSearchIndex());
}

/**
 * How many documents the site search finds for a query, as the list shows them.
 * @param blogOnly - count the blog's articles only, as the blog list does.
 */
export async function resultCount(query: string, blogOnly = false): Promise<number> {
  const search = await loadSearchEngine();
  return (await search(query, blogOnly ? { types: ["Article"] } : undefined, { pageSize: 1, pages: 1 })).total;
}

/** Renders the routes at `path` inside the toast provider (the newsletter block needs it) and waits for the page's `h1`. */
async function renderAt(routes: Parameters<typeof createRoutesStub>[0], path: string): Promise<void> {
  const Stub = createRoutesStub(routes);
  render(
    <ToastProvider>
      <Stub initialEntries={[path]} />
    </ToastProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
}

/** Nothing to show while a loader runs: the prerendered page has its data already. */
const NoFallback = () => null;

/** The blog list at `path` (the list or a category's page), with the category pages its links lead to. */
export function renderBlog(path = canonicalPath(BLOG_PATH)): Promise<void> {
  return renderAt([{ path: `${BLOG_PATH}/*`, Component: BlogIndex, HydrateFallback: NoFallback, loader: blogLoader }], path);
}

/** The case-study list at `path` (the list or an industry's page), with the industry pages its links lead to. */
export function renderCaseStudies(path = canonicalPath(CASE_STUDIES_PATH)): Promise<void> {
  return renderAt([{ path: `${CASE_STUDIES_PATH}/*`, Component: CaseStudiesIndex }], path);
}

/** The Learning Center landing, whose hero holds the site search. */
export function renderLearningCenter(): Promise<void> {
  return renderAt([{ path: canonicalPath(LEARNING_PATH), Component: LearningCenter }], canonicalPath(LEARNING_PATH));
}

/**
 * The phrases of a filter navigation's list (`FilterLinks`) read item by item: each link named by
 * its label and count, the noun spoken only to screen readers, and the current one marked.
 * @param links - each choice's label, count and noun ("article" or "articles"), in order.
 * @param current - the label of the choice whose page is shown (`aria-current="page"`).
 */
export function filterListPhrases(links: readonly { label: string; count: number; noun: string }[], current: string): string[] {
  const size = links.length;
  return [
    "list",
    ...links.flatMap(({ label, count, noun }, index) => {
      const item = `listitem, level 1, position ${index + 1}, set size ${size}`;
      const link = `link, ${label} ${count} ${noun}${label === current ? ", current page" : ""}`;
      return [item, link, label, String(count), noun, `end of ${link}`, `end of ${item}`];
    }),
    "end of list",
  ];
}
