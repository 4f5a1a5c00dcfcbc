import type { PageEntry } from "../pageTypes";
import { REPUTATION_CHECK_PATH, canonicalPath, serviceHubPath } from "../../site/paths";

/** Copy of the business services hub (docs/spec.md §2 "Services": /services/businesses). */
export default {
  path: serviceHubPath("businesses"),
  name: "For Businesses",
  schemaType: "CollectionPage",
  meta: {
    title: "Reputation Management Services for Businesses",
    description:
      "Review management, negative content suppression, crisis response, Wikipedia, executive and healthcare reputation services for companies and providers.",
    keywords: [
      "business reputation management",
      "review management services",
      "negative content suppression",
      "brand crisis management",
      "corporate defamation",
      "SEO for reputation",
      "healthcare reputation management",
    ],
  },
  hero: {
    eyebrow: "Services for Businesses",
    title: "Protect the reputation your business has earned",
    lead: "From review profiles and search results to a breaking crisis, RRR helps companies and healthcare providers make sure customers see an accurate picture before they decide.",
  },
  sections: [
    {
      kind: "serviceCards",
      heading: "Our core business services",
      intro:
        "Most business engagements start with one of these services. Choose one to see how it works, or ask us which fits your situation best.",
      audience: "businesses",
      slugs: [
        "reputation-management",
        "review-management",
        "negative-content-suppression",
        "brand-crisis-management",
        "corporate-defamation-solutions",
        "seo-for-reputation",
      ],
    },
    {
      kind: "signpost",
      heading: "Not sure which service you need?",
      body: "Answer six short questions about what is affecting your business and where. You get a plain summary, the services that fit and what you can do today. Nothing is sent until you choose to.",
      actionLabel: "Take the reputation check",
      href: canonicalPath(REPUTATION_CHECK_PATH),
    },
    {
      kind: "list",
      heading: "The full business offering",
      intro:
        "No two companies face the same problem, so each plan draws only on the services your situation calls for. The full range includes:",
      items: [
        "Business reputation management: a complete view of how your company appears online and a plan to improve it",
        "Review management: flagging fake and policy-breaking reviews, answering fair criticism and encouraging genuine feedback from real customers",
        "Negative content suppression and SEO for reputation: accurate, well-made content built to rank above misleading or outdated results",
        "Brand crisis management: preparation before a crisis, rapid response during one and recovery once it has passed",
        "Corporate defamation solutions: assessing false and harmful content, pursuing removal through platform procedures and working alongside your attorney where legal action is needed",
        "Wikipedia management: accurate, well-sourced article work that follows Wikipedia's disclosure rules for paid involvement",
        "Executive reputation management: protecting the online presence of leaders whose reputation is tied to the company's",
        "Healthcare reputation management: patient review and search work for providers, carried out in line with HIPAA",
      ],
    },
    {
      kind: "cards",
      heading: "What your business gains",
      intro:
        "Reputation work pays off wherever people look you up before they buy, partner or apply. These are the outcomes every business plan works toward.",
      columns: 3,
      cards: [
        {
          icon: "star",
          title: "Trust at the moment of decision",
          description:
            "We work toward a fair, balanced picture of your business for the customers, partners and candidates who search for it or read its reviews.",
        },
        {
          icon: "trending-up",
          title: "Search results that reflect today",
          description:
            "We work to bring current, accurate information that you can stand behind above outdated, misleading or hostile results.",
        },
        {
          icon: "bell-ring",
          title: "Early warning",
          description:
            "24/7 monitoring of search results, review sites, news and social media helps you spot new problems before they spread.",
        },
        {
          icon: "siren",
          title: "A prepared crisis response",
          description:
            "With a plan prepared in advance, you know who speaks, what to say and which steps come first when something goes wrong, instead of improvising under pressure.",
        },
        {
          icon: "users",
          title: "Stronger recruiting",
          description:
            "Candidates read employer reviews and search results too. A fair picture helps you attract the people you want to hire.",
        },
        {
          icon: "badge-check",
          title: "Results that hold up",
          description:
            "Because we use ethical methods only, our own methods do not put your progress at risk when a platform enforces its rules or reviews its content.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Industries we serve",
      intro:
        "We work with organizations wherever trust drives the decision to buy, book or hire, including:",
      items: [
        "Healthcare: hospitals, clinics, medical and dental practices and individual providers",
        "Hospitality: restaurants, hotels and travel businesses",
        "Professional services: law, accounting and consulting firms",
        "Financial services and insurance",
        "Retail and e-commerce",
        "Technology and software",
        "Real estate, construction and home services",
      ],
    },
  ],
  callToAction: {
    heading: "Get a clear view of your company's reputation",
    body: "Request a free, confidential assessment of your search results, reviews and online coverage. We reply within 1-2 business hours, and there is no obligation.",
    actionLabel: "Request a Free Business Assessment",
  },
} satisfies PageEntry;
