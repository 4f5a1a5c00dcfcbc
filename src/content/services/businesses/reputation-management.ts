import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "reputation-management",
  audience: "businesses",
  name: "Business Reputation Management",
  serviceType: "Corporate online reputation management",
  meta: {
    title: "Business Reputation Management Services",
    description:
      "RRR audits what search results, reviews and news say about your company, works to repair what hurts, builds what is missing and monitors it all 24/7.",
    keywords: [
      "business reputation management",
      "corporate reputation management",
      "online reputation management for companies",
      "brand reputation monitoring",
      "company search results",
      "reputation repair for businesses",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Protect the reputation your company spent years earning",
    lead:
      "Customers, candidates and partners judge your company online long before they contact you. RRR helps make sure what they find is accurate, balanced and worth trusting.",
  },
  summary:
    "A program that audits how your company appears in search results, review sites, news coverage and social media, and works to repair and protect it.",
  icon: "building",
  sections: [
    {
      kind: "text",
      heading: "Your corporate reputation now lives online",
      paragraphs: [
        "A prospect hears your name, types it into a search box and reads the first page of results. In a few seconds they form a view of your company from a mix of your own website, star ratings, old news stories, employee comments and whatever a frustrated customer posted last month. That view decides whether they call you or a competitor.",
        "Many companies only notice the problem when it is already costing them: a sales team hearing the same objection, a recruiter losing candidates, a bank or partner asking about an article. By then the damaging content has often been copied, linked to and pushed higher by every click it receives.",
        "Business reputation management gives you back a say in that picture. We find out what people see, separate what may be removable from what must be outweighed, and build a steady supply of accurate, positive information so that search results and review profiles can reflect the company you actually run.",
      ],
    },
    {
      kind: "cards",
      heading: "What our business reputation management includes",
      intro:
        "Every engagement is built from the services below, combined according to what your audit shows. You get one team and one plan instead of separate vendors pulling in different directions.",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "Reputation audit",
          description:
            "A full review of your branded search results, review profiles, news mentions and social channels, with each item rated by visibility and risk.",
        },
        {
          icon: "star",
          title: "Review management",
          description:
            "Monitoring, policy-based flagging of fake reviews, thoughtful replies and an ethical way to invite feedback from every real customer.",
          href: "/services/businesses/review-management/",
          linkLabel: "Explore review management",
        },
        {
          icon: "eye-off",
          title: "Negative content suppression",
          description:
            "When a harmful page cannot be removed, we build and promote stronger, accurate content so it loses its place on the first page.",
          href: "/services/businesses/negative-content-suppression/",
          linkLabel: "Explore content suppression",
        },
        {
          icon: "siren",
          title: "Crisis management",
          description:
            "Preparation before anything happens, a coordinated response when it does, and a recovery plan for when the news cycle moves on.",
          href: "/services/businesses/brand-crisis-management/",
          linkLabel: "Explore crisis management",
        },
        {
          icon: "briefcase",
          title: "Executive reputation",
          description:
            "Leaders are searched as often as their companies. We align the online presence of your executives with the brand they represent.",
          href: "/services/businesses/executive-reputation-management/",
          linkLabel: "Explore executive reputation",
        },
        {
          icon: "search",
          title: "SEO for reputation",
          description:
            "Search optimization aimed at the results for your company name, so the pages you control and trust rank where people look first.",
          href: "/services/businesses/seo-for-reputation/",
          linkLabel: "Explore SEO for reputation",
        },
      ],
    },
    {
      kind: "list",
      heading: "How an engagement runs",
      intro:
        "Every business client follows the same five-phase process, so you know what is happening and what comes next.",
      items: [
        "Discovery and Analysis: we map what appears for your company name and key products, and where it comes from.",
        "Strategic Blueprint: we set priorities, choose the right mix of removal, suppression and review work, and agree on milestones with you.",
        "Implementation: our team reports policy-breaking content, publishes and optimizes accurate content, and improves your review profiles.",
        "Monitoring and Optimization: we watch search, reviews, news and social media 24/7 and adjust the plan as results move.",
        "Long-Term Resilience: we leave you with stronger assets, clear response habits and early warnings that make the next problem smaller.",
      ],
    },
    {
      kind: "list",
      heading: "Industries we serve",
      intro:
        "Reputation problems look different in every sector. We tailor the plan to the platforms, rules and customer habits that matter in yours, including:",
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
    {
      kind: "cards",
      heading: "What your business gains",
      columns: 2,
      cards: [
        {
          icon: "user-check",
          title: "Trust from the first search",
          description:
            "Prospects are more likely to see a fair, current picture of your company, so the sales conversation can start with their needs rather than with an old complaint.",
        },
        {
          icon: "trending-up",
          title: "Fewer lost opportunities",
          description:
            "Stronger review profiles and cleaner search results can remove a quiet reason customers, candidates and partners choose someone else.",
        },
        {
          icon: "bell-ring",
          title: "Early warning, not surprises",
          description:
            "Around-the-clock monitoring alerts you when something new appears, while it is still small and easier to answer.",
        },
        {
          icon: "shield-check",
          title: "Results that hold up",
          description:
            "We use platform rules, the law and genuine content only. No fake reviews and no shortcuts that could backfire on your brand later.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "See what your customers see",
    body: "Tell us about your company and what concerns you. A specialist will review your online presence in confidence and reply within 1-2 business hours with your options, free and with no obligation.",
    actionLabel: "Request Your Free Assessment",
  },
} satisfies ServiceEntry;
