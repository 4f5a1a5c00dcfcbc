import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "seo-for-reputation",
  audience: "businesses",
  name: "SEO for Reputation",
  serviceType: "Reputation-focused search engine optimization",
  reviewed: "2026-11-25",
  meta: {
    title: "SEO for Reputation Management",
    description:
      "Reputation SEO from RRR shapes the first page of results for your company name with optimized sites, profiles and content, so people find accurate information.",
    keywords: [
      "SEO for reputation management",
      "reputation SEO",
      "branded search optimization",
      "control search results for company name",
      "search engine reputation management",
      "knowledge panel optimization",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Shape what people find when they search for your company",
    lead:
      "Your branded search results are a page you do not fully control, yet everyone reads it. Reputation SEO uses established search practices to help fill it with accurate, trustworthy pages about your business.",
  },
  summary:
    "Search optimization focused on your company's name, so owned sites, profiles and credible coverage can rank at the top and leave less room for negative content.",
  icon: "search",
  sections: [
    {
      kind: "text",
      heading: "Your search results are your reputation",
      paragraphs: [
        "Before a customer buys, a candidate applies or an investor takes a meeting, they search for your company. The first page of results they see, with its links, ratings, news items and image results, works as an unofficial profile of your business that you did not write.",
        "Traditional SEO is about attracting new visitors with searches like the name of a product or service. Reputation SEO has a different target: the searches for your own name, your brands and your leaders. The aim is to make sure the most accurate and useful pages hold the top positions, and that a single negative page has strong competition.",
        "Because it builds on your own sites and profiles, reputation SEO is useful both as protection for companies with a clean first page and as the engine behind suppression when something harmful is already ranking.",
      ],
    },
    {
      kind: "cards",
      heading: "Eight strategies we use",
      intro: "We combine these strategies according to what your audit shows and what your searches need.",
      columns: 4,
      cards: [
        {
          icon: "file-search",
          title: "Branded search audit",
          description:
            "We record every result for your key name searches, including suggestions, images and news, and rate each one for sentiment and strength.",
        },
        {
          icon: "globe",
          title: "Owned site optimization",
          description:
            "Technical fixes, clear page titles and well-structured content help your own website compete for the top results for your name.",
        },
        {
          icon: "users",
          title: "Profiles and directories",
          description:
            "Complete, consistent profiles on social networks, business directories and industry sites give search engines more trustworthy pages to show.",
        },
        {
          icon: "newspaper",
          title: "Content publishing",
          description:
            "Useful articles, company updates and expert insight published on your channels give people, and search engines, something worth reading.",
        },
        {
          icon: "sparkles",
          title: "Structured data",
          description:
            "Markup on your website tells search engines clearly who you are, which can help them present accurate details about your business.",
        },
        {
          icon: "trending-up",
          title: "Earned links and coverage",
          description:
            "Genuine mentions from respected publications and partners strengthen the pages that represent you well. No paid link schemes.",
        },
        {
          icon: "building",
          title: "Local search",
          description:
            "Accurate listings and business profiles help each of your locations show the right address, hours and reviews in maps and local results.",
        },
        {
          icon: "activity",
          title: "Rank monitoring",
          description:
            "We track your branded results continuously, report on movement and respond when a new page starts to climb.",
        },
      ],
    },
    {
      kind: "text",
      heading: "Built on search engine guidelines",
      paragraphs: [
        "The tactics we use are the kind search engines' published guidelines encourage, as those guidelines stood at this page's last review: helpful content, a well-built website, accurate profiles and genuine mentions. We do not use hidden text, link schemes, fake websites or other methods those guidelines treat as spam, which can lead to penalties and put your brand at greater risk than the content you wanted to outrank. Search engines update their guidelines, and we adjust our methods when they do.",
      ],
    },
    {
      kind: "cards",
      heading: "Five benefits of reputation SEO",
      columns: 3,
      cards: [
        {
          icon: "user-check",
          title: "A first page you can stand behind",
          description:
            "Searchers find current, accurate information about your company instead of outdated or misleading pages.",
        },
        {
          icon: "shield-check",
          title: "Protection against new attacks",
          description:
            "Strong results already in place make it harder for a future complaint or article to take a prominent position.",
        },
        {
          icon: "eye-off",
          title: "Less reach for negative content",
          description:
            "Harmful pages face real competition, which lowers how often they are seen when someone searches for you.",
          href: "/services/businesses/negative-content-suppression/",
          linkLabel: "Explore content suppression",
        },
        {
          icon: "globe",
          title: "Assets that keep working",
          description:
            "The sites, profiles and content we improve can keep supporting your name over time.",
        },
        {
          icon: "bar-chart",
          title: "Clear, measurable progress",
          description:
            "Regular reports show where each result stands and how the page has changed since the start of the campaign.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Find out what your branded search says",
    body: "Tell us the names you want to protect. We will review your search results in confidence, show you which pages help and which hurt, and reply within 1-2 business hours. The consultation is free and carries no obligation.",
    actionLabel: "Request a Free Search Review",
  },
} satisfies ServiceEntry;
