import type { PageEntry } from "../pageTypes";
import { ABOUT_PATH } from "../../site/paths";

/** Copy of the About page (docs/spec.md §2 "About": /about). */
export default {
  path: ABOUT_PATH,
  name: "About Us",
  schemaType: "AboutPage",
  meta: {
    title: "About RRR Reputation Management",
    description:
      "RRR helps individuals, executives and businesses remove, suppress and monitor damaging online content, using ethical methods and careful discretion.",
    keywords: [
      "about RRR Reputation Management",
      "online reputation management firm",
      "ethical reputation management",
      "confidential reputation help",
      "content removal company",
    ],
  },
  hero: {
    eyebrow: "About RRR",
    title: "A calm, ethical partner when your name is on the line",
    lead: "RRR Reputation Management helps people and companies deal with damaging content online. We work in confidence, with methods that respect the law and platform rules, so progress is built to hold up.",
  },
  sections: [
    {
      kind: "text",
      heading: "Who we are",
      paragraphs: [
        "RRR Reputation Management is an online reputation management firm. We work with private individuals, executives and public figures, and with businesses of every size, including healthcare providers. What they have in common is a problem online that they did not choose and cannot fix by ignoring it: a false review, a hostile article, a leaked home address, or a search result that tells only the worst part of a story.",
        "Our work falls into three broad kinds. We pursue removal where content breaks the law or a platform's own rules. We build and promote accurate, positive content so that what is fair and current can rank above what is not. And we keep watch around the clock, so that new problems can be caught early instead of being discovered by a client, an employer or a patient.",
        "We are not a law firm and we do not give legal advice. When a situation calls for an attorney, we say so plainly and can work alongside the counsel you choose.",
      ],
    },
    {
      kind: "cards",
      heading: "Our core values",
      intro:
        "Four values shape which cases we take on, how we talk with clients and which methods we are willing to use.",
      columns: 2,
      cards: [
        {
          icon: "sparkles",
          title: "Innovation",
          description:
            "Search engines, review platforms and social networks change their rules all the time. We follow those changes closely and adapt our methods, so your plan reflects how the internet works today, not how it worked a few years ago.",
        },
        {
          icon: "scale",
          title: "Integrity",
          description:
            "We use ethical methods only: no fake reviews, no threats and no undisclosed paid editing. We tell you what can realistically be achieved, even when the honest answer is less than you hoped to hear.",
        },
        {
          icon: "target",
          title: "Impact",
          description:
            "Activity is not the goal. We judge our work by what changes for you: what a search for your name shows, what a customer reads before calling, and how safe you feel online.",
        },
        {
          icon: "user-check",
          title: "Empowerment",
          description:
            "We explain each step in plain language and show you what you can safely do yourself. By the end of an engagement, you should understand your online presence and feel able to protect it.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Get to know RRR",
      intro:
        "Learn where we came from, how we work and the people behind each case.",
      columns: 2,
      cards: [
        {
          icon: "book-open",
          title: "Our Story",
          description:
            "Why RRR was founded, the mission that guides our work and the six values we hold ourselves to on every case.",
          href: "/about/story/",
          linkLabel: "Read our story",
        },
        {
          icon: "activity",
          title: "Our Process",
          description:
            "The five phases every engagement follows, from discovery and analysis to long-term resilience, and what happens in each one.",
          href: "/about/process/",
          linkLabel: "See our process",
        },
        {
          icon: "users",
          title: "Our Team",
          description:
            "The specialist teams behind each case, from client advocates to removal, search, privacy and monitoring experts, and how they work together.",
          href: "/about/team/",
          linkLabel: "Meet our teams",
        },
        {
          icon: "badge-check",
          title: "Why Choose RRR",
          description:
            "Six practical differences in how we work, each set against a common problem people face when they try to repair their reputation.",
          href: "/about/why-choose-rrr/",
          linkLabel: "Compare our approach",
        },
      ],
    },
    {
      kind: "text",
      heading: "How we work with you",
      paragraphs: [
        "Every engagement starts with a free, confidential and no-obligation consultation. You tell us what is happening, we reply within 1-2 business hours, and we look at the situation in detail before explaining your options. Nothing begins until you decide it should.",
        "From there, the work follows our five-phase process: discovery and analysis, a strategic blueprint, implementation, monitoring and optimization, and long-term resilience. You know who is handling your case, what they are working on and why.",
        "We treat sensitive details as confidential, limit them to the people working on your case, and share them only as our Privacy Policy describes, for example in a removal request you have authorized. You decide whether anything is ever made public.",
      ],
    },
  ],
  callToAction: {
    heading: "Tell us what you are facing",
    body: "Share a few lines about your situation. A specialist will review it in confidence and reply within 1-2 business hours with your options, at no cost and with no obligation.",
    actionLabel: "Request a Free Consultation",
  },
} satisfies PageEntry;
