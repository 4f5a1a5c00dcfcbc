import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "executive-reputation-management",
  audience: "businesses",
  name: "Executive Reputation Management",
  serviceType: "Executive online reputation management",
  meta: {
    title: "Executive Reputation Management",
    description:
      "Confidential reputation management for CEOs, founders and senior leaders: search audits, profile building, thought leadership, privacy and 24/7 monitoring.",
    keywords: [
      "executive reputation management",
      "CEO reputation management",
      "online reputation for executives",
      "founder personal brand",
      "executive thought leadership",
      "executive privacy protection",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Your leaders' reputations are part of your brand",
    lead:
      "Investors, boards, journalists and future hires search for your executives by name. RRR helps make sure what they find is accurate, professional and worthy of the company those leaders represent.",
  },
  summary:
    "Confidential online reputation management for CEOs, founders and senior leaders, from search audits and profile building to privacy protection and crisis readiness.",
  icon: "user-check",
  sections: [
    {
      kind: "text",
      heading: "Leaders are searched as often as their companies",
      paragraphs: [
        "An executive's name is searched before funding rounds, board appointments, partnerships, interviews and hires. What appears, whether it is a thin professional profile, an old news item taken out of context, a hostile forum thread or a page listing a home address, shapes how that leader and the company behind them are judged.",
        "Executive reputations are also exposed in ways corporate brands are not. Personal social media, family details, past roles and private disputes can all surface in search results, and attention tends to rise sharply around announcements, transactions and leadership changes.",
        "Executive reputation management treats the leader's online presence as a professional asset: built deliberately, protected from avoidable exposure and watched closely, with every step handled in confidence.",
      ],
    },
    {
      kind: "cards",
      heading: "Our executive services",
      intro: "Programs are tailored to each leader and can include any combination of the following.",
      columns: 4,
      cards: [
        {
          icon: "file-search",
          title: "Executive search audit",
          description:
            "A detailed review of what appears for the leader's name, including news, images, social media, and personal data exposure.",
        },
        {
          icon: "user-check",
          title: "Profile development",
          description:
            "Consistent, up-to-date professional profiles and a strong biography page that search engines can rank above weaker results.",
        },
        {
          icon: "newspaper",
          title: "Thought leadership",
          description:
            "Articles, commentary and interview preparation that show the leader's expertise and give accurate material to the people who search.",
        },
        {
          icon: "eye-off",
          title: "Negative result suppression",
          description:
            "Accurate, relevant content built and promoted to outrank outdated, misleading or hostile pages about the executive.",
          href: "/services/businesses/negative-content-suppression/",
          linkLabel: "Explore content suppression",
        },
        {
          icon: "lock",
          title: "Personal privacy protection",
          description:
            "We find home addresses, phone numbers and family details on data broker sites and request their removal, then watch for relistings.",
        },
        {
          icon: "users",
          title: "Social media guidance",
          description:
            "A review of existing accounts and practical guidance on what to share, what to lock down and how to handle hostile replies.",
        },
        {
          icon: "bell-ring",
          title: "24/7 monitoring",
          description:
            "Around-the-clock tracking of the executive's name across search, news, reviews and social platforms, with prompt alerts.",
        },
        {
          icon: "siren",
          title: "Crisis readiness",
          description:
            "Prepared statements, clear roles and a response plan for allegations, leaks or leadership changes, linked to the company's crisis plan.",
          href: "/services/businesses/brand-crisis-management/",
          linkLabel: "Explore crisis management",
        },
      ],
    },
    {
      kind: "list",
      heading: "How an executive engagement works",
      intro: "Each program follows our five-phase process, adapted to a single leader.",
      items: [
        "Discovery and Analysis: we audit the executive's search results, profiles and personal data exposure.",
        "Strategic Blueprint: we agree on goals, priorities and the tone the leader wants to project.",
        "Implementation: we build profiles and content, request data removals and address harmful results.",
        "Monitoring and Optimization: we watch the executive's name 24/7 and refine the plan as results change.",
        "Long-Term Resilience: we leave the leader with strong assets and habits that keep the presence healthy.",
      ],
    },
    {
      kind: "text",
      heading: "Discretion at every step",
      paragraphs: [
        "Executive work often involves sensitive information about careers, families and private matters. We treat it as confidential, limit access to the people working on the engagement, share it only as our Privacy Policy describes, and agree with you in advance how and with whom we communicate, whether that is the executive directly, a chief of staff or the communications team.",
      ],
    },
    {
      kind: "cards",
      heading: "Five benefits for executives and their companies",
      columns: 3,
      cards: [
        {
          icon: "briefcase",
          title: "Stronger professional standing",
          description:
            "A clear, accurate presence supports board roles, investor meetings, partnerships and recruiting.",
        },
        {
          icon: "building",
          title: "Protection for the company brand",
          description:
            "When leaders are presented well, the company benefits too, and a personal issue is less likely to become a corporate one.",
        },
        {
          icon: "lock",
          title: "Less personal exposure",
          description:
            "Reducing published personal data lowers the risk of harassment, doxxing and unwanted contact for executives and their families.",
        },
        {
          icon: "clock",
          title: "Earlier warnings",
          description:
            "Continuous monitoring gives you time to prepare before a story or post gains wide attention.",
        },
        {
          icon: "shield-check",
          title: "Confidential, ethical methods",
          description:
            "No fake profiles, no fake reviews and no threats. Progress rests on real content and platform rules, so it is built to hold up.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Request a confidential executive assessment",
    body: "Tell us whose reputation you want to protect and what concerns you. A specialist will review the executive's online presence in confidence and reply within 1-2 business hours. The assessment is free and carries no obligation.",
    actionLabel: "Request a Confidential Assessment",
  },
} satisfies ServiceEntry;
