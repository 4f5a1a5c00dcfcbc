import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "wikipedia-management",
  audience: "businesses",
  name: "Wikipedia Management",
  serviceType: "Wikipedia consulting and article monitoring",
  reviewed: "2026-11-25",
  meta: {
    title: "Ethical Wikipedia Management for Companies",
    description:
      "Ethical Wikipedia consulting: notability reviews, article monitoring and disclosed edit requests on talk pages, following Wikipedia's paid-contribution rules.",
    keywords: [
      "Wikipedia management",
      "Wikipedia consulting for companies",
      "correct Wikipedia article",
      "Wikipedia edit request",
      "Wikipedia paid editing disclosure",
      "Wikipedia conflict of interest",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Accurate Wikipedia coverage, pursued the right way",
    lead:
      "A Wikipedia article often sits near the top of the search results for a company. RRR helps you understand it, keep watch over it and propose fair corrections openly, under the encyclopedia's own rules.",
  },
  summary:
    "Transparent Wikipedia consulting for companies: notability reviews, article monitoring and disclosed edit requests that follow Wikipedia's conflict of interest rules.",
  icon: "book-open",
  sections: [
    {
      kind: "text",
      heading: "Why Wikipedia matters for your company",
      paragraphs: [
        "When a company has a Wikipedia article, that article frequently appears near the top of its branded search results, and its content can be reused in other places people look for quick answers. Readers tend to treat it as neutral and well sourced, so an outdated figure, a missing development or a one-sided section can shape opinions for years.",
        "It is important to be clear about how Wikipedia works. It is written and governed by a community of volunteer editors. No company, and no agency, owns or controls an article, including RRR. Anyone promising to write a flattering article for you, or to quietly remove criticism, is either overstating what they can do or planning to break the rules, and edits made that way are often reverted, tagged or reported.",
        "What a company can do is engage openly: understand what the encyclopedia's policies require, point editors to reliable sources and request corrections through the channels Wikipedia provides for people with a conflict of interest. That is the only way we work. Wikipedia's policies change from time to time; this page describes them as they stood at its last review.",
      ],
    },
    {
      kind: "commitment",
      heading: "Our Wikipedia ethics commitment",
      body: "Every Wikipedia engagement we take on is governed by Wikipedia's policies and the Wikimedia Terms of Use. If a request would require us to break them, we decline it.",
      points: [
        "Notability: we only support an article about a company that meets Wikipedia's notability guidelines, shown by significant coverage in independent, reliable sources. We tell you honestly when that bar is not yet met.",
        "Neutral point of view: we do not seek promotional language or the removal of well-sourced criticism. Our aim is balanced, accurate coverage.",
        "Verifiability: every change we propose is supported by published, reliable, independent sources that editors can check for themselves.",
        "Disclosure of paid involvement: we follow Wikipedia's paid-contribution disclosure rules and state who we are, who our client is and that we are paid, in the places those rules require.",
        "Community engagement: we propose changes on article talk pages and through formal edit requests, and we let independent editors review them and decide.",
        "No undisclosed paid editing: we do not edit articles covertly, use hidden or shared accounts, or ask others to make edits on our behalf.",
      ],
    },
    {
      kind: "cards",
      heading: "Our Wikipedia services",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "Article and notability review",
          description:
            "We assess an existing article for accuracy and sourcing, or judge whether your company meets the notability guidelines for a new one.",
        },
        {
          icon: "bell-ring",
          title: "Article monitoring",
          description:
            "We watch your article and its talk page and alert you to significant changes, disputes or vandalism promptly.",
        },
        {
          icon: "message-warning",
          title: "Disclosed edit requests",
          description:
            "We prepare clear, sourced requests to correct errors or update facts and post them openly on the talk page for editors to review.",
        },
        {
          icon: "newspaper",
          title: "Source research",
          description:
            "We identify independent, reliable published sources that support accurate information, which is what editors need to act on a request.",
        },
        {
          icon: "book-open",
          title: "Draft submissions",
          description:
            "Where notability is clearly met, we can prepare a neutral, well-sourced draft and submit it through Wikipedia's review process, with full disclosure.",
        },
        {
          icon: "users",
          title: "Team guidance",
          description:
            "We brief your communications staff on conflict of interest rules, so nobody at your company edits in a way that backfires.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Benefits of an ethical approach",
      columns: 2,
      cards: [
        {
          icon: "badge-check",
          title: "Corrections that last",
          description:
            "Changes accepted by independent editors through the proper process have a much better chance of staying in place than covert edits.",
        },
        {
          icon: "shield-check",
          title: "Nothing hidden to uncover",
          description:
            "Because our involvement is disclosed from the start, there is no secret for a journalist or editor to expose about your company rewriting its own entry.",
        },
        {
          icon: "bell-ring",
          title: "Early awareness",
          description:
            "Monitoring means you learn about significant changes to your article quickly, instead of hearing about them from a customer or reporter.",
        },
        {
          icon: "target",
          title: "Realistic expectations",
          description:
            "You get an honest view of what Wikipedia's policies allow, so effort goes into requests that have a real chance of acceptance.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Have a question about your Wikipedia article?",
    body: "Send us the article link or tell us about your company. We will review the situation in confidence, explain what Wikipedia's rules allow and reply within 1-2 business hours. The consultation is free and carries no obligation.",
    actionLabel: "Request a Free Consultation",
  },
} satisfies ServiceEntry;
