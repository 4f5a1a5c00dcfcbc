/**
 * The legal documents (docs/spec.md §2 "Legal pages"; docs/decisions/006). Each has a Markdown file
 * beside this one whose frontmatter holds its title, description, keywords and date; `name` is the
 * short breadcrumb label.
 */
export const legalDocuments = [
  { slug: "privacy", name: "Privacy Policy" },
  { slug: "terms", name: "Terms of Service" },
  { slug: "cookies", name: "Cookie Policy" },
  { slug: "disclaimer", name: "Disclaimer" },
  { slug: "how-we-charge", name: "How we charge" },
  { slug: "our-standards", name: "Our standards" },
] as const;

export type LegalSlug = (typeof legalDocuments)[number]["slug"];
