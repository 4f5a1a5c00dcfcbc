import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "personal-content-removal",
  audience: "individuals",
  name: "Personal Content Removal",
  serviceType: "Personal content removal",
  reviewed: "2026-11-25",
  meta: {
    title: "Personal Content Removal for Individuals",
    description:
      "Help removing leaked personal data, intimate images shared without consent, stolen photos and policy-breaking posts about you. Free, confidential review.",
    keywords: [
      "personal content removal",
      "remove personal information online",
      "remove intimate images",
      "remove search results about me",
      "copyright takedown request",
      "outdated content removal",
    ],
  },
  hero: {
    eyebrow: "For individuals",
    title: "Harmful content about you, handled the right way",
    lead:
      "When something about you is online that should not be, RRR works out whether it can come down and pursues the legitimate routes available to remove it. Where removal is not possible, we tell you plainly and show you what else can be done.",
  },
  summary:
    "We pursue removal of leaked personal data, intimate images shared without consent, stolen photos and policy-breaking posts through platform rules, search engine tools and the law.",
  icon: "file-x",
  sections: [
    {
      kind: "text",
      heading: "What content removal can and cannot do",
      paragraphs: [
        "Whether a page can be taken down depends on two things: where it is published and which rule it breaks. Social networks, forums, review sites, web hosts and search engines each have their own policies, and many of them are stricter than people expect. At the time of our last review, exposed home addresses, private financial details, intimate images, impersonation and copied photos were often covered. Platform rules change, so we check the current policy before each request.",
        "Some content is harder to remove. Accurate news reporting, court and government records, and honest opinions are usually protected, and a site owner is not always required to act. We do not promise removals: the decision belongs to the site, the platform or the search engine. What we offer is a clear assessment of each link, a request built on the strongest legitimate grounds, and persistent follow-up.",
        "When a page stays up, it does not have to stay on the first page of your search results. Removal is one tool among several, and we plan the others from the start.",
      ],
    },
    {
      kind: "cards",
      heading: "Content we can help with",
      intro: "Every case is different, but these are common situations in which removal may be possible.",
      columns: 3,
      cards: [
        {
          icon: "lock",
          title: "Leaked personal information",
          description:
            "Home addresses, phone numbers, ID numbers, bank details and medical information posted without your permission.",
        },
        {
          icon: "eye-off",
          title: "Intimate images shared without consent",
          description:
            "Private photos or videos posted, or threatened to be posted, without consent. Many major platforms and search engines have dedicated removal processes for them, and we use those processes.",
        },
        {
          icon: "file-x",
          title: "Stolen photos and copied content",
          description:
            "Your pictures, writing or videos republished without permission. If you own the rights, copyright notices are often an effective route.",
        },
        {
          icon: "user-check",
          title: "Impersonation and fake profiles",
          description:
            "Accounts that use your name or face to mislead people. Major platforms generally prohibit impersonation and offer a way to report it; clear evidence helps.",
        },
        {
          icon: "clock",
          title: "Outdated and cached pages",
          description:
            "Old pages that were changed or deleted at the source but still show up in search results, and profiles you can no longer access.",
        },
        {
          icon: "message-warning",
          title: "Defamatory or abusive posts",
          description:
            "False claims and content that breaks a site's rules on harassment or hate. Some need a different approach, which we explain on our defamation page.",
          href: "/services/individuals/online-defamation-response/",
          linkLabel: "See online defamation response",
        },
      ],
    },
    {
      kind: "pillars",
      heading: "How a removal case works",
      intro: "A removal case follows the same careful sequence each time, so that each step is covered and you know where things stand.",
      pillars: [
        {
          title: "Assess every link",
          summary: "We review each page you send us and anything related we find in search.",
          items: [
            "Who hosts the page and who controls it",
            "Which policy, law or search engine tool applies",
            "A realistic view of the likely outcome for each item",
          ],
        },
        {
          title: "Build the request",
          summary: "We prepare each request around the strongest legitimate grounds.",
          items: [
            "Evidence organized the way the platform asks for it",
            "Clear, factual wording with no threats or pressure",
            "Your identity shared only where a process requires it, and only with your agreement",
          ],
        },
        {
          title: "Submit and follow up",
          summary: "We file through the proper channels and stay on it.",
          items: [
            "Requests sent to site owners, hosts and search engines as appropriate",
            "Follow-up when a request stalls or is declined",
            "Regular updates in plain language",
          ],
        },
        {
          title: "Confirm and watch",
          summary: "A removal only counts if it stays removed.",
          items: [
            "Checks that the page is gone from the site and from search results",
            "24/7 monitoring for copies and reposts",
            "Prompt follow-up if the content returns somewhere new",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "What to have ready when you contact us",
      intro: "You do not need all of this to get started, but each item helps us give you a faster and more accurate answer.",
      items: [
        "The web addresses of the pages you want removed",
        "Screenshots that show the content, the date and the page address",
        "When you first noticed it and whether it has spread to other sites",
        "Any requests you have already sent and the replies you received",
        "Whether you took the photo or created the content yourself",
        "Whether anyone has threatened you or asked you for money",
      ],
    },
    {
      kind: "cards",
      heading: "When removal is not the whole answer",
      intro: "If a page cannot come down, there is still a lot we can do about its reach.",
      columns: 3,
      cards: [
        {
          icon: "trending-up",
          title: "Push it down in search",
          description:
            "Accurate, positive content about you can move an unwanted result off the first page, where most people stop looking.",
          href: "/services/individuals/online-reputation-management/",
          linkLabel: "See online reputation management",
        },
        {
          icon: "shield-check",
          title: "Close the privacy gaps",
          description:
            "If your details came from a data broker, removing the source reduces the chance the same information appears again.",
          href: "/services/individuals/privacy-protection/",
          linkLabel: "See privacy protection",
        },
        {
          icon: "book-open",
          title: "Learn what you can do yourself",
          description:
            "Our Learning Center explains how removal requests work and which steps are safe to take on your own.",
          href: "/learning/",
          linkLabel: "Visit the Learning Center",
        },
      ],
    },
  ],
  callToAction: {
    heading: "Tell us what you want taken down",
    body: "Send us the links and a few lines of context. A specialist will review them in confidence and reply within 1-2 business hours with an honest view of what can be removed and how. The consultation is free and carries no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
