/**
 * The reputation check page's own copy: its metadata, hero, the panels beside the check, the
 * buttons and the result's headings (docs/decisions/022). Promises stay within docs/spec.md §1
 * (a free, confidential consultation; a reply within the site facts' `responseTime`): no outcome is
 * promised, removal included.
 */
import { SHARED_DEVICE_LEGEND } from "../sharedDevice";
import { IDLE_EXPIRY_TEXT } from "../../config/storageExpiry";
import { site } from "../site";

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
    "Call 911 in the US, or your local emergency number, before anything else. If you answer that you are under 18, or that you face threats, intimate images shared without consent, doxxing or someone watching or tracking you, the check shows free services that can help straight away.",
  privacy: {
    heading: "Your answers stay on this device",
    /**
     * What happens to the answers, true to the storage registry (src/config/storage.ts) and the
     * cookie policy: kept in this tab's session storage, restored only within the idle limit,
     * deleted by the quick exit and "Start again"; some browsers restore a closed tab with it.
     */
    body: `Nothing you choose here is sent anywhere. So that a reload does not lose them, your answers are kept in this tab's session storage and brought back only within ${IDLE_EXPIRY_TEXT} of your last change. "Exit this page" and "Start again" delete them. Some browsers bring back a closed tab with its session storage, so on a shared device, use a private window, or answer the question about this device on your result: your answers are then deleted at once. Your answers reach us only if you send them through the contact form yourself.`,
  },
  noScript: {
    action: "Answering this check",
    advice: "Free help for threats, tracking, intimate images and anyone under 18 is listed, by situation, on our Get help now page. To write to us instead, say in your own words what was posted, where it appears, how urgent it feels, and which ways of reaching you are safe.",
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
      `We will open the contact form with your answers written out as a short brief. You can read it, change anything and add what you want before you send it. The brief is kept in this tab, on this device, until you send or clear the form. If someone may be watching this device or your e-mail, do not press this here: on a device they have never touched, take the check again or write to us from there. The form asks how and when it is safe to reach you, and we follow what you ask. A specialist replies within ${site.responseTime} the way you chose, or calls at the first safe time you gave, to arrange a free, confidential consultation.`,
    sendLabel: "Send this to a specialist",
    /**
     * "Could someone else use this device, or see or hear what you do on it?" above the request
     * (docs/product-decisions.md, decision 16; docs/decisions/054): answered yes, the check deletes
     * the answers it kept for the tab and keeps none from then on; the answer itself is kept nowhere.
     */
    sharedDevice: {
      legend: SHARED_DEVICE_LEGEND,
      hint: `Until you answer yes, this tab keeps your answers for up to ${IDLE_EXPIRY_TEXT} after your last change, so a reload does not lose them. Your answer here is not sent to us.`,
      choice: "Yes, or I am not sure: do not let this browser keep my answers",
      on: "Done: your answers are deleted from this tab and no longer kept, so a reload starts the check again. If you press Send this to a specialist, this tab keeps the brief again, as the contact form's draft, until you tick the same question on the contact page.",
      off: `Not ticked: this tab keeps your answers again, for up to ${IDLE_EXPIRY_TEXT} after your last change.`,
    },
    legal:
      "RRR is not a law firm and does not give legal advice. This check is general information, not a substitute for the advice of an attorney. Where a legal route may help, we will say so and suggest you speak to a qualified attorney.",
    /**
     * For a result about someone under 18 (`focus` "minor"), in place of `servicesHeading` and
     * `sendBody`: the services are for adults, so a parent or carer engages them (the terms), and
     * no promise of confidence is made to a minor, since the law may require a report of harm to a
     * child (`Result` in src/components/ReputationCheck). Placeholder (README "Before going
     * live"): counsel confirms the duty's wording, as for the minors' last step in `./rules.ts`.
     */
    minor: {
      servicesHeading: "What a parent or carer can ask us about",
      sendBody:
        `We will open the contact form with your answers written out as a short brief. You can read it and change anything. If you are under 18, send it with a parent or carer. If no one at home is safe to tell, the free services at the top of this result can help you on your own. If what you tell us makes us believe a child is being abused, the law may require us to report it. A specialist replies within ${site.responseTime} the way you chose, or calls at the first safe time you gave, to arrange a free consultation.`,
    },
  },
} as const;

/**
 * The note shown last instead of `GENERAL_OUTLOOK` when the check is about someone under 18: short
 * sentences a teenager reads at once (WCAG 3.1.5 Reading Level), without suppression or crime
 * reporting, which do not fit their case.
 */
export const MINOR_OUTLOOK =
  "Apps and sites decide what to remove. Many act on reports of posts that break their rules, and if something comes back, it can be reported again. No one can honestly promise removal.";

/** The general note on removal and suppression, shown with every adult's result. */
export const GENERAL_OUTLOOK =
  "Some content can be removed: when it breaks a site's rules or the law, or exposes private information. Much cannot; then building accurate content that competes with it in search results (suppression) is often an option, though not for accurate reporting about crime or for public records, where corrections, updates and accurate context are the routes. No one can honestly guarantee removal; a specialist can tell you what is realistic for your case.";
