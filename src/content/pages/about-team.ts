import type { PageEntry } from "../pageTypes";
import { aboutPath } from "../../site/paths";

/**
 * Copy of the Our Team page (linked from /about; docs/spec.md §2 "Route table" notes it is not yet
 * registered). Teams and roles, no invented people (docs/product-decisions.md, decision 1).
 * Placeholder: the teams and what each does were written for the site; the firm confirms they match
 * how it works before launch (README "Before going live").
 */
export default {
  path: aboutPath("team"),
  name: "Our Team",
  schemaType: "AboutPage",
  meta: {
    title: "Our Team: How RRR Specialists Work Together",
    description:
      "Meet the teams behind every RRR case: client advocates, removal specialists, search strategists, crisis communications, privacy analysts and 24/7 monitoring.",
    keywords: [
      "RRR team",
      "reputation management specialists",
      "content removal specialists",
      "crisis communications team",
      "privacy protection analysts",
      "reputation monitoring team",
    ],
  },
  hero: {
    eyebrow: "Our Team",
    title: "Specialist teams, one coordinated plan",
    lead: "Behind every RRR engagement is a group of specialist teams, each focused on one part of the problem and all working from the same plan.",
  },
  sections: [
    {
      kind: "text",
      heading: "How our teams are organized",
      paragraphs: [
        "Online reputation problems cut across several disciplines at once. A single case can involve a platform's content policy, search rankings, a data broker listing, a review profile and a difficult conversation with a board or a family. No one person is expert in all of that, so we organize our work around specialist teams.",
        "You do not need to keep track of who does what. A client advocate is your point of contact from the first conversation onward and brings in the right specialists as your plan requires.",
      ],
    },
    {
      kind: "cards",
      heading: "The teams behind your case",
      intro:
        "Each team has a clear role. Depending on your situation, some or all of them will work on your case.",
      columns: 3,
      cards: [
        {
          icon: "heart-handshake",
          title: "Client advocates",
          description:
            "Your main point of contact. Client advocates run the confidential intake, explain your options in plain language, coordinate the specialists on your case and keep you informed about what happens next.",
        },
        {
          icon: "file-x",
          title: "Content removal specialists",
          description:
            "They assess whether content breaks the law or a platform's rules and prepare removal and de-indexing requests, from leaked personal data and copyright abuse to intimate images shared without consent.",
        },
        {
          icon: "search",
          title: "Search and content strategists",
          description:
            "When content cannot be removed, they plan and build accurate, well-made profiles, articles and web pages so that fair and current information ranks where people look first.",
        },
        {
          icon: "message-warning",
          title: "Review and crisis communications",
          description:
            "They flag fake and policy-breaking reviews, help you answer genuine criticism, and prepare clear, measured statements when a story breaks or a situation escalates.",
        },
        {
          icon: "lock",
          title: "Privacy and data protection analysts",
          description:
            "They trace where home addresses, phone numbers and family details are published, handle data broker opt-outs and advise on reducing future exposure. In healthcare work, they help us follow HIPAA.",
        },
        {
          icon: "bell-ring",
          title: "Monitoring and technical team",
          description:
            "They run 24/7 monitoring of search results, review sites, news and social media, send alerts when something new appears and track progress against the milestones in your plan.",
        },
      ],
    },
    {
      kind: "text",
      heading: "How the teams work together",
      paragraphs: [
        "Every case begins with your client advocate and the discovery work of the first phase of our process. Removal specialists, strategists and privacy analysts each review the findings from their own angle, and their recommendations are combined into a single strategic blueprint. You receive one plan, not several competing ones.",
        "During implementation, the teams share what they learn. A successful removal request tells the strategists which search results are likely to change. An alert from the monitoring team may prompt a review response or a new privacy request the same day. Your client advocate keeps this coordination out of your way and reports progress in plain language.",
        "When a situation moves fast, such as a breaking news story or a coordinated harassment campaign, the relevant teams work on it together from the start, with crisis communications setting the order of priorities.",
      ],
    },
    {
      kind: "commitment",
      heading: "Standards every team follows",
      body: "Whatever their specialty, everyone who works on your case is held to the same rules.",
      points: [
        "Confidentiality: case details are limited to the people working on them and shared outside RRR only as our Privacy Policy describes",
        "Ethical methods only: no fake reviews, no threats and no undisclosed paid editing",
        "Wikipedia work follows the site's disclosure rules for paid involvement",
        "Healthcare work follows HIPAA",
        "We are not a law firm and do not give legal advice; we tell you when an attorney is needed",
      ],
    },
  ],
  callToAction: {
    heading: "Talk to a client advocate",
    body: "Start with a free, confidential conversation. A client advocate will reply within 1-2 business hours, listen to what is happening and explain which specialists can help.",
    actionLabel: "Request a Free Consultation",
  },
} satisfies PageEntry;
