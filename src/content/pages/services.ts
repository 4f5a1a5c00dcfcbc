import type { PageEntry } from "../pageTypes";
import { SERVICES_PATH } from "../../site/paths";

/** Copy of the Services hub (docs/spec.md §2 "Services": /services). */
export default {
  path: SERVICES_PATH,
  name: "Services",
  schemaType: "CollectionPage",
  meta: {
    title: "Online Reputation Management Services",
    description:
      "Reputation services for individuals and businesses: content removal, review management, crisis response and privacy protection. Free, confidential assessment.",
    keywords: [
      "online reputation management services",
      "content removal services",
      "reputation management for individuals",
      "reputation management for businesses",
      "free reputation assessment",
    ],
  },
  hero: {
    eyebrow: "Our Services",
    title: "Reputation services for individuals and businesses",
    lead: "Whether the problem involves your own name or your company's, RRR pursues removal where it is possible, works to outrank what stays up and keeps watch for what comes next.",
  },
  sections: [
    {
      kind: "cards",
      heading: "Choose the help that fits",
      intro:
        "Our services are grouped by who they protect. Start with the group that matches your situation. If it touches both, for example an executive whose name is closely tied to the company, we plan the work as one engagement.",
      columns: 2,
      cards: [
        {
          icon: "user",
          title: "For Individuals",
          description:
            "For private individuals, professionals, executives and public figures: personal content removal, harassment support, privacy protection, defamation response, personal branding and reputation management.",
          href: "/services/individuals/",
          linkLabel: "Explore services for individuals",
        },
        {
          icon: "building",
          title: "For Businesses",
          description:
            "For companies, brands and healthcare providers: review management, negative content suppression, crisis management, corporate defamation, SEO for reputation, Wikipedia and executive reputation work.",
          href: "/services/businesses/",
          linkLabel: "Explore services for businesses",
        },
      ],
    },
    {
      kind: "text",
      heading: "Every engagement starts with a free assessment",
      paragraphs: [
        "Before we recommend anything, we look closely at your situation. Tell us what is happening through our contact page, and a specialist will reply within 1-2 business hours to arrange a confidential conversation.",
        "In the assessment, we review what appears when people search for you or your company, identify which items may qualify for removal and which are better handled another way, and explain the options in plain language. It is free and carries no obligation: you decide whether and how to go ahead.",
        "If you choose to work with us, the assessment becomes the starting point of the first phase of our process, so you do not have to start again.",
        "Some situations cannot wait for a scheduled call, such as a story that is spreading or harassment that is escalating. Say so when you contact us: it helps us see what is most urgent and focus first on limiting further harm.",
      ],
    },
    {
      kind: "cards",
      heading: "What every client can count on",
      intro: "The services differ, but the way we work does not.",
      columns: 3,
      cards: [
        {
          icon: "lock",
          title: "Confidential handling",
          description:
            "We treat your case as confidential, limit it to the people working on it and share it only as our Privacy Policy describes. You decide whether anything is made public.",
        },
        {
          icon: "target",
          title: "A five-phase plan",
          description:
            "Discovery and analysis, strategic blueprint, implementation, monitoring and optimization, and long-term resilience, with milestones you can follow.",
        },
        {
          icon: "bell-ring",
          title: "24/7 monitoring",
          description:
            "We watch search results, review sites, news and social media around the clock and alert you when something new appears.",
        },
        {
          icon: "badge-check",
          title: "Ethical methods only",
          description:
            "No fake reviews, no threats and no undisclosed paid editing. We follow Wikipedia's disclosure rules and, in healthcare work, HIPAA.",
        },
        {
          icon: "clock",
          title: "Prompt, clear communication",
          description:
            "A reply within 1-2 business hours when you first contact us, and progress reports written in plain language throughout.",
        },
        {
          icon: "scale",
          title: "Honest about limits",
          description:
            "We are not a law firm and do not give legal advice. When your situation needs an attorney, we say so and can work alongside yours.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Not sure which service you need?",
    body: "You do not have to work it out alone. Describe the problem, and we will recommend the right approach after a free, confidential assessment. We reply within 1-2 business hours.",
    actionLabel: "Get Your Free Assessment",
  },
} satisfies PageEntry;
