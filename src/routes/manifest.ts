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
import {
  BLOG_PATH,
  CASE_STUDIES_PATH,
  GUIDES_PATH,
  blogCategoryPath,
  blogPostPath,
  caseStudyIndustryPath,
  caseStudyPath,
  filterSlug,
  guidePath,
} from "../content/collectionPaths";
import { pageIndex } from "../content/generated/pageIndex";
import { servicePath } from "../content/servicePaths";
import { BLOG_CATEGORIES } from "../content/taxonomy";

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
 * Every HTML page, in site order. Pages built from content collections share one template each:
 * `content-page.tsx` (About, Services hubs), `service.tsx` (service pages), `legal.tsx`. The blog
 * list and the case-study list have one prerendered page per blog category and per industry that
 * has stories, with the list's own template (docs/product-decisions.md, decision 11: filtered lists are
 * prerendered URLs).
 */
export const pageRoutes: readonly PageRoute[] = [
  { id: "home", path: "/", file: "routes/home.tsx", name: "Home" },
  ...pageIndex.aboutPages.map((page) => ({ id: idFor("page", page.path), path: page.path, file: "routes/content-page.tsx", name: page.name })),
  ...pageIndex.serviceHubPages.map((page) => ({ id: idFor("page", page.path), path: page.path, file: "routes/content-page.tsx", name: page.name })),
  ...pageIndex.services.map((service) => ({
    id: idFor("service", servicePath(service)),
    path: servicePath(service),
    file: "routes/service.tsx",
    name: service.name,
  })),
  { id: "learning", path: "/learning", file: "routes/learning-center.tsx", name: "Learning Center" },
  { id: "blog", path: BLOG_PATH, file: "routes/blog-index.tsx", name: "Blog" },
  ...BLOG_CATEGORIES.map((category) => ({
    id: `blog-category:${filterSlug(category)}`,
    path: blogCategoryPath(category),
    file: "routes/blog-index.tsx",
    name: category,
  })),
  ...pageIndex.blogPosts.map((post) => ({ id: idFor("post", post.slug), path: blogPostPath(post.slug), file: "routes/blog-post.tsx", name: post.name })),
  { id: "guides", path: GUIDES_PATH, file: "routes/guides-index.tsx", name: "Guides" },
  ...pageIndex.guides.map((guide) => ({ id: idFor("guide", guide.slug), path: guidePath(guide.slug), file: "routes/guide.tsx", name: guide.name })),
  { id: "case-studies", path: CASE_STUDIES_PATH, file: "routes/case-studies-index.tsx", name: "Case Studies" },
  ...pageIndex.caseStudyIndustries.map((industry) => ({
    id: `case-study-industry:${filterSlug(industry)}`,
    path: caseStudyIndustryPath(industry),
    file: "routes/case-studies-index.tsx",
    name: industry,
  })),
  ...pageIndex.caseStudies.map((study) => ({
    id: idFor("case-study", study.slug),
    path: caseStudyPath(study.slug),
    file: "routes/case-study.tsx",
    name: study.name,
  })),
  { id: "faqs", path: "/learning/faqs", file: "routes/faqs.tsx", name: "FAQs" },
  { id: "glossary", path: "/learning/glossary", file: "routes/glossary.tsx", name: "Glossary" },
  { id: "contact", path: "/contact", file: "routes/contact.tsx", name: "Contact" },
  ...pageIndex.legalDocuments.map((document) => ({ id: idFor("legal", document.slug), path: `/${document.slug}`, file: "routes/legal.tsx", name: document.name })),
];

/** Files generated from this manifest at build time. */
export const resourceRoutes: readonly ResourceRoute[] = [
  { id: "sitemap", path: "/sitemap.xml", file: "routes/sitemap[.]xml.ts" },
  { id: "robots", path: "/robots.txt", file: "routes/robots[.]txt.ts" },
  { id: "blog-rss", path: "/learning/blog/rss.xml", file: "routes/rss[.]xml.ts" },
  { id: "search-index", path: "/learning/search-index.json", file: "routes/search-index[.]json.ts" },
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
  prerenderAt: "/404",
} as const;

/**
 * The canonical form of a site path: always with a trailing slash (`/contact/`), `/` for home.
 * Static hosts serve `contact/index.html` at `/contact/` and redirect `/contact` there with a 301,
 * so every link, canonical URL and sitemap entry uses this form (docs/toolchain.md, last bullet
 * of "React Router 7 framework mode").
 *
 * @param path - a path such as `/contact` or `/contact/`; a query or hash is kept as is.
 * @returns the same path ending in `/` before any `?` or `#`.
 */
export function canonicalPath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? "";
  if (pathname === "" || pathname.endsWith("/")) return `${pathname || "/"}${rest}`;
  // A file such as /sitemap.xml keeps its name.
  if (/\.[a-z0-9]+$/i.test(pathname)) return `${pathname}${rest}`;
  return `${pathname}/${rest}`;
}

/** The registered form of a path: no trailing slash except for `/`. */
export function registeredPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
}

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
  const homeItem: BreadcrumbItem = { name: home.name, url: "/" };
  if (!page) return [homeItem, { name: notFoundRoute.name, url: canonicalPath(notFoundRoute.prerenderAt) }];
  if (page.path === "/") return [homeItem];
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
