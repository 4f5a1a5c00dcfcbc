import type { CallToActionContent, Card } from "./types";

/** Copy of the home page (docs/spec.md §2 "Home /"). */
export const homeContent = {
  meta: {
    title: "Online Reputation Management and Content Removal | RRR",
    description:
      "RRR helps people and businesses remove, suppress and monitor damaging online content. Free, confidential consultation; we reply within 1-2 business hours.",
    keywords: [
      "online reputation management",
      "content removal",
      "negative search results",
      "review management",
      "online harassment help",
      "privacy protection",
    ],
  },
  hero: {
    eyebrow: "Confidential online reputation management",
    title: "Take back control of what the internet says about you",
    lead:
      "When a search result, a fake review or a leaked document starts costing you sleep, clients or safety, RRR steps in. We pursue removal where the law or a platform's rules allow it, work to outrank what stays up, and watch for what comes next, around the clock.",
    primaryAction: "Get Your Free Assessment",
    secondaryAction: "Learn Our Process",
    reassurance: "Free, confidential and no obligation. We reply within 1-2 business hours.",
    checkPrompt: { text: "Not sure what you need?", linkLabel: "Take the two-minute reputation check" },
    // Each fact is a promise of docs/spec.md §1 and §9; a figure the spec does not give (a client
    // count, a success rate) would be a placeholder (docs/product-decisions.md, decision 12).
    glance: {
      heading: "RRR at a glance",
      facts: [
        { value: "1-2 h", label: "Our reply time to a new inquiry, in business hours" },
        { value: "24/7", label: "Monitoring of search, reviews, news and social media" },
        { value: "5 phases", label: "From discovery to long-term resilience" },
        { value: "Free", label: "Confidential, no-obligation consultation" },
      ],
    },
  },
  whyItMatters: {
    eyebrow: "Why reputation matters",
    heading: "People decide who you are before they ever meet you",
    intro:
      "A name typed into a search box is now the first interview, the first sales call and the first date. What appears on the first page shapes that decision in seconds.",
    points: [
      {
        title: "First impressions happen in search",
        body: "Few people look past the first page of results. A single hostile article or mugshot listed there can outweigh years of good work.",
      },
      {
        title: "Reviews move revenue",
        body: "Prospective customers read reviews before they call. A cluster of fake or unfair one-star ratings quietly sends them to a competitor.",
      },
      {
        title: "Exposure puts people at risk",
        body: "A home address on a data broker site or a doxxing thread is not only embarrassing: it can put you and your family in danger.",
      },
      {
        title: "Problems grow when left alone",
        body: "Search engines reward what gets clicked. Content that is ignored tends to spread, get copied and climb higher over time.",
      },
    ],
  },
  services: {
    eyebrow: "What we do",
    heading: "Services for every kind of reputation problem",
    intro:
      "Whether you are a private person, a public figure or a company, each engagement starts with a confidential assessment and a plan built around your situation.",
    cards: [
      {
        icon: "file-x",
        title: "Content Removal",
        description:
          "We pursue removal of content that breaks the law or a platform's rules: leaked personal data, copyright abuse, intimate images shared without consent and defamatory posts.",
        href: "/services/individuals/personal-content-removal/",
        linkLabel: "Explore content removal",
      },
      {
        icon: "star",
        title: "Review Management",
        description:
          "We flag fake and policy-breaking reviews, help you answer fair criticism well, and encourage genuine feedback from real customers.",
        href: "/services/businesses/review-management/",
        linkLabel: "Explore review management",
      },
      {
        icon: "shield-alert",
        title: "Harassment Support",
        description:
          "If you are being targeted online, we document the abuse, report it through the right channels, request its removal where the rules allow, and help you regain a sense of safety.",
        href: "/services/individuals/online-harassment-solutions/",
        linkLabel: "Get harassment support",
      },
      {
        icon: "siren",
        title: "Crisis Communication",
        description:
          "When a story breaks, hours matter. Our crisis team helps you respond clearly, limit the spread and rebuild trust once the news cycle moves on.",
        href: "/services/businesses/brand-crisis-management/",
        linkLabel: "Explore crisis management",
      },
      {
        icon: "lock",
        title: "Privacy Protection",
        description:
          "We look for where your home address, phone number and family details are published, request opt-outs from data brokers and monitor for relistings.",
        href: "/services/individuals/privacy-protection/",
        linkLabel: "Explore privacy protection",
      },
      {
        icon: "book-open",
        title: "Learning Center",
        description:
          "Guides, articles, case studies and a glossary that explain how online reputation works and what you can safely do yourself.",
        href: "/learning/",
        linkLabel: "Visit the Learning Center",
      },
    ] satisfies Card[],
  },
  advantages: {
    eyebrow: "Why RRR",
    heading: "Discreet, methodical and on your side",
    cards: [
      {
        icon: "lock",
        title: "Confidential from the first message",
        description:
          "We treat what you tell us as confidential, limit it to the people working on your case, and share it only as our Privacy Policy describes. You decide whether anything is ever made public.",
      },
      {
        icon: "target",
        title: "A clear five-phase process",
        description:
          "Discovery, strategy, implementation, monitoring and long-term resilience: a clear plan with milestones you can follow, not a black box.",
      },
      {
        icon: "bell-ring",
        title: "Monitoring around the clock",
        description:
          "We watch search results, review sites, news and social platforms 24/7 and alert you promptly when something new appears.",
      },
      {
        icon: "badge-check",
        title: "Ethical methods only",
        description:
          "No fake reviews, no undisclosed paid editing, no threats. We work through platform rules, the law and quality content, so progress is built to hold up.",
      },
    ] satisfies Card[],
  },
  closing: {
    heading: "Talk to someone who can help today",
    body: "Tell us what is happening in a few lines. A specialist will review it in confidence and reply within 1-2 business hours with your options, free of charge.",
    actionLabel: "Request a Free Consultation",
    tone: "accent",
  } satisfies CallToActionContent,
} as const;
