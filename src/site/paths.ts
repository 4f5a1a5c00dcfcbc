/**
 * Every URL path of the site, written once (docs/architecture.md, "Paths"). This module is a leaf:
 * it imports nothing, so every layer may use it (content, seo, components, routes, scripts, the
 * end-to-end tests and the React Router config).
 *
 * Two forms of a path exist (docs/toolchain.md, last bullet of "React Router 7 framework mode"):
 * - the **registered** form, without a trailing slash (`/contact`, `/` for home), which the route
 *   table and the manifest use;
 * - the **canonical** form, with a trailing slash (`/contact/`), which every link, canonical URL
 *   and sitemap entry uses, because static hosts serve `contact/index.html` there and answer the
 *   other form with a 301.
 *
 * The constants and builders below return the registered form; `canonicalPath` turns it into the
 * one to link to. `tests/paths.test.ts` checks that each of them is a page of the manifest and
 * that no other source file writes a page path as a literal.
 */

/** The home page. */
export const HOME_PATH = "/";
/** The About hub; its sub-pages are `aboutPath(slug)`. */
export const ABOUT_PATH = "/about";
/** The Services hub; the audience hubs are `serviceHubPath(audience)`. */
export const SERVICES_PATH = "/services";
/** The Learning Center hub, which also shows the results of the site search (`?q=`). */
export const LEARNING_PATH = "/learning";
/** The blog list; posts are `blogPostPath(slug)`, categories `blogCategoryPath(name)`. */
export const BLOG_PATH = `${LEARNING_PATH}/blog`;
/** The guide list; guides are `guidePath(slug)`. */
export const GUIDES_PATH = `${LEARNING_PATH}/guides`;
/** The case-study list; stories are `caseStudyPath(slug)`, industries `caseStudyIndustryPath(name)`. */
export const CASE_STUDIES_PATH = `${LEARNING_PATH}/case-studies`;
/** The FAQ page. */
export const FAQS_PATH = `${LEARNING_PATH}/faqs`;
/** The glossary. */
export const GLOSSARY_PATH = `${LEARNING_PATH}/glossary`;
/**
 * "Get help now": the whole directory of free help, grouped by situation (docs/product-decisions.md,
 * decision 17); every page's help strip and every short urgent-help block lead here.
 */
export const GET_HELP_PATH = "/get-help-now";
/** The contact page and its form. */
export const CONTACT_PATH = "/contact";
/** The reputation check: a guided self-assessment that ends in a prefilled consultation request. */
export const REPUTATION_CHECK_PATH = "/reputation-check";
/** Where the not-found page is prerendered; the build copies it to `404.html`. */
export const NOT_FOUND_PATH = "/404";

/** The sitemap (files keep their name: no trailing slash in either form). */
export const SITEMAP_PATH = "/sitemap.xml";
/** robots.txt. */
export const ROBOTS_PATH = "/robots.txt";
/** Where to report a security problem (RFC 9116 §3: under `/.well-known/`, RFC 8615). */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";
/** The blog's RSS 2.0 feed. */
export const BLOG_RSS_PATH = `${BLOG_PATH}/rss.xml`;
/**
 * The site search's documents (title, summary, keywords, full text), prerendered at build time
 * for the build to make the search index from; removed from the output (`scripts/postbuild.ts`).
 */
export const SEARCH_DOCUMENTS_PATH = `${LEARNING_PATH}/search-documents.json`;
/** The root of the site search's sharded index (docs/decisions/048), whose files a search fetches by the words typed. */
export const SEARCH_INDEX_DIR = `${LEARNING_PATH}/search`;

/** Registered path of an About sub-page, e.g. `aboutPath("story")` is `/about/story`. */
export const aboutPath = (slug: string): string => `${ABOUT_PATH}/${slug}`;

/** Registered path of an audience's services hub, e.g. `/services/businesses`. */
export const serviceHubPath = (audience: string): string => `${SERVICES_PATH}/${audience}`;

/** Registered path of a service page, e.g. `/services/businesses/review-management`. */
export const servicePath = (service: { readonly audience: string; readonly slug: string }): string =>
  `${serviceHubPath(service.audience)}/${service.slug}`;

/** Registered path of a legal document, e.g. `legalPath("privacy")` is `/privacy`. */
export const legalPath = (slug: string): string => `/${slug}`;

/** The privacy policy, linked from every form that collects personal data. */
export const PRIVACY_PATH = legalPath("privacy");
/** The terms of service. */
export const TERMS_PATH = legalPath("terms");
/** The cookie policy. */
export const COOKIES_PATH = legalPath("cookies");
/** How the firm charges: the kinds of engagement, what drives the price, fees, refunds and ending an engagement (docs/decisions/046). */
export const CHARGING_PATH = legalPath("how-we-charge");
/** What the firm will not do, each line with the rule behind it (docs/decisions/046). */
export const STANDARDS_PATH = legalPath("our-standards");

/** Registered path of a post, e.g. `/learning/blog/data-broker-dangers`. */
export const blogPostPath = (slug: string): string => `${BLOG_PATH}/${slug}`;
/** Registered path of a guide. */
export const guidePath = (slug: string): string => `${GUIDES_PATH}/${slug}`;
/** Registered path of a case study. */
export const caseStudyPath = (slug: string): string => `${CASE_STUDIES_PATH}/${slug}`;

/**
 * The URL slug of a category or industry name: lower case, `&` spelled "and", every run of other
 * characters one hyphen, none at either end.
 *
 * @param name - a display name such as `"Tips & Tricks"` or `"Executive ORM"`.
 * @returns `"tips-and-tricks"`, `"executive-orm"`; an empty string for a name with no letter or digit.
 */
export function filterSlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Registered path of a blog category's prerendered list, e.g. `/learning/blog/category/tips-and-tricks`
 * (docs/product-decisions.md, decision 11: filtered lists are prerendered URLs).
 */
export const blogCategoryPath = (category: string): string => `${BLOG_PATH}/category/${filterSlug(category)}`;

/** Registered path of an industry's prerendered case-study list, e.g. `/learning/case-studies/industry/hospitality`. */
export const caseStudyIndustryPath = (industry: string): string => `${CASE_STUDIES_PATH}/industry/${filterSlug(industry)}`;

/** The last segment of a case-study list's address when it is sorted by relevance (`caseStudiesSortPath`). */
export const RELEVANCE_SEGMENT = "by-relevance";

/**
 * Registered path of a case-study list (the full list or an industry's, `listPath`) in a sort: the
 * list itself for `newest`, its `/by-relevance` page for `relevance`, e.g.
 * `/learning/case-studies/industry/hospitality/by-relevance` (docs/decisions/041: the sort is a link
 * to a prerendered page, as the filters are).
 */
export const caseStudiesSortPath = (listPath: string, sort: "newest" | "relevance"): string => (sort === "newest" ? listPath : `${listPath}/${RELEVANCE_SEGMENT}`);

/**
 * The canonical form of a site path: always with a trailing slash (`/contact/`), `/` for home.
 * A file such as `/sitemap.xml` keeps its name.
 *
 * @param path - a path such as `/contact` or `/contact/`; a query or hash is kept as is.
 * @returns the same path ending in `/` before a `?` or `#`.
 */
export function canonicalPath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? "";
  if (pathname === "" || pathname.endsWith("/")) return `${pathname || "/"}${rest}`;
  if (/\.[a-z0-9]+$/i.test(pathname)) return `${pathname}${rest}`;
  return `${pathname}/${rest}`;
}

/**
 * The registered form of a path: no trailing slash except for `/`; a query or hash is dropped.
 *
 * @param path - a path in either form, e.g. `/contact/?email=429`.
 * @returns e.g. `/contact`.
 */
export function registeredPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : "/";
}
