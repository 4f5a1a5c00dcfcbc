import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "personal-branding",
  audience: "individuals",
  name: "Personal Branding",
  serviceType: "Personal branding",
  meta: {
    title: "Personal Branding Services for Professionals",
    description:
      "Build an accurate, credible online presence that you control: profiles, a personal website and thought leadership that show people who you are when they search.",
    keywords: [
      "personal branding services",
      "personal brand strategy",
      "professional online presence",
      "executive personal branding",
      "thought leadership content",
      "personal website",
    ],
  },
  hero: {
    eyebrow: "For individuals",
    title: "Build a personal brand that speaks for you",
    lead:
      "Your name is searched before every interview, pitch and introduction. RRR helps you build an online presence that is accurate, consistent and clearly yours, so that what people find first is more likely to be the work you are proud of.",
  },
  summary:
    "We help you build profiles, a personal website and thought leadership that present you accurately and work toward a strong first page of search results.",
  icon: "sparkles",
  sections: [
    {
      kind: "text",
      heading: "Why a personal brand is worth building",
      paragraphs: [
        "A personal brand is simply what people learn about you when they look you up, and everyone has one, whether they tend it or not. If you leave it alone, search engines fill the gap with whatever they happen to find: an outdated profile, a stranger who shares your name, or a single comment taken out of context.",
        "Building your presence on purpose changes that. Complete profiles, a site of your own and writing that reflects your expertise give people a clear, accurate picture of you. They also give you a stronger footing if something unwelcome ever appears, because a well-built first page is harder to knock over.",
        "We do not invent a persona. The goal is to show the real you, in your own words, as clearly as possible.",
      ],
    },
    {
      kind: "cards",
      heading: "What we build with you",
      columns: 3,
      cards: [
        {
          icon: "user-check",
          title: "Professional profiles",
          description:
            "Complete, consistent profiles on the networks that matter in your field, written to be useful to the people who read them.",
        },
        {
          icon: "globe",
          title: "A personal website",
          description:
            "A simple site under your own name that you control, describing your work, experience and how to reach you.",
        },
        {
          icon: "newspaper",
          title: "Thought leadership",
          description:
            "Articles and posts that share what you know, planned around topics you can speak to with real authority.",
        },
        {
          icon: "users",
          title: "Social media presence",
          description:
            "Guidance on which platforms to use, what to share and what to keep private, so your accounts support your goals.",
        },
        {
          icon: "target",
          title: "A clear, consistent story",
          description:
            "A short description of who you are and what you do, used the same way everywhere so people recognize you.",
        },
        {
          icon: "bell-ring",
          title: "Ongoing monitoring",
          description:
            "24/7 monitoring of mentions of your name, so you can build on good news and respond early to anything else.",
        },
      ],
    },
    {
      kind: "pillars",
      heading: "How we build your brand",
      intro: "We work at a pace that fits your schedule, and you approve everything before it goes live.",
      pillars: [
        {
          title: "Understand where you stand",
          summary: "We start with what people see today.",
          items: [
            "A review of your current search results and profiles",
            "Gaps, inconsistencies and anything outdated",
            "Results that belong to someone else with your name",
          ],
        },
        {
          title: "Define your story",
          summary: "We agree what you want to be known for.",
          items: [
            "Your goals for the next few years",
            "The audiences that matter most to you",
            "The topics and tone that feel genuinely yours",
          ],
        },
        {
          title: "Create and publish",
          summary: "We build the pieces and put them in the right places.",
          items: [
            "Profiles updated or created on the right platforms",
            "A personal website and a first set of articles",
            "Photos, biographies and descriptions that match",
          ],
        },
        {
          title: "Keep it current",
          summary: "A brand that is looked after keeps its strength.",
          items: [
            "A simple routine for regular updates",
            "Monitoring of your name and search results",
            "Fresh content as your career moves forward",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "Who personal branding is for",
      items: [
        "Job seekers and people changing careers",
        "Executives stepping into larger or more public roles",
        "Founders, consultants and independent professionals who win work on trust",
        "Authors, speakers and experts who want their work easier to find",
        "People whose search results are dominated by someone with the same name",
        "Anyone rebuilding after a setback who wants the full picture to be seen",
      ],
    },
    {
      kind: "commitment",
      heading: "Authentic, not manufactured",
      body: "A strong personal brand rests on things that are true. Everything we help you publish is accurate and appears under your own name.",
      points: [
        "No fake reviews, endorsements or followers",
        "No exaggerated claims about your experience or results",
        "No undisclosed paid editing on your behalf",
        "You approve every profile, page and article before it goes live",
      ],
    },
  ],
  callToAction: {
    heading: "Start building a presence you are proud of",
    body: "Tell us where you are in your career and what you want people to find. We will reply within 1-2 business hours to arrange a free, confidential consultation with no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
