/**
 * The route manifest: the single source of truth for every URL of the site
 * (docs/product-decisions.md, "Architecture decisions"; docs/decisions/001). The router
 * (`src/routes.ts`), the prerender list (`react-router.config.ts`), sitemap.xml, breadcrumbs, the
 * end-to-end route list, the link check and the Lighthouse URL list are all derived from it.
 * Nothing lists routes by hand twice.
 *
 * This module must stay free of Vite-only APIs (`import.meta.env`, CSS, assets): it is also
 * imported by the React Router config, by Playwright and by Node scripts. It reads only the
 * generated indexes of names and paths (`scripts/content-index.ts`), never the pages' copy, so the
 * browser bundle that computes breadcrumbs stays small.
 */
import { pageIndex } from "../content/generated/pageIndex";
import { laterPages, listPagePath } from "./pagination";
import { BLOG_CATEGORIES } from "../content/taxonomy";
import {
  BLOG_PATH,
  BLOG_RSS_PATH,
  CASE_STUDIES_PATH,
  CONTACT_PATH,
  FAQS_PATH,
  GET_HELP_PATH,
  GLOSSARY_PATH,
  GUIDES_PATH,
  HOME_PATH,
  LEARNING_PATH,
  NOT_FOUND_PATH,
  REPUTATION_CHECK_PATH,
  ROBOTS_PATH,
  SECURITY_TXT_PATH,
  SEARCH_DOCUMENTS_PATH,
  SITEMAP_PATH,
  blogCategoryPath,
  blogPostPath,
  canonicalPath,
  caseStudiesSortPath,
  caseStudyIndustryPath,
  caseStudyPath,
  filterSlug,
  guidePath,
  legalPath,
  registeredPath,
  servicePath,
} from "./paths";

/**
 * What a page runs (docs/decisions/040; docs/product-decisions.md, decisions 11 and 14):
 * - `"none"`: nothing but the theme script and the quick exit's, inline. Every control on the page
 *   is the browser's own (links, the popover menu, `<details>`), so the build removes React
 *   Router's scripts, its route data and its module preloads (`scripts/postbuild.ts`), and
 *   `npm run test:budget` holds the page to 0 KB of JavaScript.
 * - `"islands"`: the page is static but for its React islands (`src/islands/`; docs/decisions/041):
 *   each island (the contact form, the reputation check, an article's share menu, the searches,
 *   the newsletter) is prerendered in its own React root and hydrated on its own by the islands
 *   loader, with no router and no route data. The build removes React Router's scripts from these
 *   pages too.
 * No page hydrates whole with the client router now (docs/decisions/042 retired `"hydrate"`).
 */
export type PageScripts = "none" | "islands";

/**
 * A small plain module that a page without React loads for the one thing the browser does not do
 * itself (docs/decisions/040): `"in-page-index"` marks the current entry of an in-page index (the
 * FAQ's categories, the glossary's letters; src/behaviours/inPageIndex.ts). `npm run test:budget`
 * holds a page with behaviours to 2 KB.
 */
export type PageBehaviour = "in-page-index";

/** One HTML page of the site. */
export interface PageRoute {
  /** Stable route id, used by `routes.ts` and by `useMatches()` to find the entry. */
  readonly id: string;
  /** URL path as registered, without a trailing slash (`"/"` for the home page). */
  readonly path: string;
  /** Route module, relative to `src/`. */
  readonly file: string;
  /** Short page name: the breadcrumb label and the `BreadcrumbList` item name. */
  readonly name: string;
  /** Whether the page ships scripts (`PageScripts`). */
  readonly scripts: PageScripts;
  /**
   * `false` for a page search engines should not index (`noindex`; a list's sorted page, whose
   * stories are those of the list itself): sitemap.xml leaves it out. Indexed when absent.
   */
  readonly indexed?: false;
  /** The plain modules a page without React loads (`PageBehaviour`); none when absent. */
  readonly behaviours?: readonly PageBehaviour[];
}

/** A prerendered non-HTML file (sitemap.xml, robots.txt). */
export interface ResourceRoute {
  readonly id: string;
  /** URL path of the file, e.g. `/sitemap.xml`. */
  readonly path: string;
  readonly file: string;
}

/** A route id from a path: `/about/story` -> `about-story`. */
function idFor(prefix: string, path: string): string {
  return `${prefix}:${path.replace(/^\//, "").replaceAll("/", "-")}`;
}

/**
 * A list's page and its later pages (docs/decisions/045; `src/site/pagination.ts`): page 1 is `list`
 * itself, page `n` is `<list>/page/<n>`, with the same template and scripts, named "Page n" (its
 * breadcrumb), and indexed as the list is.
 * @param total - the items of the list, which fix its number of pages.
 */
function withLaterPages(list: PageRoute, total: number): PageRoute[] {
  return [list, ...laterPages(total).map((page): PageRoute => ({ ...list, id: `${list.id}:page-${String(page)}`, path: listPagePath(list.path, page), name: `Page ${String(page)}` }))];
}

/** The number of case studies listed under `industry` (its client's industry or a related one). */
function storiesListedUnder(industry: string): number {
  return pageIndex.caseStudies.filter((study) => study.industries.some((listed) => listed === industry)).length;
}

/**
 * Every HTML page, in site order. Pages built from content collections share one template each:
 * `content-page.tsx` (About, Services hubs), `service.tsx` (service pages), `legal.tsx`. The blog
 * list and the case-study list have one prerendered page per blog category and per industry that
 * has stories, with the list's own template (docs/product-decisions.md, decision 11: filtered lists are
 * prerendered URLs).
 */
export const pageRoutes: readonly PageRoute[] = [
  { id: "home", path: HOME_PATH, file: "routes/home.tsx", name: "Home", scripts: "none" },
  ...pageIndex.aboutPages.map((page): PageRoute => ({ id: idFor("page", page.path), path: page.path, file: "routes/content-page.tsx", name: page.name, scripts: "none" })),
  ...pageIndex.serviceHubPages.map((page): PageRoute => ({ id: idFor("page", page.path), path: page.path, file: "routes/content-page.tsx", name: page.name, scripts: "none" })),
  ...pageIndex.services.map((service): PageRoute => ({
    id: idFor("service", servicePath(service)),
    path: servicePath(service),
    file: "routes/service.tsx",
    name: service.name,
    scripts: "none",
  })),
  { id: "learning", path: LEARNING_PATH, file: "routes/learning-center.tsx", name: "Learning Center", scripts: "islands" },
  ...withLaterPages({ id: "blog", path: BLOG_PATH, file: "routes/blog-index.tsx", name: "Blog", scripts: "islands" }, pageIndex.blogPosts.length),
  ...BLOG_CATEGORIES.flatMap((category) =>
    withLaterPages(
      { id: `blog-category:${filterSlug(category)}`, path: blogCategoryPath(category), file: "routes/blog-index.tsx", name: category, scripts: "islands" },
      pageIndex.blogPosts.filter((post) => post.category === category).length,
    ),
  ),
  ...pageIndex.blogPosts.map((post): PageRoute => ({ id: idFor("post", post.slug), path: blogPostPath(post.slug), file: "routes/blog-post.tsx", name: post.name, scripts: "islands" })),
  ...withLaterPages({ id: "guides", path: GUIDES_PATH, file: "routes/guides-index.tsx", name: "Guides", scripts: "none" }, pageIndex.guides.length),
  ...pageIndex.guides.map((guide): PageRoute => ({ id: idFor("guide", guide.slug), path: guidePath(guide.slug), file: "routes/guide.tsx", name: guide.name, scripts: "islands", behaviours: ["in-page-index"] })),
  ...withLaterPages({ id: "case-studies", path: CASE_STUDIES_PATH, file: "routes/case-studies-index.tsx", name: "Case Studies", scripts: "none" }, pageIndex.caseStudies.length),
  ...pageIndex.caseStudyIndustries.flatMap((industry) =>
    withLaterPages(
      { id: `case-study-industry:${filterSlug(industry)}`, path: caseStudyIndustryPath(industry), file: "routes/case-studies-index.tsx", name: industry, scripts: "none" },
      storiesListedUnder(industry),
    ),
  ),
  // Each list sorted by relevance: the sort is a link to a prerendered page (docs/decisions/041).
  ...[null, ...pageIndex.caseStudyIndustries].flatMap((industry) =>
    withLaterPages(
      {
        id: industry === null ? "case-studies:by-relevance" : `case-study-industry:${filterSlug(industry)}:by-relevance`,
        path: caseStudiesSortPath(industry === null ? CASE_STUDIES_PATH : caseStudyIndustryPath(industry), "relevance"),
        file: "routes/case-studies-index.tsx",
        name: "By relevance",
        scripts: "none",
        indexed: false,
      },
      industry === null ? pageIndex.caseStudies.length : storiesListedUnder(industry),
    ),
  ),
  ...pageIndex.caseStudies.map((study): PageRoute => ({
    id: idFor("case-study", study.slug),
    path: caseStudyPath(study.slug),
    file: "routes/case-study.tsx",
    name: study.name,
    scripts: "none",
  })),
  { id: "faqs", path: FAQS_PATH, file: "routes/faqs.tsx", name: "FAQs", scripts: "none", behaviours: ["in-page-index"] },
  { id: "glossary", path: GLOSSARY_PATH, file: "routes/glossary.tsx", name: "Glossary", scripts: "none", behaviours: ["in-page-index"] },
  { id: "get-help", path: GET_HELP_PATH, file: "routes/get-help.tsx", name: "Get help now", scripts: "none" },
  { id: "contact", path: CONTACT_PATH, file: "routes/contact.tsx", name: "Contact", scripts: "islands" },
  { id: "reputation-check", path: REPUTATION_CHECK_PATH, file: "routes/reputation-check.tsx", name: "Reputation Check", scripts: "islands" },
  ...pageIndex.legalDocuments.map((document): PageRoute => ({ id: idFor("legal", document.slug), path: legalPath(document.slug), file: "routes/legal.tsx", name: document.name, scripts: "none" })),
];

/** Files generated from this manifest at build time. */
export const resourceRoutes: readonly ResourceRoute[] = [
  { id: "sitemap", path: SITEMAP_PATH, file: "routes/sitemap[.]xml.ts" },
  { id: "robots", path: ROBOTS_PATH, file: "routes/robots[.]txt.ts" },
  { id: "security-txt", path: SECURITY_TXT_PATH, file: "routes/security[.]txt.ts" },
  { id: "blog-rss", path: BLOG_RSS_PATH, file: "routes/rss[.]xml.ts" },
  { id: "search-documents", path: SEARCH_DOCUMENTS_PATH, file: "routes/search-documents[.]json.ts" },
];

/**
 * The catch-all not-found route (docs/spec.md §2 "Not-found"). It is prerendered once at `prerenderAt`,
 * and the build copies that page to `404.html`, which the server answers with HTTP 404.
 */
export const notFoundRoute = {
  id: "not-found",
  path: "*",
  file: "routes/not-found.tsx",
  name: "Page not found",
  prerenderAt: NOT_FOUND_PATH,
  scripts: "none",
} as const;

/** Finds the page registered at `path` (either URL form), or `undefined`. */
export function findPage(path: string): PageRoute | undefined {
  const wanted = registeredPath(path);
  return pageRoutes.find((route) => route.path === wanted);
}

/** One step of a breadcrumb trail (docs/spec.md §3 "Breadcrumb item"). */
export interface BreadcrumbItem {
  readonly name: string;
  /** Canonical path, e.g. `/services/`. */
  readonly url: string;
}

/**
 * The breadcrumb trail of a page, derived from the URL hierarchy: Home, then every registered
 * ancestor path, then the page itself (docs/spec.md §1 "Every page has breadcrumbs").
 *
 * @param path - the page's path in either URL form; an unregistered path gives the not-found trail.
 * @returns at least one item; the last one is the current page.
 */
export function breadcrumbTrail(path: string): BreadcrumbItem[] {
  const page = findPage(path);
  const home = pageRoutes[0];
  if (!home) throw new Error("The route manifest must start with the home page.");
  const homeItem: BreadcrumbItem = { name: home.name, url: canonicalPath(HOME_PATH) };
  if (!page) return [homeItem, { name: notFoundRoute.name, url: canonicalPath(notFoundRoute.prerenderAt) }];
  if (page.path === HOME_PATH) return [homeItem];
  const segments = page.path.split("/").filter(Boolean);
  const trail: BreadcrumbItem[] = [homeItem];
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const ancestor = findPage(`/${segments.slice(0, depth).join("/")}`);
    if (ancestor) trail.push({ name: ancestor.name, url: canonicalPath(ancestor.path) });
  }
  return trail;
}

/**
 * The paths React Router prerenders: every page, every generated file and the not-found page.
 * @returns registered paths (no trailing slash), e.g. `["/", "/contact", ..., "/404"]`.
 */
export function prerenderPaths(): string[] {
  return [
    ...pageRoutes.map((route) => route.path),
    ...resourceRoutes.map((route) => route.path),
    notFoundRoute.prerenderAt,
  ];
}
