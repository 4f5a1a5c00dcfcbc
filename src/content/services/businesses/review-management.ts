import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "review-management",
  audience: "businesses",
  name: "Review Management",
  serviceType: "Online review management",
  reviewed: "2026-11-25",
  meta: {
    title: "Online Review Management for Businesses",
    description:
      "Review monitoring, replies and policy-based reporting on Google, Yelp, Trustpilot, Facebook and Glassdoor, with fair invitations where platforms allow them.",
    keywords: [
      "online review management",
      "reporting fake reviews",
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
      "Star ratings and a few short comments now do much of your selling before a customer ever calls. RRR helps you answer them well, report the ones that appear to break a platform's rules and invite honest feedback from the people you serve where a platform allows it.",
  },
  summary:
    "Review monitoring, fair responses, policy-based reporting of suspected fake reviews and fair review invitations where a platform allows them, across Google, Yelp, Trustpilot, Facebook, Glassdoor and industry sites.",
  icon: "star",
  // Placeholder (README "Before going live"): docs/spec.md §1-2 give this page's sections, the free
  // review profile audit, 24/7 monitoring, the free, confidential, no-obligation consultation, the
  // reply within 1-2 business hours and "not a law firm". The firm confirms the practices described
  // below (drafted replies for approval, neutral invitations without incentives, regular reports,
  // escalation to the client's attorney or the crisis team) before launch. The platform rules and
  // US rules stated here were checked on the `reviewed` date; re-check them when it is renewed.
  sections: [
    {
      kind: "text",
      heading: "The power of online reviews",
      paragraphs: [
        "Reviews sit right next to your name in search results and maps, and they are often the first thing a prospect reads about you. A customer comparing three providers may not study your website in detail, but they are likely to notice your average rating, how recent the reviews are and whether anyone from the business bothered to reply.",
        "That makes reviews one of the few reputation factors you can improve every week. Each thoughtful reply shows future customers how you treat people when something goes wrong, and each new review from a real customer can make a single unfair comment matter less.",
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
            "Buying reviews or inviting only happy customers breaks the rules of platforms such as Google and Trustpilot, and fake reviews or intimidating reviewers can also breach US federal rules. Shortcuts like these can lead to removed reviews or public warnings.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Our review management solutions",
      intro:
        "We combine steady daily work with clear rules: we work within each platform's published review rules as they stand when we review them.",
      columns: 3,
      cards: [
        {
          icon: "bell-ring",
          title: "24/7 review monitoring",
          description:
            "We track new reviews across your platforms around the clock and aim to alert you promptly to anything urgent, unusual or likely to spread.",
        },
        {
          icon: "file-search",
          title: "Policy-based flagging",
          description:
            "We check suspicious reviews against each site's rules and report those that appear to break them, with the evidence the platform asks for. The platform decides whether a review comes down.",
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
            "Neutral invitations offered to all your customers, not only the happy ones, without incentives, and only on platforms whose rules allow businesses to ask.",
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
            "When a review may be defamatory or part of a larger attack, we document it and coordinate with your attorney or our crisis team. RRR is not a law firm and does not give legal advice.",
          href: "/services/businesses/corporate-defamation-solutions/",
          linkLabel: "Read about defamation support",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Platforms we manage",
      intro:
        "Each review site has its own rules for reporting, replying and inviting feedback, and platforms change their rules. The notes below describe them at the time of this page's last review; we work within each platform's published rules as they stand when we review them.",
      columns: 3,
      cards: [
        {
          icon: "search",
          title: "Google My Business",
          description:
            "Now called Google Business Profile, it puts your rating beside your name in search and maps. At the time of review, Google lets businesses ask customers for reviews but forbids incentives, fake reviews, asking only happy customers (review gating) and conflicts of interest.",
        },
        {
          icon: "star",
          title: "Yelp",
          description:
            "Influential for restaurants, home services and local shops. At the time of review, Yelp forbids businesses from asking customers for Yelp reviews at all and forbids incentives, so there we focus on replies and reporting.",
        },
        {
          icon: "badge-check",
          title: "Trustpilot",
          description:
            "Common for online retail and services. At the time of review, Trustpilot lets businesses invite all their customers but forbids incentives and selective inviting, and it flags or removes reviews it finds to be fake.",
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
      kind: "list",
      heading: "US rules on reviews",
      intro:
        "Besides each platform's rules, US law sets limits on how businesses collect and answer reviews. As of this page's last review (rules change; this is general information, not legal advice):",
      items: [
        "The Federal Trade Commission's rule on consumer reviews and testimonials (16 CFR Part 465), in force since October 21, 2024, bans fake reviews and buying reviews, including incentives conditioned on a review's sentiment.",
        "Under section 465.7 of that rule, a business may not suppress reviews through groundless legal threats or intimidation.",
        "The Consumer Review Fairness Act (2016) voids clauses in standard form contracts that bar or penalize customers for honest reviews.",
      ],
    },
    {
      kind: "cards",
      heading: "Benefits of managed reviews",
      columns: 2,
      cards: [
        {
          icon: "trending-up",
          title: "Aiming for a representative rating",
          description:
            "We report reviews that appear fake and, where a platform allows it, invite all your customers, so that your profile can better reflect the experience most people have.",
        },
        {
          icon: "user-check",
          title: "Visible care for customers",
          description:
            "Prompt, respectful replies show prospects how you handle problems, which can reassure them more than a perfect score would.",
        },
        {
          icon: "clock",
          title: "Time back for your team",
          description:
            "We take on monitoring, drafting and reporting, so managers can spend more of their time running the business day to day.",
        },
        {
          icon: "shield-check",
          title: "Methods that respect platform rules",
          description:
            "No purchased reviews, no incentives, no review gating and no pressure on reviewers: our methods aim to keep your profiles within each platform's rules as they stand when we review them. Each platform decides how it treats a profile.",
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
