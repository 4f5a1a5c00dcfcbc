/**
 * The reputation check page's own copy: its metadata, hero, the panels beside the check, the
 * buttons and the result's headings (docs/decisions/022). Promises stay within docs/spec.md §1
 * (a free, confidential consultation; a reply within 1-2 business hours): no outcome is
 * promised, removal included.
 */

/** The page's own copy. */
export const reputationCheckContent = {
  meta: {
    title: "Free Reputation Check: What Can Be Done?",
    description:
      "Six short questions about what is online and where. Get a plain summary, the services and guides that fit, and an honest view of removal and suppression.",
    keywords: ["reputation check", "online reputation assessment", "remove negative content", "what can be removed online", "free reputation consultation"],
  },
  hero: {
    eyebrow: "Reputation check",
    title: "Understand your situation in two minutes",
    lead: "Answer six short questions. You will get a plain-language summary, the help that fits, and what you can do today. If you want, you can then send it to a specialist.",
  },
  /** The short urgent-help panel beside the check (`UrgentHelpBrief`), whose answers bring up the whole block. */
  urgentBrief:
    "Call 911 in the US, or your local emergency number, before anything else. If you answer that you are under 18, or that you face threats, intimate images shared without consent or doxxing, the check shows free services that can help straight away.",
  privacy: {
    heading: "Your answers stay on this device",
    body: "Nothing you choose here is sent anywhere. Your answers are kept in this browser tab only, so a reload keeps them and closing the tab forgets them. They reach us only if you send them through the contact form yourself.",
  },
  noScript: {
    action: "Seeing your result",
    advice: "All the questions are below, so you can note your answers and include them in your message.",
  },
  actions: { next: "Continue", back: "Back", result: "See my result", change: "Change", restart: "Start again" },
  safety: {
    continueLabel: "Continue the check",
    resultLabel: "See my summary now",
    optionalNote: "The other questions are optional from here. Answer only what you are comfortable with.",
  },
  result: {
    heading: "Your reputation check",
    summaryHeading: "Your situation",
    answersHeading: "Your answers",
    servicesHeading: "How we can help",
    todayHeading: "What you can do today",
    readHeading: "Read next",
    outlookHeading: "What is usually possible",
    sendHeading: "Send this to a specialist",
    sendBody:
      "We will open the contact form with your answers written out as a short brief. You can read it, change anything and add what you want before you send it. A specialist replies within 1-2 business hours, in confidence and free of charge.",
    sendLabel: "Send this to a specialist",
    legal: "RRR is not a law firm and does not give legal advice. Where a legal route may help, we will say so and suggest you speak to a qualified attorney.",
  },
} as const;

/** The general note on removal and suppression, shown with every result. */
export const GENERAL_OUTLOOK =
  "Some content can be removed: when it breaks a site's rules or the law, or exposes private information. Much cannot, and then the usual answer is suppression: building accurate content that outranks it. No one can honestly guarantee removal; a specialist can tell you what is realistic for your case.";
