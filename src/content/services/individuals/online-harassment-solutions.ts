import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "online-harassment-solutions",
  audience: "individuals",
  name: "Online Harassment Solutions",
  serviceType: "Online harassment support",
  reviewed: "2026-11-25",
  meta: {
    title: "Online Harassment Help and Support",
    description:
      "Harassed, stalked or doxxed online? Steps to take today, and confidential help from RRR to document and report abuse, pursue removal and protect your privacy.",
    keywords: [
      "online harassment help",
      "cyberstalking help",
      "stop online harassment",
      "doxxing help",
      "report online abuse",
      "remove harassing content",
    ],
  },
  hero: {
    eyebrow: "For individuals",
    title: "Help when you are being harassed online",
    lead:
      "No one should have to face online abuse alone. RRR helps you document what is happening, report harmful content and pursue its removal, and work toward a sense of safety again, in confidence.",
  },
  summary:
    "If you are being targeted online, we help you document the abuse, report it through the right channels, remove exposed personal details and monitor for what comes next.",
  icon: "shield-alert",
  sections: [
    { kind: "urgentHelp", doxxing: true },
    {
      kind: "steps",
      heading: "Steps you can take right now",
      intro: "These steps protect you and keep your options open, whether or not you decide to work with us.",
      steps: [
        "Document everything. Take screenshots of each message, post and profile, making sure the date, time, username and page address are visible, and keep them in one safe place. For intimate images, write down where they appear instead of saving copies, and never copy images of anyone under 18.",
        "Do not engage. Replying, arguing or asking the person to stop usually gives them the reaction they want and can escalate things. Stay silent and save the evidence.",
        "Report the content to the platform. Use the site's own reporting tools for harassment, threats or impersonation, and note the date of each report and any reference number.",
        "Tighten your privacy settings. Make your accounts private, limit who can message or tag you, remove your phone number and location from profiles, and change passwords if you think an account has been accessed.",
        "Tell someone you trust. A friend, family member or colleague can help you keep records, check messages for you and notice if things get worse.",
        "Contact the police if you are threatened. Threats of violence, stalking, extortion and the sharing of intimate images without consent can be crimes. Bring your screenshots and report log, and call 911 if you are in immediate danger.",
      ],
    },
    {
      kind: "text",
      heading: "What you are feeling is a normal response",
      paragraphs: [
        "Online harassment can take over your days. It follows you onto your phone, into your work and into your home, and it can be hard to explain to people who have not been through it. Feeling anxious, angry, exhausted or afraid is a normal response to abuse, not an overreaction.",
        "Harassment also tends to spread. A single hostile account can become several, posts get copied to other sites, and personal details can leak into search results. The sooner the evidence is preserved and the right reports are filed, the more options there usually are.",
        "We handle each case discreetly. You decide what we do and when, and nothing is published or sent on your behalf without your agreement.",
      ],
    },
    {
      kind: "cards",
      heading: "How RRR helps",
      intro: "We work on the online side of harassment so you do not have to face every message and report on your own.",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "Evidence, organized",
          description:
            "We help you collect and arrange screenshots, links and dates into a clear record you can share with platforms, police or an attorney.",
        },
        {
          icon: "message-warning",
          title: "Reporting and escalation",
          description:
            "We file reports through the correct channels for each platform and follow up when a report goes unanswered or is wrongly declined.",
        },
        {
          icon: "file-x",
          title: "Removing harmful content",
          description:
            "We pursue removal of abusive posts, impersonation accounts and intimate images shared without consent, wherever platform rules or the law allow.",
          href: "/services/individuals/personal-content-removal/",
          linkLabel: "See personal content removal",
        },
        {
          icon: "lock",
          title: "Closing privacy gaps",
          description:
            "We find where your address, phone number and family details are exposed and work to take them down, which makes doxxing harder.",
          href: "/services/individuals/privacy-protection/",
          linkLabel: "See privacy protection",
        },
        {
          icon: "bell-ring",
          title: "24/7 monitoring",
          description:
            "We watch for new accounts, reposts and mentions of your name around the clock, so you do not have to keep checking yourself.",
        },
        {
          icon: "gavel",
          title: "Support alongside the law",
          description:
            "RRR is not a law firm and does not give legal advice, but we can work with the police or an attorney you choose and provide the records they need.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Forms of harassment we help with",
      items: [
        "Repeated abusive messages, comments or replies",
        "Cyberstalking across several platforms or accounts",
        "Doxxing: publishing your home address, workplace or family details",
        "Fake profiles and accounts that impersonate you",
        "Intimate images shared or threatened to be shared without consent",
        "Coordinated pile-ons and false accusations meant to damage your reputation",
      ],
    },
  ],
  callToAction: {
    heading: "You do not have to handle this alone",
    body: "Tell us as much or as little as you are comfortable sharing. A specialist will read your message in confidence and reply within 1-2 business hours with practical next steps. The consultation is free and carries no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
