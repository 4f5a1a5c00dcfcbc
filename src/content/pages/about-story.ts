import type { PageEntry } from "../pageTypes";
import { aboutPath } from "../../site/paths";

/** Copy of the Our Story page (docs/spec.md §2 "About": /about/story). */
export default {
  path: aboutPath("story"),
  name: "Our Story",
  schemaType: "AboutPage",
  meta: {
    title: "Our Story: Why RRR Reputation Management Exists",
    description:
      "Why RRR was founded: people and companies had no fair way to answer damaging content online. Read our mission, our vision and the six values we work by.",
    keywords: [
      "RRR Reputation Management story",
      "reputation management mission",
      "ethical online reputation management",
      "reputation management values",
      "why RRR was founded",
    ],
  },
  hero: {
    eyebrow: "Our Story",
    title: "Built for people who had no fair way to answer back",
    lead: "RRR started from a simple observation: when damaging content appears online, the people it hurts are often the least able to do anything about it. We set out to change that.",
  },
  sections: [
    // Placeholder (README "Before going live"): the founding story below was written for the site
    // (docs/spec.md §2 names only "genesis, mission, vision, six core values"); the firm confirms
    // it or replaces it with its own account before launch.
    {
      kind: "text",
      heading: "How RRR began",
      paragraphs: [
        "Online, a single post can follow someone for years. A false review, a news story that leaves out how things ended, a mugshot from a case that was dropped, a home address copied from one data broker to the next. Once it ranks for a name, it is read by employers, customers, landlords and neighbors, often before the person concerned even knows it exists.",
        "The people and companies on the receiving end had few good options. Reporting tools were hard to find and slow to answer. Legal action was costly, uncertain and sometimes drew more attention to the very content it aimed to remove. Replying in public could make things worse. Too many were left with no fair way to respond at all.",
        "RRR was started to close that gap. The idea was to bring together what a person or a business needs in that moment: a working knowledge of platform policies and removal procedures, search and content expertise, and calm, careful communication. And to offer all of it with discretion.",
        "We also saw a second problem. Parts of the reputation industry relied on tactics that harmed the people they claimed to help, such as fake reviews, undisclosed paid edits and aggressive threats. Those tactics tend to collapse once platforms catch up, and the client pays the price. From the start, RRR chose to work only in ways it could describe openly.",
      ],
    },
    {
      kind: "text",
      heading: "Our mission",
      paragraphs: [
        "Our mission is to give individuals and businesses a fair, effective and ethical way to protect how they are seen online: removing what should not be there, putting accurate information in front of the people who matter, and watching for what comes next.",
        "In practice, that means honest assessments, plans that explain their own reasoning, and methods that respect the law, the rules of each platform and the volunteer communities that keep sites like Wikipedia reliable.",
      ],
    },
    {
      kind: "text",
      heading: "Our vision",
      paragraphs: [
        "We want an internet where search results reflect who a person or a company is today, not the worst thing ever said about them. Where someone targeted by harassment knows where to turn. Where a business can answer unfair criticism without resorting to fake praise.",
        "We cannot build that internet alone, but we can work toward it with each client, and we can share what we learn along the way. That is why our Learning Center explains, in plain language, what people can safely do on their own.",
      ],
    },
    {
      kind: "cards",
      heading: "Six values we work by",
      intro:
        "These values guide every case, whatever its size and whoever the client.",
      columns: 3,
      cards: [
        {
          icon: "lock",
          title: "Discretion",
          description:
            "Your situation is private. We treat case details as confidential, limit them to the people handling them and share them only as our Privacy Policy describes.",
        },
        {
          icon: "scale",
          title: "Integrity",
          description:
            "We use only methods we would be comfortable explaining in public: no fake reviews, no threats and no undisclosed paid editing.",
        },
        {
          icon: "heart-handshake",
          title: "Empathy",
          description:
            "Many people reach us at a hard moment. We listen first, speak plainly and remember that every case involves someone's life or livelihood.",
        },
        {
          icon: "file-search",
          title: "Transparency",
          description:
            "You see the plan, the reasoning behind it and the progress made. If something cannot be removed, we tell you and explain the alternatives.",
        },
        {
          icon: "trending-up",
          title: "Persistence",
          description:
            "Reputation work takes patience. We keep following up with platforms, building content and monitoring for as long as your engagement runs.",
        },
        {
          icon: "user-check",
          title: "Empowerment",
          description:
            "We share what we know, so that you understand your online presence and can protect it with confidence once our active work ends.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Start with a confidential conversation",
    body: "If something online is affecting your life or your business, tell us about it. We reply within 1-2 business hours, and the first assessment is free and carries no obligation.",
    actionLabel: "Get Your Free Assessment",
  },
} satisfies PageEntry;
