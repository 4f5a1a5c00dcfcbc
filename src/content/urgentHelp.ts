import { formatDate } from "./dates";
import { NOT_AN_EMERGENCY_SERVICE } from "./urgentHelpBrief";

/**
 * Urgent help, written once (docs/product-decisions.md, decision 13): the emergency number first,
 * the free services for intimate images shared without consent (StopNCII.org for adults; NCMEC's
 * Take It Down and CyberTipline for anyone under 18), a crisis helpline, what to preserve and
 * what never to copy, safety steps after doxxing, and the line that RRR is not an emergency
 * service beside its call to action. `src/components/UrgentHelp` renders it on the harassment
 * page, the contact page, the reputation check and every page whose text mentions threats,
 * intimate images or doxxing (`mentionsSafetyTopic`, src/content/safetyTopics.ts); `scripts/check-content.ts` checks the built
 * pages.
 *
 * Every resource is a fact a frightened visitor acts on: each names its source (the service's own
 * page) and the block shows the date they were last checked (`reviewed`). Change a resource only
 * after checking its source, and then change `reviewed`.
 */

/** A way to reach a resource: a web page, a phone number or a text number. */
export interface HelpContact {
  /** The visible text ("takeitdown.ncmec.org", "1-800-843-5678"). */
  readonly label: string;
  /** `https:` for a page, `tel:` for a call, `sms:` for a text. */
  readonly href: string;
}

/** One organisation that helps, and when to turn to it. */
export interface HelpResource {
  readonly id: "stopncii" | "take-it-down" | "cybertipline" | "ccri" | "988" | "find-a-helpline";
  readonly name: string;
  /** Who it is for, in a few words ("Adults (18 and over)"). */
  readonly audience: string;
  /** What it does, one or two sentences. */
  readonly what: string;
  readonly contacts: readonly HelpContact[];
  /** The page the description was checked against. */
  readonly source: string;
}

/** The date the resources and the emergency numbers were last checked against their sources. */
const REVIEWED = "2026-11-25";

const resources = {
  takeItDown: {
    id: "take-it-down",
    name: "Take It Down (National Center for Missing & Exploited Children)",
    audience: "Anyone under 18, or an adult whose images were taken before they turned 18",
    what: "A free service that helps remove nude or sexual images of young people from participating platforms, without the images leaving your device.",
    contacts: [{ label: "takeitdown.ncmec.org", href: "https://takeitdown.ncmec.org/" }],
    source: "https://takeitdown.ncmec.org/",
  },
  cyberTipline: {
    id: "cybertipline",
    name: "CyberTipline (National Center for Missing & Exploited Children)",
    audience: "Anyone who knows of sexual images of someone under 18, or of a child being exploited or blackmailed online",
    what: "The US national reporting line for the sexual exploitation of children, including sextortion. Reports can be made online or by phone at any hour.",
    contacts: [
      { label: "report.cybertip.org", href: "https://report.cybertip.org/" },
      { label: "1-800-843-5678", href: "tel:+18008435678" },
    ],
    source: "https://www.missingkids.org/gethelpnow/cybertipline",
  },
  stopNcii: {
    id: "stopncii",
    name: "StopNCII.org",
    audience: "Adults (18 and over) whose intimate images have been shared, or who are threatened with it",
    what: "A free tool run by the UK charity SWGfL. It makes a digital fingerprint (a hash) of the images on your own device, so participating platforms can find and block copies; the images themselves are never uploaded.",
    contacts: [{ label: "stopncii.org", href: "https://stopncii.org/" }],
    source: "https://stopncii.org/",
  },
  ccri: {
    id: "ccri",
    name: "Cyber Civil Rights Initiative Image Abuse Helpline",
    audience: "Anyone in the US whose intimate images were shared or threatened",
    what: "A free, confidential helpline, open 24 hours a day, 7 days a week, for support and next steps after image-based abuse.",
    contacts: [{ label: "844-878-2274", href: "tel:+18448782274" }],
    source: "https://cybercivilrights.org/ccri-crisis-helpline/",
  },
  crisis988: {
    id: "988",
    name: "988 Suicide & Crisis Lifeline",
    audience: "Anyone in the US in emotional distress or thinking about suicide",
    what: "Free, confidential support at any hour by call or text.",
    contacts: [
      { label: "Call 988", href: "tel:988" },
      { label: "Text 988", href: "sms:988" },
    ],
    source: "https://988lifeline.org/",
  },
  findAHelpline: {
    id: "find-a-helpline",
    name: "Find A Helpline",
    audience: "Anyone outside the US",
    what: "A directory of free, confidential crisis lines in many countries, searchable by country and topic.",
    contacts: [{ label: "findahelpline.com", href: "https://findahelpline.com/" }],
    source: "https://findahelpline.com/",
  },
} as const satisfies Record<string, HelpResource>;

/** The urgent-help copy and resources. */
export const urgentHelpContent = {
  reviewed: REVIEWED,
  reviewedDisplayDate: formatDate(REVIEWED),
  heading: "If you are in immediate danger, call 911 in the US, or your local emergency number",
  body: "If someone has threatened to hurt you, knows where you are, or you feel unsafe right now, call the emergency services before anything else: 911 in the US and Canada, 112 across the European Union, 999 in the UK. Go somewhere safe if you can.",
  /** Beside every call to action in the block: RRR answers in business hours, not in an emergency. */
  notEmergency: NOT_AN_EMERGENCY_SERVICE,
  actionLabel: "Seek Confidential Help Now",
  /** What the red action leads to, said beside it. */
  actionNote: "When you are safe, you can tell us in confidence about the online side of what is happening.",
  resourcesHeading: "Free help you can reach now",
  /** The minors' resources: first for anyone under 18 and whenever images of a minor are involved. */
  minorResources: [resources.takeItDown, resources.cyberTipline] as readonly HelpResource[],
  /** The adults' image and crisis resources. */
  adultResources: [resources.stopNcii, resources.ccri, resources.crisis988, resources.findAHelpline] as readonly HelpResource[],
  /** Said wherever images are discussed: copying images of a minor is itself a crime. */
  minorsWarning:
    "If the images show anyone under 18, do not screenshot, save, download or send them to anyone, not even as evidence or to us: that can itself be a crime. Report them to the CyberTipline and use Take It Down instead.",
  preserve: {
    heading: "When you are safe, keep a record",
    intro: "What you save now keeps your options open with platforms, the police or an attorney, whether or not you work with us.",
    steps: [
      "Save each threatening or harassing message, post and profile with the date, time, username and page address visible: a screenshot is usually enough.",
      "Copy the address (URL) of every page into one document, with the date you found it.",
      "Write down when each thing happened and every report you make, with its reference number.",
      "Do not reply to the person, and do not delete anything, even when it is upsetting: it may be needed later.",
      "For intimate images, write down where they appear instead of saving or sending copies of the images themselves.",
    ],
  },
  doxxing: {
    heading: "If your home address or private details were posted",
    steps: [
      "If you think someone may come to your home, tell the police and, if you can, stay with someone you trust.",
      "Tell the people you live with, and your workplace or school if they could be contacted or visited.",
      "Report each post to the platform: most forbid publishing someone's home address or private contact details.",
      "Make your accounts private, turn on two-factor authentication and change the passwords of accounts that use the exposed e-mail address.",
      "Write down where your details appear; people-search listings can then be removed one by one.",
    ],
  },
} as const;

/** Which urgent need comes first in the block. */
export type UrgentHelpFocus = "minor" | "images" | "doxxing" | "general";

/**
 * The resources in the order the block lists them: the minors' services first for `minor`, the
 * adults' image services first otherwise (the minors' follow, since an adult may be reporting
 * images of someone under 18).
 */
export function helpResourcesFor(focus: UrgentHelpFocus): readonly HelpResource[] {
  const { minorResources, adultResources } = urgentHelpContent;
  return focus === "minor" ? [...minorResources, ...adultResources] : [...adultResources, ...minorResources];
}
