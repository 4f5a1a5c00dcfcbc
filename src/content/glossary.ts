import type { ReviewDate } from "./reviewed";

/** One glossary term (docs/spec.md §2 "Glossary"). */
export interface GlossaryTerm {
  readonly term: string;
  /** One to three sentences, plain text. */
  readonly definition: string;
  /** Pages that explain more: canonical site paths with a trailing slash. */
  readonly related: readonly { readonly label: string; readonly href: string }[];
}

/**
 * Terms of the glossary page (docs/spec.md §2 "Glossary"), in alphabetical order.
 * Definitions are plain text; related links use canonical paths with a trailing slash.
 */
export const glossaryTerms: readonly GlossaryTerm[] = [
  {
    term: "Algorithm",
    definition:
      "A set of rules a computer system follows to make decisions. In reputation work, the word usually refers to the ranking systems that search engines and social platforms use to decide which results, posts or reviews people see first, based on signals such as relevance, authority and engagement.",
    related: [
      { label: "Our SEO for reputation service", href: "/services/businesses/seo-for-reputation/" },
      { label: "Article: AI and your online reputation", href: "/learning/blog/ai-reputation/" },
    ],
  },
  {
    term: "Astroturfing",
    definition:
      "Disguising an organized or paid campaign as spontaneous grassroots opinion, for example through fake reviews, sock-puppet accounts or coordinated comments. It may be used to inflate a brand's image or to attack a competitor, and most major platforms prohibit it and remove content they identify as inauthentic.",
    related: [
      { label: "Our review management service", href: "/services/businesses/review-management/" },
    ],
  },
  {
    term: "Backlink",
    definition:
      "A link on one website that points to a page on another site. Search engines treat links from reputable, relevant sites as a sign of credibility, so earning quality backlinks to accurate, positive pages can help those pages rank higher in search results.",
    related: [
      { label: "Our SEO for reputation service", href: "/services/businesses/seo-for-reputation/" },
      { label: "Article: building a positive content strategy", href: "/learning/blog/positive-content-strategy/" },
    ],
  },
  {
    term: "Brand Monitoring",
    definition:
      "The ongoing tracking of what is said about a person, company or product across search results, news sites, review platforms, forums and social media. Regular monitoring helps spot new reviews, complaints or false claims early, when they are usually easier to address.",
    related: [
      { label: "Guide: proactive reputation management", href: "/learning/guides/proactive-reputation-management-guide/" },
      { label: "Our online reputation management service", href: "/services/individuals/online-reputation-management/" },
    ],
  },
  {
    term: "Cease and Desist Letter",
    definition:
      "A formal written demand asking a person or organization to stop a specific activity, such as publishing false statements or using copyrighted material, often warning of legal action if they do not. It is not a court order in itself. This is general information only; consult a qualified attorney about your situation.",
    related: [
      { label: "Guide: fighting online defamation", href: "/learning/guides/fighting-online-defamation-guide/" },
      { label: "Our online defamation response service", href: "/services/individuals/online-defamation-response/" },
    ],
  },
  {
    term: "Content Removal",
    definition:
      "The process of getting harmful, outdated, private or unlawful material taken down from the website or platform where it appears. Common routes include asking the publisher directly, reporting a breach of the platform's own policies and making legal requests such as copyright notices, though not every piece of content qualifies for removal.",
    related: [
      { label: "Our personal content removal service", href: "/services/individuals/personal-content-removal/" },
      { label: "Guide: online content removal", href: "/learning/guides/online-content-removal-guide/" },
    ],
  },
  {
    term: "Crisis Management",
    definition:
      "The planning and coordinated response used when a sudden event, such as a viral complaint, a data breach or damaging news coverage, threatens public trust in an organization or person. Effective crisis management combines preparation beforehand, fast and accurate communication during the event and steady rebuilding afterward.",
    related: [
      { label: "Our brand crisis management service", href: "/services/businesses/brand-crisis-management/" },
    ],
  },
  {
    term: "Cyberbullying",
    definition:
      "Repeated hostile behavior carried out through digital channels, such as threatening messages, humiliating posts, spreading rumors or deliberately excluding someone from online spaces. It affects adults as well as young people. Keeping records of the abuse and using platform reporting tools are usually important first steps.",
    related: [
      { label: "Our online harassment solutions", href: "/services/individuals/online-harassment-solutions/" },
      { label: "Article: a guide to online harassment", href: "/learning/blog/guide-to-online-harassment/" },
    ],
  },
  {
    term: "Data Broker",
    definition:
      "A company that gathers personal details such as names, addresses, phone numbers, relatives and purchase history from public records and other sources, then compiles them into profiles it sells or publishes. Many people-search websites are run by data brokers, and most offer an opt-out process, although listings can reappear over time.",
    related: [
      { label: "Article: the dangers of data brokers", href: "/learning/blog/data-broker-dangers/" },
      { label: "Our privacy protection service", href: "/services/individuals/privacy-protection/" },
    ],
  },
  {
    term: "De-indexing",
    definition:
      "Removing a web page from a search engine's index so that it no longer shows up in that engine's results, even though the page itself may still exist on its original site. Search engines accept de-indexing requests only in limited situations, such as certain personal information, legal violations or pages that have already been deleted.",
    related: [
      { label: "Guide: online content removal", href: "/learning/guides/online-content-removal-guide/" },
      { label: "Our personal content removal service", href: "/services/individuals/personal-content-removal/" },
    ],
  },
  {
    term: "Defamation",
    definition:
      "In general US terms, defamation is a false statement that harms the reputation of a person or business, and a claim usually needs five elements: a false statement presented as fact; shared with at least one other person; identifying the person or business it concerns; made with fault, meaning at least negligence, or actual malice for public figures; and causing harm. Written defamation is often called libel and spoken defamation slander, while honest opinions are generally treated differently. This is general information only, and a qualified attorney can advise whether specific content may be defamatory.",
    related: [
      { label: "Our online defamation response service", href: "/services/individuals/online-defamation-response/" },
      { label: "Our corporate defamation solutions", href: "/services/businesses/corporate-defamation-solutions/" },
    ],
  },
  {
    term: "DMCA Takedown Notice",
    definition:
      "A request, based on the US Digital Millennium Copyright Act, asking a website host or platform to remove material that infringes someone's copyright, such as a copied photo or article. It must come from the copyright owner or an authorized agent, and the person who posted the material can respond with a counter-notice.",
    related: [
      { label: "Guide: online content removal", href: "/learning/guides/online-content-removal-guide/" },
      { label: "Our personal content removal service", href: "/services/individuals/personal-content-removal/" },
    ],
  },
  {
    term: "Doxxing",
    definition:
      "Publishing someone's private or identifying information online, such as a home address, phone number, workplace or family details, usually without consent and often to intimidate them or invite harassment. Many platforms ban it, and limiting what data brokers and people-search sites show about you can make it harder to do.",
    related: [
      { label: "Our online harassment solutions", href: "/services/individuals/online-harassment-solutions/" },
      { label: "Our privacy protection service", href: "/services/individuals/privacy-protection/" },
    ],
  },
  {
    term: "ORM (Online Reputation Management)",
    definition:
      "The practice of monitoring, shaping and protecting how a person or organization is perceived online. It can include addressing harmful content, responding to reviews, publishing accurate and positive material and improving what appears in search results, with the goal of a fair and current public picture.",
    related: [
      { label: "Our online reputation management service", href: "/services/individuals/online-reputation-management/" },
      { label: "Overview of all our services", href: "/services/" },
    ],
  },
  {
    term: "SEO (Search Engine Optimization)",
    definition:
      "The work of improving web pages so that search engines understand them and rank them well for relevant searches, covering content quality, site structure, technical performance and links from other sites. In reputation management, SEO helps accurate, positive pages appear prominently when someone searches a name or brand.",
    related: [
      { label: "Our SEO for reputation service", href: "/services/businesses/seo-for-reputation/" },
      { label: "Article: building a positive content strategy", href: "/learning/blog/positive-content-strategy/" },
    ],
  },
  {
    term: "SERP (Search Engine Results Page)",
    definition:
      "The page a search engine displays in response to a query. Besides standard links, it may include news stories, images, videos, review ratings, knowledge panels and suggested questions. Because many people never look past the first page, it often shapes first impressions of a name or brand.",
    related: [
      { label: "Our SEO for reputation service", href: "/services/businesses/seo-for-reputation/" },
      { label: "Guide: proactive reputation management", href: "/learning/guides/proactive-reputation-management-guide/" },
    ],
  },
  {
    term: "Suppression",
    definition:
      "A strategy that lowers the visibility of negative or misleading search results by creating and promoting stronger, relevant content, such as profiles, articles and websites, so that it ranks above them. The original material is not deleted, which makes suppression an option when removal is not possible.",
    related: [
      { label: "Our negative content suppression service", href: "/services/businesses/negative-content-suppression/" },
      { label: "Article: building a positive content strategy", href: "/learning/blog/positive-content-strategy/" },
    ],
  },
];

/** The letter index of the glossary, in the order of docs/spec.md §2 "Glossary". */
export const GLOSSARY_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "L", "M", "N", "O", "P", "R", "S", "T"] as const;

/** The anchor id of a term, e.g. `term-dmca-takedown-notice`. */
export function termId(term: string): string {
  return `term-${term.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/(^-|-$)/g, "")}`;
}

/** The anchor id of a letter's section, e.g. `letter-a`. */
export const letterId = (letter: string): string => `letter-${letter.toLowerCase()}`;

/** Terms grouped by their first letter, in index order; letters without terms are left out. */
export function termsByLetter(): { letter: string; terms: GlossaryTerm[] }[] {
  return GLOSSARY_LETTERS.map((letter) => ({
    letter,
    terms: glossaryTerms.filter((term) => term.term.toUpperCase().startsWith(letter)),
  })).filter((group) => group.terms.length > 0);
}

/**
 * When the outside rules the definitions describe (the DMCA's notice and takedown, platforms'
 * policies, the elements of defamation) were last checked; the page shows it as "Last reviewed
 * <date>" and the build warns when it is over a year old (`src/content/reviewed.ts`).
 */
export const GLOSSARY_REVIEWED: ReviewDate = { date: "2026-11-25", displayDate: "November 25, 2026" };
