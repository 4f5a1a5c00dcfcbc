import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "corporate-defamation-solutions",
  audience: "businesses",
  name: "Corporate Defamation Solutions",
  serviceType: "Corporate online defamation response",
  reviewed: "2026-11-25",
  meta: {
    title: "Corporate Defamation Solutions",
    description:
      "False claims about your company online? RRR documents the evidence, reports content to platforms, supports your attorney and suppresses what stays online.",
    keywords: [
      "corporate defamation",
      "business defamation online",
      "false reviews about my business",
      "remove defamatory content",
      "online libel business",
      "defamation evidence documentation",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Answer false statements about your business with evidence and a plan",
    lead:
      "A false accusation posted online can cost customers, partners and staff long before anyone checks the facts. RRR helps you document it, report it to the platforms and work to reduce its reach, alongside your legal counsel.",
  },
  summary:
    "Evidence documentation, platform reporting, attorney coordination and suppression for businesses targeted by false and damaging statements online.",
  icon: "scale",
  sections: [
    {
      kind: "text",
      heading: "When false statements target your company",
      paragraphs: [
        "Not every harsh review or critical article is defamation. Customers are entitled to share honest opinions, even unflattering ones, and journalists may report on matters of public interest. But when someone publishes false claims of fact about your business, such as inventing a safety violation, a fraud or a crime, the damage can be serious and lasting.",
        "These cases need care. A rushed public reply or an angry demand can draw more attention to the claim and make later action harder. The better path starts with preserving evidence, understanding which route fits the situation, and involving a qualified attorney when legal action may be warranted.",
      ],
    },
    {
      kind: "cards",
      heading: "The five elements usually found in defamation",
      intro:
        "In general US terms, a statement about a business is usually treated as defamatory only when all five of these elements are present. The exact rules differ by state and by country and change over time, and only an attorney can tell you how they apply to your situation.",
      columns: 3,
      cards: [
        {
          icon: "circle-alert",
          title: "A false statement of fact",
          description:
            "The claim presents something untrue as fact. Opinions, jokes that no reader would take literally and statements that are substantially true usually do not qualify.",
        },
        {
          icon: "newspaper",
          title: "Published to a third party",
          description:
            "The statement was communicated to someone other than your business, for example in a public review, a blog post, a social media thread or an article.",
        },
        {
          icon: "building",
          title: "Identifies the business",
          description:
            "Readers can tell the statement is about your company, whether it names you directly or describes you clearly enough to be recognized.",
        },
        {
          icon: "gavel",
          title: "Made with fault",
          description:
            "The publisher was at least negligent about whether the statement was true. Where the business counts as a public figure, the stricter test of actual malice applies: knowing the statement was false, or recklessly disregarding the truth.",
        },
        {
          icon: "trending-up",
          title: "Causes harm",
          description:
            "The statement damages your reputation or causes loss, such as cancelled orders, lost contracts or customers choosing a competitor. Some statements, such as false accusations of a crime, may be treated as harmful in themselves.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "How we help",
      intro: "Our role is practical and non-legal: we handle the evidence, the platforms and the search results.",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "Evidence documentation",
          description:
            "We capture dated screenshots, links, account details and copies of each post before it can be edited or deleted.",
        },
        {
          icon: "file-x",
          title: "Platform reporting",
          description:
            "Many false statements also break a site's own rules. We report them through the proper channels with the supporting material each platform requires.",
        },
        {
          icon: "briefcase",
          title: "Attorney coordination",
          description:
            "When you involve counsel, we supply organized records and timelines, and we help carry out removal steps based on any order your attorney obtains.",
        },
        {
          icon: "eye-off",
          title: "Search suppression",
          description:
            "If a false statement stays online, we build accurate content that can outrank it so fewer people come across it.",
          href: "/services/businesses/negative-content-suppression/",
          linkLabel: "Explore content suppression",
        },
        {
          icon: "bell-ring",
          title: "Repost monitoring",
          description:
            "False claims are often copied to new sites and accounts. Our 24/7 monitoring helps catch reposts so they can be addressed quickly.",
        },
        {
          icon: "heart-handshake",
          title: "Communication guidance",
          description:
            "We help you decide whether and how to respond publicly, so customers hear the facts without the claim gaining new attention.",
        },
      ],
    },
    {
      kind: "legalNote",
      heading: "Important: RRR is not a law firm",
      body: "RRR Reputation Management is not a law firm and does not provide legal advice. The information on this page is general and is not a substitute for advice on your specific situation. Whether a statement is defamatory, and whether legal action is worthwhile, are questions for a qualified attorney licensed in the relevant jurisdiction. If you are considering a lawsuit, a demand letter or any other legal action, please consult an attorney. We are glad to work alongside your counsel.",
    },
    {
      kind: "cards",
      heading: "Benefits for your business",
      columns: 2,
      cards: [
        {
          icon: "shield-check",
          title: "Evidence that is ready when needed",
          description:
            "Organized, dated records make it easier for platforms to act and for your attorney to assess the case.",
        },
        {
          icon: "clock",
          title: "Less time spent on the attack",
          description:
            "We handle the reporting, tracking and follow-up so your leadership can stay focused on running the company.",
        },
        {
          icon: "search",
          title: "Reduced visibility of false claims",
          description:
            "Removal where the rules allow it and suppression where they do not can limit how many people see the statement.",
        },
        {
          icon: "badge-check",
          title: "A measured, credible response",
          description:
            "No threats, no fake counter-reviews and no public fights, so your company comes across as calm and factual.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Talk to us about a false statement",
    body: "Share the links and a short description of what was published. We will review it in confidence, explain the non-legal options available to your business and reply within 1-2 business hours. The consultation is free and carries no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
