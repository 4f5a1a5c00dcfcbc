import type { PageEntry } from "../pageTypes";
import { REPUTATION_CHECK_PATH, canonicalPath, serviceHubPath } from "../../site/paths";

/** Copy of the individual services hub (docs/spec.md §2 "Services": /services/individuals). */
export default {
  path: serviceHubPath("individuals"),
  name: "For Individuals",
  schemaType: "CollectionPage",
  meta: {
    title: "Reputation Management Services for Individuals",
    description:
      "Personal content removal, harassment help, privacy protection, defamation response and personal branding for individuals, executives and public figures.",
    keywords: [
      "personal reputation management",
      "remove personal information online",
      "online harassment help",
      "personal branding services",
      "online defamation response",
      "privacy protection services",
    ],
  },
  hero: {
    eyebrow: "Services for Individuals",
    title: "Protect your name, your privacy and your peace of mind",
    lead: "When something online is hurting your career, your relationships or your safety, RRR helps you respond with a clear plan and careful discretion.",
  },
  sections: [
    {
      kind: "serviceCards",
      heading: "How we help individuals",
      intro:
        "Each service below addresses a different kind of problem, and many situations call for more than one. Choose a service to learn more, or contact us and we will recommend the right starting point.",
      audience: "individuals",
      slugs: [
        "online-reputation-management",
        "personal-content-removal",
        "online-harassment-solutions",
        "personal-branding",
        "privacy-protection",
        "online-defamation-response",
      ],
    },
    {
      kind: "signpost",
      heading: "Not sure which service you need?",
      body: "Answer six short questions about what you are facing and where it appears. You get a plain summary, the services that fit and what you can do today. Nothing is sent until you choose to.",
      actionLabel: "Take the reputation check",
      href: canonicalPath(REPUTATION_CHECK_PATH),
    },
    {
      kind: "cards",
      heading: "Who we help",
      intro:
        "Reputation problems are not limited to celebrities. Anyone whose name can be searched can find themselves needing help, often through no fault of their own. The people we help include:",
      columns: 2,
      cards: [
        {
          icon: "user",
          title: "Private individuals",
          description:
            "People who find an old arrest record, a hostile post, a former partner's accusations or an outdated news story at the top of a search for their name, and want a fair picture restored. We start with what may be removable and build accurate content for what is not.",
        },
        {
          icon: "briefcase",
          title: "Professionals and job seekers",
          description:
            "Doctors, lawyers, consultants, teachers and others whose work depends on trust, and anyone worried about what a future employer, client or business partner will find. We help your search results reflect your current work, not a single bad moment.",
        },
        {
          icon: "user-check",
          title: "Executives and public figures",
          description:
            "Leaders, founders, creators and public personalities who need an accurate, consistent presence online and a plan for the moments when attention turns negative. Where your name is tied to a company, we coordinate with the work on the business side.",
        },
        {
          icon: "shield-alert",
          title: "People targeted online",
          description:
            "Anyone facing harassment, impersonation, doxxing or intimate images shared without consent, who needs help quickly, quietly and without being judged. We document the abuse, report it through the right channels and help you regain a sense of safety.",
        },
      ],
    },
    {
      kind: "list",
      heading: "What to expect",
      intro:
        "Reaching out about something personal can be hard. We have designed the experience to be straightforward and calm, from the first message onward. Here is what you can expect:",
      items: [
        "A reply within 1-2 business hours after you contact us",
        "A free, confidential, no-obligation assessment of what appears when people search for your name",
        "An honest explanation of what may be removable, what may be outranked and what is best left alone",
        "A written plan following our five-phase process, with milestones you can follow",
        "24/7 monitoring once work begins, with alerts when something new appears",
        "Practical guidance on what you can safely do yourself, and what to avoid while the work is underway, such as replying to attackers in public",
        "Ethical methods only: no fake reviews, no threats and no undisclosed paid editing",
        "A clear word when your situation calls for an attorney, since we are not a law firm and do not give legal advice",
      ],
    },
  ],
  callToAction: {
    heading: "Your situation, handled in confidence",
    body: "Tell us what you are dealing with, in as much or as little detail as you like. A specialist will reply within 1-2 business hours with your options, free and in confidence.",
    actionLabel: "Get Confidential Help",
  },
} satisfies PageEntry;
