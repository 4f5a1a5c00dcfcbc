import type { PageEntry } from "../pageTypes";
import { aboutPath } from "../../site/paths";

/** Copy of the Our Process page (docs/spec.md §2 "About": /about/process). */
export default {
  path: aboutPath("process"),
  name: "Our Process",
  schemaType: "AboutPage",
  meta: {
    title: "Our Five-Phase Reputation Management Process",
    description:
      "How RRR works: discovery and analysis, a strategic blueprint, implementation, 24/7 monitoring and optimization, then long-term resilience for your name.",
    keywords: [
      "reputation management process",
      "online reputation strategy",
      "reputation audit",
      "content removal process",
      "reputation monitoring",
      "five-phase process",
    ],
  },
  hero: {
    eyebrow: "Our Process",
    title: "Five phases from first call to long-term resilience",
    lead: "Every RRR engagement follows the same five phases, so you know where your case stands, what we are doing and what comes next.",
  },
  sections: [
    {
      kind: "text",
      heading: "A plan you can follow",
      paragraphs: [
        "Reputation problems rarely have a single cause or a single fix. One search result may be removable under a platform's policy, another may need to be outranked by stronger content, and a third may call for a carefully worded public response. Our process keeps that work organized, visible and measurable.",
        "The phases run in order, but they overlap in practice: monitoring starts early, and the strategy is adjusted as results come in. How long each phase takes depends on the kind of content and the platforms involved, so we give you a realistic estimate in your blueprint rather than a promise we cannot keep.",
      ],
    },
    {
      kind: "pillars",
      heading: "The five phases",
      intro:
        "Each phase has a clear purpose and concrete deliverables you can review.",
      pillars: [
        {
          title: "Discovery and Analysis",
          summary:
            "We establish what people see when they look you up, where it comes from and how much harm it is causing.",
          items: [
            "A confidential intake conversation about what happened, what worries you most and what outcome you need",
            "A review of search results for your name or brand, including common spellings and related searches",
            "An inventory of reviews, news coverage, social media posts, forums, images and data broker listings",
            "An assessment of each item against the law and platform policies to see what may qualify for removal",
            "A look at the positive and neutral assets you already have, such as profiles, websites and press mentions",
          ],
        },
        {
          title: "Strategic Blueprint",
          summary:
            "We turn the findings into a written plan that matches the right method to each problem and sets realistic expectations.",
          items: [
            "A decision for each item: pursue removal, outrank it with stronger content, respond publicly or leave it alone",
            "Priorities ranked by harm, visibility and how quickly each item can realistically be addressed",
            "A content plan describing the accurate, positive material to create or improve",
            "Milestones, reporting dates and the measures we will use to track progress",
            "A clear note of anything outside our scope, such as matters that need an attorney",
          ],
        },
        {
          title: "Implementation",
          summary:
            "We carry out the plan, handling the detailed work with platforms, publishers and search engines on your behalf.",
          items: [
            "Removal and de-indexing requests filed under platform rules, privacy procedures and applicable law",
            "Flagging of fake and policy-breaking reviews, with guidance on answering genuine criticism well",
            "Creation and improvement of profiles, articles and web pages that represent you accurately",
            "Data broker opt-outs and removal of exposed personal information",
            "Ethical methods only: no fake reviews, no threats and no undisclosed paid editing",
          ],
        },
        {
          title: "Monitoring and Optimization",
          summary:
            "We watch for changes around the clock and refine the plan based on what the results show.",
          items: [
            "24/7 monitoring of search results, review sites, news and social media for new mentions",
            "Prompt alerts when something new or harmful appears, with a recommended next step",
            "Tracking of rankings and removal requests against the milestones in your blueprint",
            "Adjustments when search engines or platforms change how they rank or moderate content",
            "Progress reports written in plain language, not jargon",
          ],
        },
        {
          title: "Long-Term Resilience",
          summary:
            "We help you keep the ground you have gained, so any future problem meets a stronger and better-prepared online presence.",
          items: [
            "A maintenance plan for keeping positive content current and visible",
            "Ongoing monitoring to catch relisted personal data and new attacks early",
            "Guidance on privacy settings, account security and what to share publicly",
            "A simple response plan for new reviews, press inquiries or a sudden crisis",
            "Practical advice so you or your team can handle routine issues with confidence",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "What we ask of you",
      intro:
        "The process works best as a partnership. Along the way, we may ask you to:",
      items: [
        "Share the full picture early, including details you would rather not discuss; we treat them as confidential",
        "Point us to the searches, links and accounts that concern you most",
        "Review and approve any content published in your name or your company's name",
        "Hold off on responding publicly to attacks until we have agreed on a plan together",
        "Tell us promptly if you notice something new before our alerts do",
      ],
    },
  ],
  callToAction: {
    heading: "Begin with discovery",
    body: "The first step costs nothing. Tell us what you are seeing online, and a specialist will reply within 1-2 business hours to arrange a free, confidential assessment.",
    actionLabel: "Start Your Free Assessment",
  },
} satisfies PageEntry;
