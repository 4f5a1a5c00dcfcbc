/** Copy of the contact page (docs/spec.md §2 "Contact /contact"). */
export const contactContent = {
  meta: {
    title: "Contact Us for a Free, Confidential Consultation",
    description:
      "Tell RRR what is happening online. A reputation specialist reviews your message in confidence and replies within 1-2 business hours with your options.",
    keywords: ["contact RRR", "free reputation consultation", "confidential assessment", "remove negative content"],
  },
  hero: {
    eyebrow: "Contact",
    title: "Request your free, confidential consultation",
    lead:
      "Tell us what is happening in your own words. A specialist reads every message and replies within 1-2 business hours with a first assessment and your options. There is no obligation.",
  },
  nextSteps: {
    heading: "What happens next",
    steps: [
      {
        title: "We read your message",
        body: "A specialist, not a bot, reviews what you sent and looks at the content you describe.",
      },
      {
        title: "We call or write back",
        body: "Within 1-2 business hours we reply by e-mail, or call you if you gave a number and asked us to in your message, to ask questions and understand your goals.",
      },
      {
        title: "You get a clear plan",
        body: "We explain what can be removed, what can be suppressed, how long it may take and what it costs, before you decide anything.",
      },
    ],
  },
  checkPrompt: {
    heading: "Not sure what to write?",
    body: "Answer six short questions and we will write a short brief of your situation into the form for you. Nothing is sent until you press Send.",
    linkLabel: "Take the reputation check",
  },
  confidentiality: {
    heading: "Your privacy comes first",
    body: "We treat what you tell us as confidential and use it to answer your inquiry. Your message reaches us through our e-mail delivery service, and we share it with no one else except as our Privacy Policy describes, for example when the law requires it.",
  },
  legal: "RRR is not a law firm and does not give legal advice. Where a legal route may help, we will tell you and suggest you speak to a qualified attorney.",
  booking: {
    heading: "Prefer to talk?",
    body: "Pick a time that suits you for a free, confidential call.",
    actionLabel: "Book Your Call Online",
  },
  demo: {
    title: "Demonstration site",
    body: "This copy of the site is a demo: the form is answered by a test service in your browser and messages are not delivered to anyone.",
  },
} as const;
