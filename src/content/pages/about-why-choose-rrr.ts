import type { PageEntry } from "../pageTypes";
import { aboutPath } from "../../site/paths";

/** Copy of the Why Choose RRR page (docs/spec.md §2 "About": /about/why-choose-rrr). */
export default {
  path: aboutPath("why-choose-rrr"),
  name: "Why Choose RRR",
  schemaType: "AboutPage",
  meta: {
    title: "Why Choose RRR for Online Reputation Management",
    description:
      "Six ways RRR works differently: confidentiality, a five-phase plan, the right method for each problem, ethical methods, a fast reply and 24/7 monitoring.",
    keywords: [
      "why choose RRR",
      "best approach to reputation management",
      "ethical reputation management firm",
      "confidential reputation repair",
      "reputation management company comparison",
    ],
  },
  hero: {
    eyebrow: "Why Choose RRR",
    title: "What sets our approach apart",
    lead: "Repairing a reputation is harder than it looks, and the wrong approach can make things worse. Here are six ways our work differs, each set against a problem people commonly run into.",
  },
  sections: [
    {
      kind: "advantages",
      heading: "Six reasons to work with RRR",
      intro:
        "Each block describes a common difficulty, how we address it and what that means for you.",
      blocks: [
        {
          title: "Confidentiality from the first message",
          problem:
            "Asking for help can feel risky. Many people worry that reaching out will draw more attention to the very thing they want to go away, or that their situation will be discussed beyond the people who need to know.",
          solution:
            "We treat your inquiry as confidential, limit it to the specialists working on your case, and share it only as our Privacy Policy describes, for example in a removal request you have authorized. You decide whether anything is ever made public.",
          benefit:
            "You can describe your situation honestly and completely, which leads to a better plan and less stress along the way.",
        },
        {
          title: "A clear, five-phase process",
          problem:
            "Reputation work is often sold as a black box: a monthly fee, vague activity and little explanation of what is actually being done or why.",
          solution:
            "Every engagement follows five phases: discovery and analysis, strategic blueprint, implementation, monitoring and optimization, and long-term resilience. You receive a written plan with milestones and progress reports in plain language.",
          benefit:
            "You can see where your case stands, what comes next and how progress is being measured.",
        },
        {
          title: "The right method for each problem",
          problem:
            "Packaged solutions treat every negative result the same way, spending time and money on tactics that do not fit the content involved.",
          solution:
            "We assess each item on its own terms. Some content can be removed under the law or a platform's policies, some is better outranked with accurate content, and some calls for a careful public reply.",
          benefit:
            "Effort goes where it can make a real difference, and you get an honest view of what is achievable before any work begins.",
        },
        {
          title: "Ethical methods that last",
          problem:
            "Shortcuts such as fake reviews, undisclosed paid editing or threatening letters may seem to work at first, but platforms catch up, and the fallout can be worse than the original problem.",
          solution:
            "We work only with methods we can describe openly: platform rules, legitimate removal procedures, quality content and honest communication. On Wikipedia we follow its disclosure rules for paid involvement, and in healthcare work we follow HIPAA.",
          benefit:
            "Progress is built to hold up under scrutiny, and our own methods do not put it at risk when a platform enforces its rules.",
        },
        {
          title: "Fast response when it matters",
          problem:
            "Damaging content spreads quickly. A post shared widely in its first hours can be copied, indexed and quoted long before anyone acts on it.",
          solution:
            "We reply to new inquiries within 1-2 business hours, and our crisis communications specialists can help you plan a response while a story is still developing.",
          benefit:
            "You get clear advice early, when there are the most options open and the least damage to undo.",
        },
        {
          title: "Monitoring around the clock",
          problem:
            "Cleaning up search results once is rarely enough. Removed material gets reposted, data brokers relist personal details, and new reviews arrive every day.",
          solution:
            "We monitor search results, review sites, news and social media 24/7 and alert you when something new appears, together with a recommended next step.",
          benefit:
            "New issues can be caught early and handled before they grow into the next crisis.",
        },
      ],
    },
    {
      kind: "list",
      heading: "What we will not do",
      intro:
        "Being clear about our limits is part of how we earn trust. We will not:",
      items: [
        "Write, buy or solicit fake reviews, positive or negative",
        "Edit Wikipedia or similar sites without disclosing paid involvement",
        "Threaten, pressure or mislead site owners, reviewers or journalists",
        "Promise guaranteed removals, rankings or timelines",
        "Give legal advice: we are not a law firm, and we will tell you when you need an attorney",
        "Share the details of your case beyond what our Privacy Policy describes, such as a removal request you have authorized or a disclosure the law requires",
      ],
    },
    {
      kind: "text",
      heading: "Not sure we are the right fit?",
      paragraphs: [
        "The free consultation is the simplest way to find out. It is confidential and carries no obligation. If we believe another route would serve you better, such as speaking with an attorney or using a platform's own reporting tools, we will tell you so.",
      ],
    },
  ],
  callToAction: {
    heading: "See what we would recommend for you",
    body: "Describe your situation in a few lines. We will reply within 1-2 business hours with an honest first view of your options, free of charge.",
    actionLabel: "Request Your Free Consultation",
  },
} satisfies PageEntry;
