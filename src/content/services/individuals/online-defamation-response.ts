import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "online-defamation-response",
  audience: "individuals",
  name: "Online Defamation Response",
  serviceType: "Online defamation response",
  reviewed: "2026-11-25",
  meta: {
    title: "Online Defamation Response for Individuals",
    description:
      "False claims about you online? RRR helps you document them, report posts that break platform rules, limit their reach and work with your attorney when needed.",
    keywords: [
      "online defamation help",
      "false statements online",
      "remove defamatory content",
      "libel online",
      "report false posts",
      "defamation response",
    ],
  },
  hero: {
    eyebrow: "For individuals",
    title: "Respond to false claims about you, calmly and effectively",
    lead:
      "When someone posts lies about you, the urge to fight back is strong. RRR helps you respond in a way that protects you: preserving the evidence, using platform rules, limiting the damage in search and bringing in an attorney when the situation calls for one.",
  },
  summary:
    "We help you document false statements, report posts that break platform policies, reduce their visibility in search and coordinate with an attorney when legal action is worth discussing.",
  icon: "scale",
  sections: [
    {
      kind: "text",
      heading: "When something false is said about you online",
      paragraphs: [
        "A false accusation in a review, a forum post or a social media thread can spread far beyond the people who first saw it. It can surface when a new employer, client or neighbor searches your name, and it can be hard to correct once it has been copied and shared.",
        "Not every unpleasant post is defamatory, and not every defamatory post can be removed quickly. A good response starts by understanding exactly what was said, where it lives and which options fit. Acting in anger, or replying publicly before you have a plan, often draws more attention to the very claim you want to fade.",
      ],
    },
    {
      kind: "cards",
      heading: "Fact or opinion: why the difference matters",
      intro: "In general US terms, a defamation claim usually needs five elements: a false statement presented as fact, shared with at least one other person, that identifies you, made with fault (at least negligence, or actual malice where the person is a public figure) and causing harm. The difference between fact and opinion shapes much of what can be done. Whether a specific post is legally defamatory is a question for an attorney.",
      columns: 3,
      cards: [
        {
          icon: "circle-alert",
          title: "False statements of fact",
          description:
            "Claims that can be proved true or false, such as saying you were fired for theft or were arrested when you were not. These give platforms and attorneys the most to work with.",
        },
        {
          icon: "message-warning",
          title: "Opinions",
          description:
            "Views such as calling someone rude or a service disappointing are usually protected, even when harsh. These are typically addressed through context and strong positive content rather than removal.",
        },
        {
          icon: "scale",
          title: "The gray area",
          description:
            "Some posts mix opinion with implied facts. We help you separate the parts and decide which ones are worth pursuing, and with whom.",
        },
      ],
    },
    {
      kind: "list",
      heading: "How to document what was said",
      intro: "Good records help in every route, from a platform report to a conversation with an attorney.",
      items: [
        "Screenshot the full post with the date, the author's username and the page address visible",
        "Save replies, shares and reposts, not only the original",
        "Note where the claim appears when you search your name",
        "Keep a simple log of dates, links and any reports you file",
        "Keep a record of any lost work, clients or opportunities you believe are linked to the post",
        "Avoid replying, editing or deleting your own related posts until you have a plan",
      ],
    },
    {
      kind: "cards",
      heading: "How RRR responds",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "A clear assessment",
          description:
            "We review each post, where it appears and how visible it is, and give you an honest view of the realistic options.",
        },
        {
          icon: "message-warning",
          title: "Platform policy reports",
          description:
            "Many sites prohibit false claims, harassment and impersonation in their own rules, which change over time. We file reports that point to the specific policy a post breaks, as it stands when we file.",
        },
        {
          icon: "trending-up",
          title: "Reducing the reach in search",
          description:
            "Accurate, positive content about you can push a false claim down the results, whether or not it is removed.",
          href: "/services/individuals/online-reputation-management/",
          linkLabel: "See online reputation management",
        },
        {
          icon: "newspaper",
          title: "Setting the record straight",
          description:
            "Where a calm, factual correction helps, we help you write it and choose where it should appear.",
        },
        {
          icon: "gavel",
          title: "Working with your attorney",
          description:
            "If legal action may be worth exploring, we work alongside an attorney you choose and provide organized evidence and search data.",
        },
        {
          icon: "bell-ring",
          title: "Monitoring for repeats",
          description:
            "We watch for the claim to resurface on new sites or accounts 24/7, so each new copy can be addressed quickly.",
        },
      ],
    },
    {
      kind: "text",
      heading: "When to involve an attorney",
      paragraphs: [
        "Some situations call for legal help: an anonymous author who needs to be identified, a site that will only act on a court order, or claims that are causing serious and ongoing harm to your work or safety. An attorney can tell you whether you have a claim, what it would involve and whether it is worth pursuing.",
        "Legal steps and reputation work often run side by side. While an attorney handles the legal questions, we can keep working on platform reports, search results and monitoring, so nothing is left waiting.",
      ],
    },
    {
      kind: "legalNote",
      heading: "RRR is not a law firm",
      body: "RRR Reputation Management is not a law firm and does not give legal advice. Nothing on this page is legal advice, and working with us does not create an attorney-client relationship. If you believe you have a legal claim for defamation, please speak with a qualified attorney licensed where you live. We are glad to work alongside the attorney you choose.",
    },
  ],
  callToAction: {
    heading: "Talk through your options in confidence",
    body: "Send us the links and a short account of what was said. A specialist will reply within 1-2 business hours to arrange a free, confidential consultation with no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
