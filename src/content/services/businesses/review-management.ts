import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "review-management",
  audience: "businesses",
  name: "Review Management",
  serviceType: "Online review management",
  meta: {
    title: "Online Review Management for Businesses",
    description:
      "Monitor, answer and grow your reviews on Google, Yelp, Trustpilot, Facebook and Glassdoor. RRR flags fake reviews and builds genuine feedback, ethically.",
    keywords: [
      "online review management",
      "fake review removal",
      "Google review management",
      "Yelp review help",
      "responding to negative reviews",
      "review monitoring service",
      "Glassdoor employer reviews",
    ],
  },
  hero: {
    eyebrow: "For businesses",
    title: "Turn your reviews into a reason to choose you",
    lead:
      "Star ratings and a few short comments now do much of your selling before a customer ever calls. RRR helps you answer them well, challenge the ones that break the rules and earn more honest feedback from the people you serve.",
  },
  summary:
    "Monitoring, fair responses, policy-based flagging of fake reviews and ethical review generation across Google, Yelp, Trustpilot, Facebook, Glassdoor and industry sites.",
  icon: "star",
  sections: [
    {
      kind: "text",
      heading: "The power of online reviews",
      paragraphs: [
        "Reviews sit right next to your name in search results and maps, and they are often the first thing a prospect reads about you. A customer comparing three providers will rarely study your website in detail, but they will notice your average rating, how recent the reviews are and whether anyone from the business bothered to reply.",
        "That makes reviews one of the few reputation factors you can improve every week. Each thoughtful reply shows future customers how you treat people when something goes wrong, and each new review from a real customer makes a single unfair comment matter less.",
      ],
    },
    {
      kind: "cards",
      heading: "The review challenges businesses face",
      intro: "The businesses that contact us usually recognize more than one of these problems.",
      columns: 3,
      cards: [
        {
          icon: "message-warning",
          title: "Fake and malicious reviews",
          description:
            "Posts from people who were never customers, coordinated attacks or reviews that appear after a dispute can drag down a rating quickly.",
        },
        {
          icon: "circle-alert",
          title: "Upset customers who go public",
          description:
            "A real complaint answered with silence, or with a defensive reply, can shape how every later reader sees your business.",
        },
        {
          icon: "clock",
          title: "A thin or stale profile",
          description:
            "Happy customers rarely write unprompted. A handful of old reviews leaves the newest complaint sitting at the top of the page.",
        },
        {
          icon: "globe",
          title: "Reviews scattered everywhere",
          description:
            "Google, Yelp, Facebook, Trustpilot and niche directories each hold a piece of your reputation, and few teams have time to watch them all.",
        },
        {
          icon: "users",
          title: "Employer reviews",
          description:
            "Comments from current and former staff influence candidates and sometimes customers, and they call for a different tone of reply.",
        },
        {
          icon: "shield-alert",
          title: "Risky shortcuts",
          description:
            "Buying reviews, filtering out unhappy customers or pressuring reviewers breaks platform rules and can lead to penalties or public warnings.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Our review management solutions",
      intro:
        "We combine steady daily work with clear rules. Everything we do follows each platform's published review policies.",
      columns: 3,
      cards: [
        {
          icon: "bell-ring",
          title: "24/7 review monitoring",
          description:
            "We track new reviews across your platforms around the clock and alert you quickly to anything urgent, unusual or likely to spread.",
        },
        {
          icon: "file-search",
          title: "Policy-based flagging",
          description:
            "We check suspicious reviews against each site's content rules and report those that break them, with the evidence the platform asks for.",
        },
        {
          icon: "heart-handshake",
          title: "Response strategy",
          description:
            "We draft calm, specific replies for you to approve and give your team guidelines and examples they can use with confidence.",
        },
        {
          icon: "sparkles",
          title: "Ethical review generation",
          description:
            "Simple invitations offered to every customer, never only the happy ones, and only on platforms whose rules allow businesses to ask.",
        },
        {
          icon: "bar-chart",
          title: "Insight reporting",
          description:
            "Regular reports show ratings, volume and recurring themes, so operations can fix the issues customers keep mentioning.",
        },
        {
          icon: "scale",
          title: "Escalation support",
          description:
            "When a review may be defamatory or part of a larger attack, we document it and coordinate with your attorney or our crisis team.",
          href: "/services/businesses/corporate-defamation-solutions/",
          linkLabel: "Read about defamation support",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Platforms we manage",
      intro:
        "Each review site has its own rules for flagging, replying and inviting feedback. We work within all of them.",
      columns: 3,
      cards: [
        {
          icon: "search",
          title: "Google My Business",
          description:
            "Now called Google Business Profile, it puts your rating beside your name in search and maps, which makes it the profile most prospects see first.",
        },
        {
          icon: "star",
          title: "Yelp",
          description:
            "Influential for restaurants, home services and local shops. Yelp asks businesses not to solicit reviews, so we focus on replies and reporting.",
        },
        {
          icon: "badge-check",
          title: "Trustpilot",
          description:
            "Common for online retail and services. Trustpilot allows invitations when they go to all customers, which suits a steady, fair invitation flow.",
        },
        {
          icon: "users",
          title: "Facebook Reviews",
          description:
            "Recommendations on your Facebook Page are public and easy to share, so an unanswered complaint there can travel further than you expect.",
        },
        {
          icon: "briefcase",
          title: "Glassdoor",
          description:
            "Reviews from employees shape how candidates see you as an employer. We help you reply constructively and act on recurring feedback.",
        },
        {
          icon: "building",
          title: "Industry-specific sites",
          description:
            "Healthcare, legal, home improvement, travel and software buyers rely on specialist directories. We add the ones that matter in your field.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Benefits of managed reviews",
      columns: 2,
      cards: [
        {
          icon: "trending-up",
          title: "A rating that reflects reality",
          description:
            "Fake reviews are challenged and real customers are invited to speak, so your profile shows the experience most people actually have.",
        },
        {
          icon: "user-check",
          title: "Visible care for customers",
          description:
            "Prompt, respectful replies show prospects how you handle problems, which often reassures them more than a perfect score would.",
        },
        {
          icon: "clock",
          title: "Time back for your team",
          description:
            "Monitoring, drafting and reporting happen without pulling managers away from running the business day to day.",
        },
        {
          icon: "shield-check",
          title: "No risk to your listings",
          description:
            "No purchased reviews, no review gating and no pressure on reviewers, so your profiles stay in good standing with every platform.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Get a free review profile audit",
    body: "We will look at your ratings, recent reviews and replies across the platforms that matter to your business and show you where to start. It is free, confidential and comes with no obligation. We reply within 1-2 business hours.",
    actionLabel: "Request Your Free Review Audit",
  },
} satisfies ServiceEntry;
