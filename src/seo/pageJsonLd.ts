import type { AboutPage, Article, BlogPosting, CollectionPage, Service, WebPage, WithContext } from "schema-dts";
import { absoluteUrl, siteUrl } from "../config/siteUrl";
import { site } from "../content/site";
import { canonicalPath } from "../site/paths";
import { AREA_SERVED } from "./areaServed";

/**
 * The page's own record (https://schema.org/AboutPage, https://schema.org/CollectionPage):
 * `AboutPage` on About pages, `CollectionPage` on hubs, `WebPage` otherwise; it names the
 * organization as what the page is about.
 */
export function webPageJsonLd(
  type: "AboutPage" | "CollectionPage" | "WebPage",
  page: { path: string; title: string; description: string },
): WithContext<AboutPage | CollectionPage | WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.title,
    description: page.description,
    url: absoluteUrl(canonicalPath(page.path)),
    about: { "@id": `${siteUrl}/#organization` },
  };
}

/**
 * A Service record (https://schema.org/Service): name, provider (the
 * organization), serviceType, description, areaServed, url.
 */
export function serviceJsonLd(service: {
  path: string;
  name: string;
  serviceType: string;
  description: string;
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(canonicalPath(service.path)),
    areaServed: AREA_SERVED,
    provider: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: site.name, url: `${siteUrl}/` },
  };
}

/** What an article record needs (https://schema.org/BlogPosting, https://schema.org/Article). */
export interface ArticleJsonLdInput {
  path: string;
  headline: string;
  description: string;
  /** ISO dates. */
  datePublished: string;
  dateModified?: string;
  keywords: readonly string[];
  /** Words in the body. */
  wordCount: number;
  section?: string;
}

function articleFields(input: ArticleJsonLdInput) {
  const organization = { "@type": "Organization" as const, "@id": `${siteUrl}/#organization`, name: site.name, url: `${siteUrl}/` };
  return {
    headline: input.headline,
    description: input.description,
    url: absoluteUrl(canonicalPath(input.path)),
    mainEntityOfPage: absoluteUrl(canonicalPath(input.path)),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    keywords: input.keywords.join(", "),
    wordCount: input.wordCount,
    inLanguage: "en-US",
    image: absoluteUrl("/og-image.png"),
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject" as const, url: absoluteUrl("/logo.svg") } },
    ...(input.section ? { articleSection: input.section } : {}),
  };
}

/** A BlogPosting record (https://schema.org/BlogPosting), authored and published by the firm. */
export function blogPostingJsonLd(input: ArticleJsonLdInput): WithContext<BlogPosting> {
  return { "@context": "https://schema.org", "@type": "BlogPosting", ...articleFields(input) };
}

/** An Article record for guides and case studies (https://schema.org/Article). */
export function articleJsonLd(input: ArticleJsonLdInput): WithContext<Article> {
  return { "@context": "https://schema.org", "@type": "Article", ...articleFields(input) };
}
