import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import { absoluteUrl } from "../config/siteUrl";
import { site } from "../content/site";
import { breadcrumbTrail } from "../site/manifest";
import { canonicalPath } from "../site/paths";
import { breadcrumbJsonLd, organizationJsonLd } from "./structuredData";

/** What a page says about itself (docs/spec.md §1 "Page metadata"). */
export interface PageMetaInput {
  /** Registered or canonical path of the page, e.g. `/contact`. */
  path: string;
  /** The page's own title, without the site name; `fullTitle` replaces the composed one. */
  title: string;
  fullTitle?: string;
  /** 120-160 characters, written for this page. */
  description: string;
  keywords: readonly string[];
  /** Extra JSON-LD records (Service, ContactPage, …); Organization and BreadcrumbList are added. */
  jsonLd?: readonly WithContext<Thing>[];
  /** `true` for pages that must not be indexed (the not-found page, docs/product-decisions.md, decision 7). */
  noindex?: boolean;
  /** Open Graph type; `website` unless the page is an article. */
  ogType?: "website" | "article";
  /** Alternate versions, e.g. the blog's RSS feed (`type: "application/rss+xml"`). */
  alternates?: readonly { type: string; href: string; title: string }[];
  /**
   * On a page of a paginated list (docs/decisions/045): the registered or canonical paths of the
   * pages before and after it, written as `<link rel="prev">` and `<link rel="next">`
   * (https://html.spec.whatwg.org/multipage/links.html#link-type-prev). Each page's canonical URL
   * stays its own.
   */
  pagination?: { readonly previous?: string; readonly next?: string };
}

/**
 * The canonical URL of a page: the site's origin and the page's canonical (trailing-slash) path,
 * the `href` of its `<link rel="canonical">` (docs/spec.md §1 "Page metadata"). The printout of a
 * long-form page shows the same URL at its top (`PrintSource`).
 * @param path - the page's registered or canonical path, e.g. `/privacy` or `/privacy/`.
 */
export function canonicalUrl(path: string): string {
  return absoluteUrl(canonicalPath(path));
}

/**
 * The head tags of one page, for a route's `meta` export: title, description, keywords,
 * canonical URL, robots, author, Open Graph, Twitter card and JSON-LD (Organization,
 * BreadcrumbList and the page's own records). React Router replaces, not merges, parent meta
 * (docs/toolchain.md "React Router 7 framework mode"), so every route returns the whole set from
 * here and no page writes head tags.
 *
 * @returns React Router `MetaDescriptor`s; JSON-LD uses `{"script:ld+json": …}`, which escapes `<`.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.fullTitle ?? `${input.title} | ${site.shortName}`;
  const url = canonicalUrl(input.path);
  const trail = breadcrumbTrail(input.path);
  const records: readonly WithContext<Thing>[] = [organizationJsonLd(), breadcrumbJsonLd(trail), ...(input.jsonLd ?? [])];
  return [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords.join(", ") },
    { name: "robots", content: input.noindex ? "noindex, follow" : "index, follow" },
    { name: "author", content: site.name },
    ...(input.noindex ? [] : [{ tagName: "link", rel: "canonical", href: url } satisfies MetaDescriptor]),
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: absoluteUrl("/og-image.png") },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${site.name}: confidential online reputation management` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: absoluteUrl("/og-image.png") },
    ...(input.alternates ?? []).map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate }) satisfies MetaDescriptor),
    ...(input.pagination?.previous === undefined ? [] : [{ tagName: "link", rel: "prev", href: canonicalUrl(input.pagination.previous) } satisfies MetaDescriptor]),
    ...(input.pagination?.next === undefined ? [] : [{ tagName: "link", rel: "next", href: canonicalUrl(input.pagination.next) } satisfies MetaDescriptor]),
    ...records.map((record) => ({ "script:ld+json": record })),
  ];
}
