import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "healthcare-reputation-management",
  audience: "businesses",
  name: "Healthcare Reputation Management",
  serviceType: "Healthcare online reputation management",
  reviewed: "2026-11-25",
  meta: {
    title: "Healthcare Reputation Management",
    description:
      "Reputation management for practices and clinics, following HIPAA: reviews on Healthgrades, Vitals, Zocdoc and Google, provider profiles and 24/7 monitoring.",
    keywords: [
      "healthcare reputation management",
      "physician online reviews",
      "privacy-safe review responses",
      "medical practice reputation",
      "Healthgrades reviews",
      "Zocdoc reviews",
      "doctor reputation management",
    ],
  },
  hero: {
    eyebrow: "For healthcare providers",
    title: "Build patient trust online while protecting patient privacy",
    lead:
      "Many patients compare providers on review sites before they book. RRR helps practices, clinics and physicians build an accurate online reputation while respecting the privacy rules that govern healthcare.",
  },
  summary:
    "Review management, provider profile optimization and monitoring for medical practices and clinics; we follow HIPAA in our healthcare work.",
  icon: "heart-pulse",
  sections: [
    {
      kind: "text",
      heading: "Patients choose providers online",
      paragraphs: [
        "Many patients now pick a doctor, dentist or clinic the way they choose any other service: by searching, comparing star ratings and reading what other patients say. A profile with outdated details, few reviews or an unanswered complaint can turn a referral into a patient who books somewhere else.",
        "Healthcare also makes reputation work harder than in other fields. Providers cannot argue the details of a case in public, a reply that confirms someone was a patient can itself be a privacy violation, and a single emotional review can stay at the top of a profile for a long time. Reputation work in this field needs both marketing skill and a firm grasp of privacy obligations.",
      ],
    },
    {
      kind: "list",
      heading: "Review sites we manage",
      intro: "We monitor your profiles and help you manage reviews on the platforms patients use most to research providers. Platform features and rules change; these notes describe them as of this page's last review:",
      items: [
        "Healthgrades: detailed physician and hospital profiles with patient ratings that often appear in searches for a doctor's name.",
        "Vitals: physician ratings and background details that patients use to compare doctors within a specialty.",
        "Zocdoc: reviews from patients who booked through the platform, shown right beside your available appointments.",
        "Google My Business: now called Google Business Profile, it shows your rating in search and maps, often before anything else.",
        "General and specialty sites such as Yelp, Facebook and directories focused on your field of practice.",
      ],
    },
    {
      kind: "cards",
      heading: "Our healthcare reputation services",
      columns: 3,
      cards: [
        {
          icon: "star",
          title: "Patient review management",
          description:
            "Monitoring across healthcare and general review sites, with policy-based flagging of fake or abusive reviews.",
          href: "/services/businesses/review-management/",
          linkLabel: "Explore review management",
        },
        {
          icon: "heart-handshake",
          title: "Privacy-safe responses",
          description:
            "Review replies written to avoid disclosing patient information: general terms that show care and invite the reviewer to contact the office.",
        },
        {
          icon: "sparkles",
          title: "Ethical feedback requests",
          description:
            "Invitations offered to all patients, without gating or incentives, using channels and data your compliance team has approved.",
        },
        {
          icon: "user-check",
          title: "Provider profile optimization",
          description:
            "Accurate, complete profiles for each physician and location, with correct specialties, credentials, insurance and contact details.",
        },
        {
          icon: "eye-off",
          title: "Negative result suppression",
          description:
            "Accurate, relevant content that outranks outdated or misleading pages about your practice or providers.",
          href: "/services/businesses/negative-content-suppression/",
          linkLabel: "Explore content suppression",
        },
        {
          icon: "bell-ring",
          title: "24/7 monitoring",
          description:
            "Continuous tracking of reviews, search results and news for your practice and providers, with prompt alerts on anything serious.",
        },
      ],
    },
    // Placeholder (README "Before going live"): docs/spec.md §1 gives only "follows HIPAA in
    // healthcare work"; the firm (and its counsel) confirms the points below before launch. They
    // describe practice, not a compliance status, and promise no business associate agreement.
    {
      kind: "commitment",
      heading: "Our HIPAA commitment",
      body: "We follow the Health Insurance Portability and Accountability Act (HIPAA) in our healthcare work, and we put patient privacy ahead of any reputation goal.",
      points: [
        "Our review replies are written not to confirm that a reviewer is a patient or reveal health information, such as diagnoses, treatments, visit dates or billing details, even when the reviewer has shared details themselves.",
        "We discuss with each healthcare client, case by case, what arrangements an engagement calls for, including whether a business associate agreement is needed.",
        "We ask only for the information a task needs, in line with HIPAA's minimum necessary standard.",
        "We can agree reply guidelines and patient outreach with your privacy or compliance officer before anything goes live.",
      ],
    },
    {
      kind: "cards",
      heading: "Five benefits for your practice",
      columns: 3,
      cards: [
        {
          icon: "users",
          title: "More patient confidence",
          description:
            "Accurate profiles and a steady flow of genuine reviews help new patients feel comfortable booking with you.",
        },
        {
          icon: "shield-check",
          title: "Lower privacy risk",
          description:
            "Reply guidelines written with HIPAA in mind help keep staff from disclosing patient information in the heat of the moment.",
        },
        {
          icon: "clock",
          title: "Time back for clinical staff",
          description:
            "We handle monitoring, drafting and reporting so your team can focus on patient care.",
        },
        {
          icon: "bar-chart",
          title: "Useful patient insight",
          description:
            "Recurring themes in reviews, such as wait times or front-desk experience, point to practical improvements.",
        },
        {
          icon: "trending-up",
          title: "A stronger search presence",
          description:
            "Well-maintained profiles and content help your practice and providers appear accurately when patients search.",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Get a confidential review of your practice's reputation",
    body: "Tell us about your practice and the platforms that concern you. We will look at your profiles and reviews in confidence and reply within 1-2 business hours. The consultation is free and carries no obligation. Please do not include any patient information in your message.",
    actionLabel: "Request a Free Consultation",
  },
} satisfies ServiceEntry;
