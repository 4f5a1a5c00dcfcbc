import type { ServiceEntry } from "../../pageTypes";

export default {
  slug: "privacy-protection",
  audience: "individuals",
  name: "Privacy Protection",
  serviceType: "Personal privacy protection",
  reviewed: "2026-11-25",
  meta: {
    title: "Privacy Protection and Data Broker Removal",
    description:
      "RRR finds where your home address, phone number and family details are exposed, opts you out of data brokers, responds to doxxing and monitors for relistings.",
    keywords: [
      "data broker removal",
      "remove my address from the internet",
      "people search site opt out",
      "doxxing protection",
      "personal privacy protection",
      "remove personal information online",
    ],
  },
  hero: {
    eyebrow: "For individuals",
    title: "Take your personal details back off the internet",
    lead:
      "Your home address, phone number and family members should not be one search away from a stranger. RRR looks for where your details are published, works to have them removed and monitors for relistings, so they can be dealt with when they reappear.",
  },
  summary:
    "We find where your home address, phone number and family details are published, opt you out of data brokers and people-search sites, and monitor for relistings.",
  icon: "lock",
  sections: [
    {
      kind: "text",
      heading: "How your details end up online",
      paragraphs: [
        "Data brokers collect information from property records, voter files, marketing lists, old accounts and social media, then combine it into profiles anyone can buy or browse. People-search sites publish those profiles under your name, often with your current and past addresses, phone numbers, age and the names of relatives.",
        "Most people never agreed to any of this and do not know it is happening until something goes wrong: an unwanted visitor, a harassing call, or a doxxing thread that lists their address for a hostile crowd. Each exposed detail also makes scams and identity theft easier.",
        "Much of this can be reduced. Many brokers offer opt-out processes, and some search engines accept requests to drop results that show personal contact details, though these processes are scattered, slow, easy to get wrong and subject to change. That is the work we take off your hands.",
      ],
    },
    {
      kind: "cards",
      heading: "What we protect",
      columns: 3,
      cards: [
        {
          icon: "file-search",
          title: "Data broker and people-search listings",
          description:
            "We search for your profiles across broker and people-search sites and submit opt-out requests on your behalf, where the site permits it.",
        },
        {
          icon: "eye-off",
          title: "Your home address",
          description:
            "We work to remove your address from listings, search results and images, so that finding where you live takes more than a quick search.",
        },
        {
          icon: "users",
          title: "Family details",
          description:
            "Broker profiles often list spouses, children and parents. With their agreement, we can include the people close to you, so protecting you does not leave them exposed.",
        },
        {
          icon: "shield-alert",
          title: "Doxxing response",
          description:
            "When your details are posted to target you, we document the posts, report them and pursue their removal.",
          href: "/services/individuals/online-harassment-solutions/",
          linkLabel: "See online harassment solutions",
        },
        {
          icon: "user",
          title: "Phone numbers and email addresses",
          description:
            "We look for personal contact details exposed on public pages and pursue their removal to cut down on unwanted calls, messages and scams.",
        },
        {
          icon: "bell-ring",
          title: "Relisting monitoring",
          description:
            "Removed profiles often come back. We keep watching 24/7 and file new requests when your details reappear.",
        },
      ],
    },
    {
      kind: "pillars",
      heading: "How privacy protection works",
      intro: "Privacy protection is an ongoing service rather than a single clean-up, because the data keeps moving.",
      pillars: [
        {
          title: "Find",
          summary: "We map where your personal information appears.",
          items: [
            "Data broker and people-search sites",
            "Search results and cached pages",
            "Forums, social media and paste sites where details are shared",
          ],
        },
        {
          title: "Remove",
          summary: "We pursue removal through each site's own process.",
          items: [
            "Opt-out requests filed and tracked for each listing",
            "Requests to search engines to drop exposed personal details",
            "Follow-up when a site is slow or asks for more information",
          ],
        },
        {
          title: "Harden",
          summary: "We help you close the gaps that feed the brokers.",
          items: [
            "A review of your social media privacy settings",
            "Advice on which accounts and listings to update or close",
            "Simple habits that keep new details from leaking",
          ],
        },
        {
          title: "Monitor",
          summary: "We keep watch for your details coming back.",
          items: [
            "24/7 monitoring for relistings and new sites",
            "Fresh removal requests when your details reappear",
            "Alerts if your information shows up somewhere new",
          ],
        },
      ],
    },
    {
      kind: "text",
      heading: "What privacy protection cannot do",
      paragraphs: [
        "We want you to know the limits from the start. Some information sits in government records, such as property and court records, and those records are generally not ours or anyone else's to remove. Some sites ignore opt-out requests, and new brokers appear all the time.",
        "What we aim to do is make your details harder to find, reduce the number of places they appear, and respond promptly when they come back. For many people, that makes a real difference to how safe and private they feel.",
      ],
    },
    {
      kind: "list",
      heading: "Simple ways to reduce your exposure today",
      items: [
        "Search your full name with your city, and your phone number, to see what comes up",
        "Set social media accounts to private and remove your location and phone number from profiles",
        "Avoid posting photos that show your house number, street or car plate",
        "Use a separate email address for shopping, sign-ups and loyalty programs",
        "Turn off location tagging on photos and posts",
        "Ask family members to avoid sharing your address or daily routine online",
      ],
    },
    {
      kind: "list",
      heading: "Who this service is for",
      items: [
        "People who have been doxxed or are worried they will be",
        "People leaving an abusive relationship or dealing with a stalker",
        "Teachers, healthcare workers and others who deal with the public",
        "People who have gone viral and want their private life kept private",
        "Executives, public figures and their families",
        "Parents who want their children's details kept offline",
      ],
    },
  ],
  callToAction: {
    heading: "Find out where your details are exposed",
    body: "Tell us what worries you most, whether it is your address, your family or a recent doxxing. We will reply within 1-2 business hours to arrange a free, confidential consultation with no obligation.",
    actionLabel: "Request a Confidential Consultation",
  },
} satisfies ServiceEntry;
