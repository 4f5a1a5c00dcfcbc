import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "negative-content-suppression",
  audience: "businesses",
  name: "Negative Content Suppression",
  serviceType: "Negative search result suppression",
  meta: {
    title: "Negative Content Suppression for Businesses",
    description:
      "When a damaging page cannot be removed, RRR builds and promotes accurate content that can outrank it and push negative results off page one for your company.",
    keywords: [
      "negative content suppression",
      "push down negative search results",
      "suppress negative articles",
      "bury bad search results",
      "branded search results",
      "reputation repair",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Move damaging search results out of sight",
    lead:
      "Some negative pages cannot be taken down. Suppression aims to make them harder to find by filling the first page of results with accurate, credible content about your company.",
  },
  summary:
    "Strategic creation and promotion of accurate content that outranks negative articles, posts and listings in the search results for your company name.",
  icon: "eye-off",
  sections: [
    {
      kind: "text",
      heading: "What negative content suppression is",
      paragraphs: [
        "Search engines show a limited number of results on the first page for any company name, and few people look further. Suppression works with that fact. Instead of trying to erase a page, we strengthen and publish other relevant pages about your business so that they can rank above the one causing harm.",
        "The negative page still exists, but when the work succeeds it moves down to where far fewer people see it. Done well, the first page then shows a fair and current picture: your website, your profiles, coverage of your work and useful resources your customers actually want.",
        "Suppression is not a trick and it is not instant. It relies on real, high-quality content that deserves to rank, published and supported over time. That is also why it tends to last: the pages we build can keep working for your brand after the campaign ends.",
      ],
    },
    {
      kind: "cards",
      heading: "Our approach",
      intro:
        "Each suppression campaign follows our five-phase process and is built around the specific results you want to move.",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "Map the search landscape",
          description:
            "We record what ranks for your company name, products and leaders, which pages cause harm and why search engines trust them.",
        },
        {
          icon: "file-x",
          title: "Check for removal first",
          description:
            "If a page breaks the law or a platform's rules, removal may be possible. We pursue that route before planning to outrank it.",
        },
        {
          icon: "target",
          title: "Choose the right assets",
          description:
            "We pick the pages most likely to rank for your searches: owned sites, business profiles, media features and authoritative directories.",
        },
        {
          icon: "newspaper",
          title: "Create content worth ranking",
          description:
            "Useful articles, company news, expert commentary and case material written to be accurate and to stay relevant for years.",
        },
        {
          icon: "trending-up",
          title: "Build authority",
          description:
            "We optimize each asset, connect them sensibly and work to earn genuine links and mentions that help search engines see them as trustworthy.",
          href: "/services/businesses/seo-for-reputation/",
          linkLabel: "See our SEO for reputation work",
        },
        {
          icon: "activity",
          title: "Monitor and adjust",
          description:
            "Rankings move constantly. We track the results 24/7, report progress to you and change course when search engines shift.",
        },
      ],
    },
    {
      kind: "list",
      heading: "When suppression is the right strategy",
      intro: "Suppression makes the most sense in situations like these:",
      items: [
        "The content is unflattering or unfair but does not break the law or the site's own policies, so removal requests are unlikely to succeed.",
        "The page sits on a site that ignores requests, such as an anonymous complaint board, or on a news outlet that will not unpublish its reporting.",
        "An old story, lawsuit or incident has been resolved, yet it still ranks as if it were current.",
        "Several negative results are crowding the first page, and removing one of them would not change the overall picture.",
        "Your company has little content of its own, so a single critical page has almost nothing to compete with.",
        "You want a lasting buffer, so that any future negative story lands among strong, established results rather than on a thin page.",
      ],
    },
    {
      kind: "text",
      heading: "What to expect",
      paragraphs: [
        "Suppression usually takes months rather than weeks, and the timeline depends on how strong the negative page is and how much trustworthy content already exists about your company. No one can promise a specific ranking, and we will not pretend otherwise. What we do offer is an honest assessment at the start, a clear plan, and regular reporting so you can see how the results are moving.",
      ],
    },
    {
      kind: "cards",
      heading: "Benefits of suppression",
      columns: 2,
      cards: [
        {
          icon: "user-check",
          title: "Better first impressions",
          description:
            "Prospects, partners and candidates see your current work and values rather than one outdated or hostile page.",
        },
        {
          icon: "globe",
          title: "Assets you keep",
          description:
            "The profiles and content we build for your company can keep supporting your name after the campaign ends.",
        },
        {
          icon: "shield-check",
          title: "Protection for the future",
          description:
            "A first page filled with strong results is much harder for a new complaint or story to break into.",
        },
        {
          icon: "badge-check",
          title: "Clean, ethical methods",
          description:
            "Real content and genuine authority only, with no spam networks or fake sites that could harm your brand if discovered.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Find out which results can be moved",
    body: "Send us the searches that worry you. We will review them in confidence, tell you whether removal, suppression or both make sense, and reply within 1-2 business hours. The consultation is free and carries no obligation.",
    actionLabel: "Request a Free Consultation",
  },
} satisfies ServiceEntry;
