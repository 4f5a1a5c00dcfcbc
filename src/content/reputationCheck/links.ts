/**
 * The pages the reputation check's result can point to, each built from `src/site/paths.ts`.
 * The result exists only in the browser, where the build's link check cannot see it, so
 * `tests/reputationCheck.test.ts` checks every link here against the route manifest, the FAQ,
 * the glossary and the guides' headings.
 */
import { FAQS_PATH, GET_HELP_PATH, GLOSSARY_PATH, blogPostPath, canonicalPath, caseStudyPath, guidePath, servicePath } from "../../site/paths";

/** A link to a page of the site, as the result shows it. */
export interface CheckLink {
  readonly label: string;
  /** Canonical path, with a `#fragment` for an FAQ answer or a glossary term. */
  readonly href: string;
  /** What kind of page it is, shown before the label ("Guide", "FAQ"…). */
  readonly kind: "Service" | "Guide" | "Article" | "FAQ" | "Glossary" | "Case study" | "Free help";
}

const service = (audience: "individuals" | "businesses", slug: string, label: string): CheckLink => ({
  label,
  href: canonicalPath(servicePath({ audience, slug })),
  kind: "Service",
});
const guide = (slug: string, label: string, fragment = ""): CheckLink => ({ label, href: `${canonicalPath(guidePath(slug))}${fragment}`, kind: "Guide" });
const article = (slug: string, label: string): CheckLink => ({ label, href: canonicalPath(blogPostPath(slug)), kind: "Article" });
const faq = (anchor: string, question: string): CheckLink => ({ label: question, href: `${canonicalPath(FAQS_PATH)}#${anchor}`, kind: "FAQ" });
const term = (anchor: string, label: string): CheckLink => ({ label, href: `${canonicalPath(GLOSSARY_PATH)}#${anchor}`, kind: "Glossary" });

/** The services the result can name (names as on their pages). */
export const SERVICE_LINKS = {
  personalRemoval: service("individuals", "personal-content-removal", "Personal Content Removal"),
  personalOrm: service("individuals", "online-reputation-management", "Online Reputation Management"),
  harassment: service("individuals", "online-harassment-solutions", "Online Harassment Solutions"),
  privacy: service("individuals", "privacy-protection", "Privacy Protection"),
  defamation: service("individuals", "online-defamation-response", "Online Defamation Response"),
  businessOrm: service("businesses", "reputation-management", "Business Reputation Management"),
  reviews: service("businesses", "review-management", "Review Management"),
  suppression: service("businesses", "negative-content-suppression", "Negative Content Suppression"),
  crisis: service("businesses", "brand-crisis-management", "Brand Crisis Management"),
  corporateDefamation: service("businesses", "corporate-defamation-solutions", "Corporate Defamation Solutions"),
  executive: service("businesses", "executive-reputation-management", "Executive Reputation Management"),
  seo: service("businesses", "seo-for-reputation", "SEO for Reputation"),
} as const;

/** The guides, articles, FAQ answers and glossary terms the result can point to. */
export const RESOURCE_LINKS = {
  removalGuideIfNotRemoved: guide("online-content-removal-guide", "If content cannot be removed (Ultimate Guide to Online Content Removal)", "#if-not-removed"),
  removalGuideIntimate: guide("online-content-removal-guide", "Nude or sexual images shared without consent (Ultimate Guide to Online Content Removal)", "#non-consensual-imagery"),
  // The under-18 section of "Get help now" (src/routes/get-help.tsx, `UNDER_18_ID`): the teen's
  // steps first, then the services for under-18s (docs/decisions/054 and 059).
  freeOptionsUnder18: { label: "Free help for anyone under 18 (Get help now)", href: `${canonicalPath(GET_HELP_PATH)}#under-18`, kind: "Free help" },
  removalGuideTos: guide("online-content-removal-guide", "Terms of service violations (Ultimate Guide to Online Content Removal)", "#tos-violations"),
  defamationGuide: guide("fighting-online-defamation-guide", "Fighting Online Defamation: A Complete Guide"),
  proactiveGuide: guide("proactive-reputation-management-guide", "Proactive Reputation Management: A Practical Guide"),
  harassmentArticle: article("guide-to-online-harassment", "A Practical Guide to Dealing with Online Harassment"),
  dataBrokerArticle: article("data-broker-dangers", "The Hidden Dangers of Data Brokers and People-Search Sites"),
  reviewLawArticle: article("legal-review-options", "Can You Sue for a Bad Review? What Business Owners Should Know"),
  positiveContentArticle: article("positive-content-strategy", "Beyond Removal: Building Positive Content That Lasts"),
  diyMistakesArticle: article("diy-reputation-mistakes", "Five Common Mistakes in DIY Reputation Repair (and What to Do Instead)"),
  ceoArticle: article("ceo-reputation-guide", "The CEO's Guide to Protecting Executive Reputation Online"),
  impersonationStory: { label: "Executive Content Removal", href: canonicalPath(caseStudyPath("executive-content-removal")), kind: "Case study" },
  faqRemoveVsSuppress: faq("general-orm-4", "What is the difference between removing and suppressing content?"),
  faqDiy: faq("general-orm-6", "What can I safely do on my own right now?"),
  faqRemovable: faq("content-removal-1", "What kinds of content can be removed?"),
  faqGuarantee: faq("content-removal-2", "Can you guarantee that something will be removed?"),
  faqTrueNews: faq("content-removal-3", "Can you remove a news article or information that is true?"),
  faqPeopleSearch: faq("content-removal-5", "My home address and phone number are on people-search sites. Can you help?"),
  faqHarassed: faq("content-removal-6", "I am being harassed online. What should I do first?"),
  faqRemoveReviews: faq("review-management-1", "Can you remove negative reviews?"),
  faqRespondReviews: faq("review-management-4", "Should I respond to negative reviews?"),
  faqFalseStatements: faq("legal-privacy-6", "Can you help if someone is spreading false statements about my business?"),
  termSuppression: term("term-suppression", "Suppression"),
  termDeindexing: term("term-de-indexing", "De-indexing"),
  termDataBroker: term("term-data-broker", "Data Broker"),
  termDoxxing: term("term-doxxing", "Doxxing"),
  termCyberbullying: term("term-cyberbullying", "Cyberbullying"),
  termDmca: term("term-dmca-takedown-notice", "DMCA Takedown Notice"),
  termDefamation: term("term-defamation", "Defamation"),
  termCeaseAndDesist: term("term-cease-and-desist-letter", "Cease and Desist Letter"),
  termAstroturfing: term("term-astroturfing", "Astroturfing"),
  termSerp: term("term-serp-search-engine-results-page", "SERP (Search Engine Results Page)"),
} as const satisfies Record<string, CheckLink>;
