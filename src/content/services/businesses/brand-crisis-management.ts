import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "brand-crisis-management",
  audience: "businesses",
  name: "Brand Crisis Management",
  serviceType: "Brand crisis management and communication",
  meta: {
    title: "Brand Crisis Management and Response",
    description:
      "Prepare before a crisis, respond quickly while it unfolds and rebuild trust afterward. RRR's crisis team helps businesses limit reputational damage online.",
    keywords: [
      "brand crisis management",
      "online crisis response",
      "crisis communication for businesses",
      "reputation crisis help",
      "social media crisis",
      "crisis preparedness plan",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "When your brand is under pressure, every hour counts",
    lead:
      "A viral post, a damaging story or a data incident can reshape how people see your company in a single day. RRR helps you prepare, respond with a clear voice and work to recover the trust you have earned.",
  },
  summary:
    "Crisis preparedness, coordinated rapid response and post-crisis recovery that help businesses limit reputational damage online and rebuild trust.",
  icon: "siren",
  sections: [
    {
      kind: "text",
      heading: "How a reputation crisis unfolds online",
      paragraphs: [
        "Online, a crisis rarely waits for a press office. A screenshot is shared, commentators add their own version of events, journalists pick up the thread and search results for your company change while your team is still working out the facts. Silence gets filled by others, and a rushed or defensive statement can become a second story of its own.",
        "Good crisis management is less about clever words and more about preparation, speed and consistency. The companies that come through best know who decides, what they can say, where they will say it and how they will follow up once the attention fades. Our work is organized around those three stages.",
        "We also know the limits of our role. We do not replace your legal counsel, your regulators or your own leadership. We work alongside them, handling the online side of the crisis: what people find, what they read and how your company's voice comes across while the facts are still being established.",
      ],
    },
    {
      kind: "pillars",
      heading: "The three pillars of crisis management",
      intro: "Each pillar can be engaged on its own, but together they cover the full life of a crisis.",
      pillars: [
        {
          title: "Pre-Crisis Preparedness",
          summary:
            "The calm work done in advance that makes a fast, steady response possible when pressure arrives.",
          items: [
            "Risk assessment of the issues most likely to affect your company and industry",
            "A written crisis plan with roles, approval steps and contact lists",
            "Holding statements and response templates prepared for likely scenarios",
            "Baseline audit of search results, reviews and social channels",
            "24/7 monitoring set up to flag unusual spikes in mentions early",
          ],
        },
        {
          title: "During-Crisis Rapid Response",
          summary:
            "Coordinated action while the story is live, so your company is heard clearly and consistently.",
          items: [
            "Fast situation assessment: what is known, what is spreading and where",
            "Clear, accurate messaging for customers, staff, partners and media",
            "Consistent replies across your website, social channels and review profiles",
            "Reporting of false, abusive or policy-breaking content to the platforms",
            "Continuous tracking of sentiment and coverage with regular updates to your team",
          ],
        },
        {
          title: "Post-Crisis Recovery",
          summary:
            "Rebuilding search results, reviews and trust once the news cycle moves on.",
          items: [
            "Review of what happened and what should change in the plan",
            "Publication of accurate follow-up content, updates and corrective steps",
            "Suppression of lingering negative results through strong, relevant content",
            "Renewed review activity from genuine customers",
            "Ongoing monitoring for resurfacing stories and anniversary coverage",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "Crises we help businesses manage",
      intro: "Every situation is different, but most fall into one of these types:",
      items: [
        "Viral social media backlash over a post, campaign or customer interaction",
        "Negative news coverage or an investigative story",
        "Product recalls, safety concerns and quality failures",
        "Data breaches and other security incidents",
        "Executive or employee misconduct allegations",
        "Coordinated review attacks and fake review campaigns",
        "Lawsuits, regulatory actions and public disputes",
        "Workplace controversies, layoffs and leaked internal communications",
      ],
    },
    {
      kind: "cards",
      heading: "Why choose RRR in a crisis",
      columns: 3,
      cards: [
        {
          icon: "bell-ring",
          title: "We are already watching",
          description:
            "Our 24/7 monitoring of search, news, reviews and social media helps spot problems early, while they are still small and easier to answer.",
        },
        {
          icon: "target",
          title: "A plan, not improvisation",
          description:
            "Our five-phase process gives every response a clear structure, from the first assessment to long-term resilience after the crisis.",
        },
        {
          icon: "lock",
          title: "Discreet and ethical",
          description:
            "We treat your situation as confidential and do not answer criticism with fake reviews, threats or deception that would deepen the damage.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Facing a crisis right now?",
    body: "Tell our crisis team what is happening and what you already know. We reply within 1-2 business hours, treat what you share as confidential and help you decide on your first steps.",
    actionLabel: "Contact Our Crisis Team",
    tone: "accent",
  },
  callToActionNote:
    "For non-urgent inquiries, such as preparing a crisis plan before anything happens, please use our standard consultation request on the contact page.",
} satisfies ServiceEntry;
