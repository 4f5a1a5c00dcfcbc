import type { z } from "zod";
import type { BlogCategory, CaseStudyIndustry } from "./taxonomy";
import type { DocumentFooterColumn } from "./frontmatter";
import type { SERVICE_AUDIENCES, contentSectionSchema, pageContentSchema, pageMetaSchema, serviceContentSchema } from "./pageSchemas";

/*
 * The types of the pages built from content sections are inferred from their content files'
 * schemas (`src/content/pageSchemas.ts`, where each field is described), so the files, the CMS
 * and the code agree (docs/decisions/035).
 */

/** Which hub a service page sits under. */
export type ServiceAudience = (typeof SERVICE_AUDIENCES)[number];

/** Metadata written for one page (docs/spec.md §1 "Page metadata"): title, description, keywords. */
export type PageMetaContent = z.infer<typeof pageMetaSchema>;

/**
 * One block of a service or about page, rendered by a shared section component; `kind` names
 * its type. `paragraphs` and list items are plain text; `**bold**` is not interpreted.
 */
export type ContentSection = z.infer<typeof contentSectionSchema>;

/**
 * A page built from content sections: about pages, service hubs (docs/decisions/006). `path` is
 * the registered path, without a trailing slash (e.g. `/about/story`), given by
 * `src/content/pages/index.ts`; the rest is its content file, without the notes of what the firm
 * must still confirm, which no page shows.
 */
export type PageEntry = { readonly path: string } & z.infer<typeof pageContentSchema>;

/**
 * One service page: everything the service template renders (docs/decisions/006). `slug` is the
 * URL segment and the file's name (the page is /services/{audience}/{slug}/), `audience` its
 * folder; the rest is its content file, without the notes of what the firm must still confirm.
 */
export type ServiceEntry = { readonly slug: string; readonly audience: ServiceAudience } & z.infer<typeof serviceContentSchema>;

/** A page known by its URL slug, with its display name (breadcrumb label). */
export interface NamedSlug {
  slug: string;
  name: string;
}

/**
 * Names and paths of the content pages, generated for the route manifest (see scripts/content-index.ts).
 * Only what breadcrumbs and routes need: the manifest ships to the browser on every page.
 */
export interface PageIndex {
  aboutPages: { path: string; name: string }[];
  serviceHubPages: { path: string; name: string }[];
  services: { audience: ServiceAudience; slug: string; name: string }[];
  /**
   * The document pages (`src/content/legal/*.md`; docs/decisions/065), in file-name order: each
   * file's slug, its short `name` and the footer column that lists it (none when absent).
   */
  legalDocuments: (NamedSlug & { footer?: DocumentFooterColumn })[];
  /**
   * The Learning Center collections, in their list order: slug and title, and what the route
   * manifest needs to count the pages of each list (docs/decisions/045): a post's category, the
   * industries a story is listed under (`industriesOf`).
   */
  blogPosts: (NamedSlug & { category: BlogCategory })[];
  guides: NamedSlug[];
  caseStudies: (NamedSlug & { industries: CaseStudyIndustry[] })[];
  /**
   * The industries that have at least one case study (a story counts for its `industry` and each
   * of its `relatedIndustries`), in the vocabulary's order: each gets a prerendered list page.
   */
  caseStudyIndustries: CaseStudyIndustry[];
}
