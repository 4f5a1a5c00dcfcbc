import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "online-reputation-management",
  audience: "individuals",
  name: "Online Reputation Management",
  serviceType: "Personal online reputation management",
  meta: {
    title: "Online Reputation Management for Individuals",
    description:
      "Shape what people find when they search your name. RRR audits your results, builds accurate content, works to push down unwanted pages and monitors 24/7.",
    keywords: [
      "online reputation management for individuals",
      "personal reputation management",
      "fix my search results",
      "push down negative search results",
      "reputation monitoring",
      "clean up my name online",
    ],
  },
  hero: {
    eyebrow: "For individuals",
    title: "Shape what people find when they search your name",
    lead:
      "Employers, clients, landlords and new acquaintances look you up before they decide anything. RRR helps make sure the first page they see is accurate, current and fair to you.",
  },
  summary:
    "We audit what search engines show about you, build accurate content that represents you well, work to push unwanted results down and watch your name around the clock.",
  icon: "trending-up",
  sections: [
    {
      kind: "text",
      heading: "Your search results are your first impression",
      paragraphs: [
        "Few people scroll past the first page of results, so a handful of links end up speaking for you. An old news story, a hostile forum thread, a mix-up with someone who shares your name, or a single unfair post can sit there for years and quietly shape how people treat you.",
        "Online reputation management means taking a deliberate part in that picture instead of leaving it to chance. We find out what appears, work out why it ranks where it does, and then work to change the balance: pursuing removal of what can legitimately be removed, and building accurate, useful content about you that deserves to rank above the rest.",
        "This is steady work rather than a quick fix. Search engines take time to respond, and we set expectations honestly from the first conversation.",
      ],
    },
    {
      kind: "pillars",
      heading: "Our five-phase process",
      intro: "Every engagement follows the same five phases, adapted to your situation and the pace you are comfortable with.",
      pillars: [
        {
          title: "Discovery and Analysis",
          summary: "We map what the internet says about you today.",
          items: [
            "Searches for your name and its common variations",
            "Review of news, social media, forums, images and people-search sites",
            "An assessment of which results matter most and why",
          ],
        },
        {
          title: "Strategic Blueprint",
          summary: "We agree a written plan with clear priorities.",
          items: [
            "Which items to pursue for removal and on what grounds",
            "Which content to create or strengthen",
            "Milestones you can follow and review",
          ],
        },
        {
          title: "Implementation",
          summary: "We carry out the plan, with your approval at each step.",
          items: [
            "Removal requests where content breaks rules or the law",
            "New and improved profiles, pages and articles",
            "Guidance on how and whether to respond to criticism",
          ],
        },
        {
          title: "Monitoring and Optimization",
          summary: "We track progress and adjust as results move.",
          items: [
            "24/7 monitoring of search, news, reviews and social media",
            "Alerts when something new about you appears",
            "Regular reports in plain language",
          ],
        },
        {
          title: "Long-Term Resilience",
          summary: "We help you keep a strong footing after the work is done.",
          items: [
            "A routine for keeping your profiles active and accurate",
            "A plan for what to do if a new problem appears",
            "Continued monitoring if you want it",
          ],
        },
      ],
    },
    {
      kind: "cards",
      heading: "What personal reputation management includes",
      columns: 3,
      cards: [
        {
          icon: "search",
          title: "A full search audit",
          description:
            "A clear picture of every result that mentions you, how visible it is and how much weight it carries with the people who matter to you.",
        },
        {
          icon: "file-x",
          title: "Removal where it is possible",
          description:
            "Requests for content that breaks platform rules or the law, handled through the proper channels.",
          href: "/services/individuals/personal-content-removal/",
          linkLabel: "See personal content removal",
        },
        {
          icon: "trending-up",
          title: "Suppression through quality content",
          description:
            "Accurate profiles, pages and articles built to earn a place above results you would rather people did not see first.",
        },
        {
          icon: "user-check",
          title: "Profiles that represent you",
          description:
            "Professional and social profiles that are complete, consistent and under your control.",
          href: "/services/individuals/personal-branding/",
          linkLabel: "See personal branding",
        },
        {
          icon: "message-warning",
          title: "Advice on responding",
          description:
            "When a reply helps and when it makes things worse, and how to word one calmly if you decide to respond.",
        },
        {
          icon: "bell-ring",
          title: "Monitoring around the clock",
          description:
            "We watch for new mentions 24/7 so you hear about a problem early, while it is still small.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Who this service is for",
      items: [
        "Professionals preparing for a job search, promotion or new venture",
        "People named in an old news story that no longer reflects their life",
        "People confused in search results with someone who shares their name",
        "Anyone dealing with an unfair post, a public dispute or a viral moment",
        "Executives, public figures and people stepping into a more visible role",
        "People returning to public life after a difficult period",
      ],
    },
    {
      kind: "commitment",
      heading: "Ethical methods that hold up",
      body: "Shortcuts tend to backfire, and they can make a reputation problem worse. Everything we publish or request on your behalf must be honest and able to stand up to scrutiny.",
      points: [
        "No fake reviews and no invented praise",
        "No threats or pressure on site owners or critics",
        "No undisclosed paid editing",
        "Only accurate content about you, published with your approval",
        "Honest advice about what is and is not possible",
      ],
    },
  ],
  callToAction: {
    heading: "Find out what people see when they search for you",
    body: "Tell us your name, what worries you and what you hope to change. We will reply within 1-2 business hours and set up a free, confidential consultation with no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
