import {
  ABOUT_PATH,
  BLOG_PATH,
  CASE_STUDIES_PATH,
  CONTACT_PATH,
  FAQS_PATH,
  GLOSSARY_PATH,
  GUIDES_PATH,
  LEARNING_PATH,
  canonicalPath,
  legalPath,
  servicePath,
} from "../../site/paths";
import { CONTACT_LINK_LABEL } from "../../content/actions";
import type { DocumentFooterColumn } from "../../content/frontmatter";
import { pageIndex } from "../../content/generated/pageIndex";

/** A footer column (docs/spec.md §2 "Shared frame": Services, Company, Resources, Legal). */
export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/** A footer link to a page, by its registered path. */
const link = (label: string, path: string) => ({ label, href: canonicalPath(path) });

/**
 * The links of the document pages (legal, policy and trust pages) that list themselves in `column`
 * by their frontmatter's `footer` (docs/decisions/065): each by its short name, in the order of
 * those names, so a new page joins its column from its own file.
 */
function documentLinks(column: DocumentFooterColumn) {
  return pageIndex.legalDocuments
    .filter((document) => document.footer === column)
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((document) => link(document.name, legalPath(document.slug)));
}

/**
 * The four footer columns of docs/spec.md §2 "Shared frame". The specification sends every service
 * name to the Services hub and every resource to the Learning Center; here each link leads to the
 * page it names, because a screen-reader user who lists the links hears only the name ("link,
 * Glossary") and must be able to trust it (WCAG 2.4.4 Link Purpose (In Context); docs/accessibility.md).
 * Labels are in sentence case; the names of the Learning Center and of the legal documents are
 * proper names. The contact page's link says `CONTACT_LINK_LABEL` (`src/content/actions.ts`).
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: "Services",
    links: [
      link("Content removal", servicePath({ audience: "individuals", slug: "personal-content-removal" })),
      link("Reputation management", servicePath({ audience: "individuals", slug: "online-reputation-management" })),
      link("Review management", servicePath({ audience: "businesses", slug: "review-management" })),
      link("Crisis communication", servicePath({ audience: "businesses", slug: "brand-crisis-management" })),
      link("Privacy protection", servicePath({ audience: "individuals", slug: "privacy-protection" })),
    ],
  },
  {
    heading: "Company",
    links: [
      link("About us", ABOUT_PATH),
      ...documentLinks("Company"),
      link("Learning Center", LEARNING_PATH),
      link(CONTACT_LINK_LABEL, CONTACT_PATH),
    ],
  },
  {
    heading: "Resources",
    links: [
      link("Blog", BLOG_PATH),
      link("Guides", GUIDES_PATH),
      link("FAQs", FAQS_PATH),
      link("Case studies", CASE_STUDIES_PATH),
      link("Glossary", GLOSSARY_PATH),
    ],
  },
  {
    heading: "Legal",
    links: documentLinks("Legal"),
  },
];
