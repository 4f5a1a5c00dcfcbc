/**
 * The reputation check's copy and its answer-to-result mapping, as typed data the firm can change
 * without touching a component (docs/product-decisions.md, "Architecture decisions": content is
 * data; docs/decisions/022). The questions and options are shown by `src/routes/reputation-check.tsx`;
 * `machines/reputationCheck.ts` walks them; `checkResult` turns answers into the result from
 * `RESULT_RULES`. Every link is built from `src/site/paths.ts` and checked against the route
 * manifest, the FAQ and the glossary by `tests/reputationCheck.test.ts`, since the result exists
 * only in the browser, where the build's link check cannot see it.
 *
 * Promises stay within docs/spec.md §1 (a free, confidential consultation; a reply within 1-2
 * business hours): no outcome is promised, removal included.
 */
import type { InquiryType } from "../../machines/contactForm/fields";
import { joinPhrases } from "./phrases";
import type { UrgentHelpFocus } from "./urgentHelp";
import {
  FAQS_PATH,
  GLOSSARY_PATH,
  blogPostPath,
  canonicalPath,
  caseStudyPath,
  guidePath,
  servicePath,
} from "../site/paths";

/** The questions, in the order they are asked. */
export const QUESTION_IDS = ["who", "content", "where", "duration", "tried", "urgency"] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

/** The visitor's answers: the chosen option values of each question (one for a single choice). */
export type CheckAnswers = Readonly<Partial<Record<QuestionId, readonly string[]>>>;

/** One choice of a question. */
export interface CheckOption {
  /** The value kept in the answers and the form field's `value`. */
  readonly value: string;
  /** The visible label. */
  readonly label: string;
  /** How the plain-language summary says it ("a negative article or search result"). */
  readonly phrase: string;
  /** An answer that means the visitor may be in danger: the urgent-help guidance comes first. */
  readonly safetyFirst?: true;
  /** The contact form's inquiry type this answer picks (the "who" question). */
  readonly inquiryType?: InquiryType;
  /**
   * "Nothing yet": chosen, it clears the question's other answers, and another answer clears it
   * (GOV.UK Design System, checkboxes, "Add an option for 'none'"); shown after an "or".
   */
  readonly exclusive?: true;
}

/** One step of the check: a fieldset whose legend is `question`. */
export interface CheckQuestion {
  readonly id: QuestionId;
  readonly question: string;
  /** Shown under the legend and read with the group (`aria-describedby`). */
  readonly hint: string;
  /** `multiple`: checkboxes, several allowed; `single`: radio buttons. */
  readonly kind: "single" | "multiple";
  /** The error when nothing is chosen (GOV.UK error message: what to do, in the question's words). */
  readonly missing: string;
  /** The label of the answer in the summary and in the brief sent to a specialist. */
  readonly summaryLabel: string;
  readonly options: readonly CheckOption[];
}

export const CHECK_QUESTIONS: readonly CheckQuestion[] = [
  {
    id: "who",
    question: "Who is affected?",
    hint: "Choose the one that fits best.",
    kind: "single",
    missing: "Select who is affected.",
    summaryLabel: "Who is affected",
    options: [
      { value: "myself", label: "Me, personally", phrase: "you personally", inquiryType: "Myself (Personal Reputation)" },
      {
        value: "minor",
        label: "A child or teenager under 18 (me, or someone I look after)",
        phrase: "someone under 18",
        safetyFirst: true,
        inquiryType: "Myself (Personal Reputation)",
      },
      { value: "business", label: "My business or organization", phrase: "your business", inquiryType: "My Business (Corporate Reputation)" },
      {
        value: "executive",
        label: "An executive or public figure (me, or someone I work for)",
        phrase: "an executive or public figure",
        inquiryType: "An Executive/Public Figure",
      },
    ],
  },
  {
    id: "content",
    question: "What kind of content is it?",
    hint: "If there is more than one thing, choose the one that worries you most. You can tell us about the rest later.",
    kind: "single",
    missing: "Select the kind of content.",
    summaryLabel: "Kind of content",
    options: [
      { value: "negative-article", label: "A negative article or search result", phrase: "a negative article or search result" },
      { value: "reviews", label: "Fake, unfair or hostile reviews", phrase: "fake, unfair or hostile reviews" },
      { value: "personal-data", label: "Personal details on people-search or data broker sites", phrase: "personal details on people-search or data broker sites" },
      { value: "harassment", label: "Harassment or threats", phrase: "harassment or threats", safetyFirst: true },
      { value: "intimate-images", label: "Intimate images shared without consent", phrase: "intimate images shared without consent", safetyFirst: true },
      {
        value: "doxxing",
        label: "My home address or private details posted to target me (doxxing)",
        phrase: "your home address or private details posted to target you",
        safetyFirst: true,
      },
      { value: "impersonation", label: "Someone pretending to be me or my business", phrase: "someone impersonating you" },
      { value: "false-statements", label: "False statements", phrase: "false statements" },
    ],
  },
  {
    id: "where",
    question: "Where does it appear?",
    hint: "Choose all that apply.",
    kind: "multiple",
    missing: "Select at least one place where it appears.",
    summaryLabel: "Where it appears",
    options: [
      { value: "search", label: "Search results (Google, Bing and others)", phrase: "search results" },
      { value: "review-sites", label: "Review sites", phrase: "review sites" },
      { value: "social", label: "Social media", phrase: "social media" },
      { value: "news", label: "News sites or blogs", phrase: "news sites or blogs" },
      { value: "forums", label: "Forums or message boards", phrase: "forums" },
      { value: "other", label: "Somewhere else", phrase: "other places" },
    ],
  },
  {
    id: "duration",
    question: "How long has it been there?",
    hint: "A rough idea is enough.",
    kind: "single",
    missing: "Select how long it has been there.",
    summaryLabel: "How long",
    options: [
      { value: "days", label: "Less than a week", phrase: "less than a week" },
      { value: "weeks", label: "A few weeks", phrase: "a few weeks" },
      { value: "months", label: "A few months", phrase: "a few months" },
      { value: "years", label: "A year or more", phrase: "a year or more" },
      { value: "unsure", label: "I'm not sure", phrase: "an unknown time" },
    ],
  },
  {
    id: "tried",
    question: "What have you tried so far?",
    hint: "Choose all that apply. There is no wrong answer.",
    kind: "multiple",
    missing: "Select what you have tried so far, or “Nothing yet”.",
    summaryLabel: "Tried so far",
    options: [
      { value: "asked", label: "Asked the site or the author to take it down", phrase: "asking the site or author to take it down" },
      { value: "reported", label: "Reported it to the platform", phrase: "reporting it to the platform" },
      { value: "responded", label: "Replied or responded publicly", phrase: "responding publicly" },
      { value: "legal", label: "Spoken to a lawyer or the police", phrase: "speaking to a lawyer or the police" },
      { value: "other-help", label: "Used another service or tool", phrase: "another service or tool" },
      { value: "nothing", label: "Nothing yet", phrase: "nothing yet", exclusive: true },
    ],
  },
  {
    id: "urgency",
    question: "How urgent does it feel?",
    hint: "This helps a specialist decide what to look at first.",
    kind: "single",
    missing: "Select how urgent it feels.",
    summaryLabel: "How urgent",
    options: [
      { value: "now", label: "Very urgent: it is hurting me or my business right now", phrase: "very urgent" },
      { value: "soon", label: "Important: I want it dealt with in the coming weeks", phrase: "important, within the coming weeks" },
      { value: "planning", label: "Not urgent: I want to understand my options", phrase: "not urgent" },
    ],
  },
];

/** The question with this id. @throws Error when there is none (a typo in the data). */
export function checkQuestion(id: QuestionId): CheckQuestion {
  const question = CHECK_QUESTIONS.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`reputationCheck: no question "${id}"`);
  return question;
}

/** The chosen options of a question, in the question's order. */
export function chosenOptions(answers: CheckAnswers, id: QuestionId): CheckOption[] {
  const values = answers[id] ?? [];
  return checkQuestion(id).options.filter((option) => values.includes(option.value));
}

/** Whether an answer asks for the urgent-help guidance first (under 18, threats, intimate images, doxxing). */
export function needsSafetyFirst(answers: CheckAnswers): boolean {
  return safetyQuestionOf(answers) !== undefined;
}

/**
 * The first question, in the order asked, whose answer asks for the urgent-help guidance: the
 * safety screen follows it, and the questions after it are optional. `undefined` when none does.
 */
export function safetyQuestionOf(answers: CheckAnswers): QuestionId | undefined {
  return CHECK_QUESTIONS.find((question) => chosenOptions(answers, question.id).some((option) => option.safetyFirst))?.id;
}

/**
 * Which need the urgent-help block puts first for these answers: the minors' services for anyone
 * under 18, then intimate images, doxxing, or the general order.
 */
export function urgentFocusOf(answers: CheckAnswers): UrgentHelpFocus {
  if (answers.who?.includes("minor")) return "minor";
  if (answers.content?.includes("intimate-images")) return "images";
  if (answers.content?.includes("doxxing")) return "doxxing";
  return "general";
}

/**
 * A question's values after a visitor's change, with the exclusive answer ("Nothing yet") kept
 * apart from the others: when it is newly chosen it replaces them; when another is chosen beside
 * it, it goes. `previous` is the question's values before the change.
 */
export function exclusiveValues(id: QuestionId, values: readonly string[], previous: readonly string[] = []): string[] {
  const exclusive = new Set(checkQuestion(id).options.filter((option) => option.exclusive).map((option) => option.value));
  const chosenExclusive = values.filter((value) => exclusive.has(value));
  const others = values.filter((value) => !exclusive.has(value));
  if (chosenExclusive.length === 0 || others.length === 0) return [...values];
  const newlyExclusive = chosenExclusive.filter((value) => !previous.includes(value));
  return newlyExclusive.length > 0 ? newlyExclusive.slice(0, 1) : others;
}

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

/** A link to a page of the site, as the result shows it. */
export interface CheckLink {
  readonly label: string;
  /** Canonical path, with a `#fragment` for an FAQ answer or a glossary term. */
  readonly href: string;
  /** What kind of page it is, shown before the label ("Guide", "FAQ"…). */
  readonly kind: "Service" | "Guide" | "Article" | "FAQ" | "Glossary" | "Case study";
}

const service = (audience: "individuals" | "businesses", slug: string, label: string): CheckLink => ({
  label,
  href: canonicalPath(servicePath({ audience, slug })),
  kind: "Service",
});
const guide = (slug: string, label: string, fragment = ""): CheckLink => ({ label, href: `${canonicalPath(guidePath(slug))}${fragment}`, kind: "Guide" });
const article = (slug: string, label: string): CheckLink => ({ label, href: canonicalPath(blogPostPath(slug)), kind: "Article" });
const faq = (anchor: string, question: string): CheckLink => ({ label: question, href: `${canonicalPath(FAQS_PATH)}#${anchor}`, kind: "FAQ" });
const term = (anchor: string, label: string): CheckLink => ({ label, href: `${canonicalPath(GLOSSARY_PATH)}#${anchor}`, kind: "Glossary" });

/** The services the result can name (names as on their pages). */
export const SERVICE_LINKS = {
  personalRemoval: service("individuals", "personal-content-removal", "Personal Content Removal"),
  personalOrm: service("individuals", "online-reputation-management", "Online Reputation Management"),
  harassment: service("individuals", "online-harassment-solutions", "Online Harassment Solutions"),
  privacy: service("individuals", "privacy-protection", "Privacy Protection"),
  defamation: service("individuals", "online-defamation-response", "Online Defamation Response"),
  businessOrm: service("businesses", "reputation-management", "Business Reputation Management"),
  reviews: service("businesses", "review-management", "Review Management"),
  suppression: service("businesses", "negative-content-suppression", "Negative Content Suppression"),
  crisis: service("businesses", "brand-crisis-management", "Brand Crisis Management"),
  corporateDefamation: service("businesses", "corporate-defamation-solutions", "Corporate Defamation Solutions"),
  executive: service("businesses", "executive-reputation-management", "Executive Reputation Management"),
  seo: service("businesses", "seo-for-reputation", "SEO for Reputation"),
} as const;

/** The guides, articles, FAQ answers and glossary terms the result can point to. */
export const RESOURCE_LINKS = {
  removalGuide: guide("online-content-removal-guide", "The Ultimate Guide to Online Content Removal"),
  removalGuideIfNotRemoved: guide("online-content-removal-guide", "If content cannot be removed (Ultimate Guide to Online Content Removal)", "#if-not-removed"),
  removalGuideIntimate: guide("online-content-removal-guide", "Non-consensual intimate imagery (Ultimate Guide to Online Content Removal)", "#non-consensual-imagery"),
  removalGuideTos: guide("online-content-removal-guide", "Terms of service violations (Ultimate Guide to Online Content Removal)", "#tos-violations"),
  defamationGuide: guide("fighting-online-defamation-guide", "Fighting Online Defamation: A Complete Guide"),
  proactiveGuide: guide("proactive-reputation-management-guide", "Proactive Reputation Management: A Practical Guide"),
  harassmentArticle: article("guide-to-online-harassment", "A Practical Guide to Dealing with Online Harassment"),
  dataBrokerArticle: article("data-broker-dangers", "The Hidden Dangers of Data Brokers and People-Search Sites"),
  reviewLawArticle: article("legal-review-options", "Can You Sue for a Bad Review? What Business Owners Should Know"),
  positiveContentArticle: article("positive-content-strategy", "Beyond Removal: Building Positive Content That Lasts"),
  diyMistakesArticle: article("diy-reputation-mistakes", "Five Common Mistakes in DIY Reputation Repair (and What to Do Instead)"),
  ceoArticle: article("ceo-reputation-guide", "The CEO's Guide to Protecting Executive Reputation Online"),
  impersonationStory: { label: "Executive Content Removal", href: canonicalPath(caseStudyPath("executive-content-removal")), kind: "Case study" },
  faqRemoveVsSuppress: faq("general-orm-4", "What is the difference between removing and suppressing content?"),
  faqDiy: faq("general-orm-6", "What can I safely do on my own right now?"),
  faqRemovable: faq("content-removal-1", "What kinds of content can be removed?"),
  faqGuarantee: faq("content-removal-2", "Can you guarantee that something will be removed?"),
  faqTrueNews: faq("content-removal-3", "Can you remove a news article or information that is true?"),
  faqPeopleSearch: faq("content-removal-5", "My home address and phone number are on people-search sites. Can you help?"),
  faqHarassed: faq("content-removal-6", "I am being harassed online. What should I do first?"),
  faqRemoveReviews: faq("review-management-1", "Can you remove negative reviews?"),
  faqRespondReviews: faq("review-management-4", "Should I respond to negative reviews?"),
  faqFalseStatements: faq("legal-privacy-6", "Can you help if someone is spreading false statements about my business?"),
  termSuppression: term("term-suppression", "Suppression"),
  termDeindexing: term("term-de-indexing", "De-indexing"),
  termDataBroker: term("term-data-broker", "Data Broker"),
  termDoxxing: term("term-doxxing", "Doxxing"),
  termCyberbullying: term("term-cyberbullying", "Cyberbullying"),
  termDmca: term("term-dmca-takedown-notice", "DMCA Takedown Notice"),
  termDefamation: term("term-defamation", "Defamation"),
  termCeaseAndDesist: term("term-cease-and-desist-letter", "Cease and Desist Letter"),
  termAstroturfing: term("term-astroturfing", "Astroturfing"),
  termSerp: term("term-serp-search-engine-results-page", "SERP (Search Engine Results Page)"),
} as const satisfies Record<string, CheckLink>;

/**
 * One rule of the mapping: when every question named in `when` has one of the listed values
 * among its answers (an empty `when` always applies), and no question named in `unless` does, the
 * result gains its services, steps, links and note, in the order of the rules, each once.
 */
export interface ResultRule {
  readonly when: CheckAnswers;
  /** Answers that keep the rule from applying (a business service for a person at risk). */
  readonly unless?: CheckAnswers;
  readonly services?: readonly CheckLink[];
  /** Things the visitor can do today on their own, one sentence each. */
  readonly steps?: readonly string[];
  readonly resources?: readonly CheckLink[];
  /** What is usually possible for this situation: removal, suppression or both, without promises. */
  readonly outlook?: string;
}

const serviceLink = SERVICE_LINKS;
const readLink = RESOURCE_LINKS;

/** People, rather than organisations: the individuals' pages serve them. */
const PERSON: readonly string[] = ["myself", "minor"];
/** Organisations and the people who lead them: the businesses' pages serve them. */
const ORGANISATION: readonly string[] = ["business", "executive"];
/** Content that puts a person at risk: no marketing service is offered for it. */
const AT_RISK: readonly string[] = ["harassment", "intimate-images", "doxxing"];

/**
 * The mapping from answers to the result, most specific situation first. Each rule's comment says
 * the situation it serves; `tests/reputationCheck.test.ts` holds a table of cases.
 */
export const RESULT_RULES: readonly ResultRule[] = [
  // Anyone under 18: the minors' path first (a trusted adult, the CyberTipline, Take It Down).
  {
    when: { who: ["minor"] },
    services: [serviceLink.personalRemoval],
    steps: [
      "Tell a parent, carer or another adult you trust; you do not have to deal with this alone.",
      "If the content includes sexual images of anyone under 18, do not screenshot, save or share them: report them to the CyberTipline and use Take It Down to have them removed.",
      "If someone is asking for images or money, stop replying, do not pay, and report it to the CyberTipline or the police.",
      "If you are under 18, ask a parent or carer to contact us with you.",
    ],
    resources: [readLink.removalGuideIntimate, readLink.termCyberbullying],
  },
  // Threats or harassment: safety, evidence, platform reports, exposed details.
  {
    when: { content: ["harassment"] },
    services: [serviceLink.harassment, serviceLink.privacy],
    steps: [
      "Do not reply or argue: save the evidence instead, and report threats to the police.",
      "Use each platform's own reporting tools for harassment and note the date and reference of each report.",
      "Make your accounts private, and remove your phone number and location from public profiles.",
    ],
    resources: [readLink.harassmentArticle, readLink.faqHarassed, readLink.termCyberbullying, readLink.termDoxxing],
    outlook:
      "Threats and harassment that break a platform's rules can be reported, and platforms remove much of what they find breaks those rules; exposed personal details can often be removed too. What happens to the person behind it is a matter for the platform and, where a crime is involved, the police.",
  },
  // Intimate images shared without consent: hash-blocking and platform forms, never copies.
  {
    when: { content: ["intimate-images"] },
    services: [serviceLink.personalRemoval, serviceLink.harassment],
    steps: [
      "Write down each address where the images appear instead of saving or sending copies of them.",
      "If you are 18 or over, StopNCII.org can help participating platforms block the images without them leaving your device.",
      "Report the images to each platform through its form for intimate images shared without consent; most major platforms and search engines have one.",
      "If someone is threatening to share images unless you pay or do something, do not pay: report it to the police.",
    ],
    resources: [readLink.removalGuideIntimate, readLink.faqRemovable, readLink.termDmca],
    outlook:
      "Intimate images shared without consent are among the content that platforms and search engines act on most consistently, and many places treat sharing them as a crime. In the US, the TAKE IT DOWN Act requires covered platforms to remove them within 48 hours of a valid request. Copies can reappear on other sites, so removal usually goes together with monitoring.",
  },
  // Doxxing: a home address or private details posted to target someone.
  {
    when: { content: ["doxxing"] },
    services: [serviceLink.privacy, serviceLink.harassment],
    steps: [
      "If you think someone may come to your home, tell the police now and, if you can, stay with someone you trust.",
      "Report each post that shows your address or private details to the platform, and note the date and reference of each report.",
      "Write down the people-search sites that list your address so they can be removed one by one.",
    ],
    resources: [readLink.termDoxxing, readLink.dataBrokerArticle, readLink.faqPeopleSearch, readLink.harassmentArticle],
    outlook:
      "Most platforms forbid posting someone's home address or private details to target them, and people-search listings usually have an opt-out. Details can be copied and relisted, so removal works best with regular checks afterwards.",
  },
  // A negative article or search result: what removal and suppression can do.
  {
    when: { content: ["negative-article"] },
    steps: ["List the results that worry you: the search you typed, the page address and where it ranks."],
    resources: [readLink.removalGuideIfNotRemoved, readLink.faqRemoveVsSuppress, readLink.faqTrueNews, readLink.termSuppression, readLink.termDeindexing],
    outlook:
      "Accurate news reporting is rarely taken down. Outdated or inaccurate articles can sometimes be updated or de-indexed, and where they cannot, suppression aims to outrank them with accurate, positive content. Suppression takes months, not days, and no one controls how search engines rank pages.",
  },
  // ... for a person: the individuals' removal and reputation pages.
  { when: { content: ["negative-article"], who: PERSON }, services: [serviceLink.personalRemoval] },
  // ... for a business or an executive: the businesses' suppression page.
  { when: { content: ["negative-article"], who: ORGANISATION }, services: [serviceLink.suppression] },
  // Fake, unfair or hostile reviews.
  {
    when: { content: ["reviews"] },
    services: [serviceLink.reviews],
    steps: [
      "Collect the reviews you believe are fake or break the site's rules, with their dates and links.",
      "If you reply, keep it short, calm and factual, and never reveal a customer's or patient's details.",
    ],
    resources: [readLink.faqRemoveReviews, readLink.faqRespondReviews, readLink.reviewLawArticle, readLink.termAstroturfing],
    outlook:
      "Review sites remove reviews that break their own rules, such as fake reviews, conflicts of interest or hate speech. Honest negative reviews usually stay; a measured reply and a steady flow of genuine reviews are what change the picture.",
  },
  // Personal details on people-search and data broker sites.
  {
    when: { content: ["personal-data"] },
    services: [serviceLink.privacy, serviceLink.personalRemoval],
    steps: ["Search your name with your city and note every people-search listing that shows your address or phone number."],
    resources: [readLink.dataBrokerArticle, readLink.faqPeopleSearch, readLink.termDataBroker, readLink.termDoxxing],
    outlook:
      "Most people-search sites offer an opt-out, and listings can usually be removed. They often come back as data is resold, so removal works best with regular checks afterwards.",
  },
  // Impersonation, whoever is impersonated: the platforms' impersonation forms.
  {
    when: { content: ["impersonation"] },
    steps: ["Report the fake account or page to the platform through its impersonation form, with proof of who you are."],
    resources: [readLink.removalGuideTos, readLink.faqRemovable, readLink.impersonationStory],
    outlook:
      "Platforms generally remove accounts that impersonate a real person or business once the impersonation is shown. New copies can appear, so it is worth watching for them.",
  },
  // ... of a person: the harassment page covers fake profiles of individuals.
  { when: { content: ["impersonation"], who: PERSON }, services: [serviceLink.harassment] },
  // ... of a business or an executive: the business reputation and crisis pages.
  { when: { content: ["impersonation"], who: ORGANISATION }, services: [serviceLink.businessOrm] },
  // False statements.
  {
    when: { content: ["false-statements"] },
    steps: ["Write down which statements are false and what shows they are false, before anything is edited or deleted."],
    resources: [readLink.defamationGuide, readLink.faqFalseStatements, readLink.termDefamation, readLink.termCeaseAndDesist],
    outlook:
      "Statements that are false and damaging can sometimes be removed through the site's rules or a legal route. Opinions, even harsh ones, usually cannot. Where removal is not possible, accurate content can put the record straight.",
  },
  // ... about a person or an executive: the individuals' defamation page.
  { when: { content: ["false-statements"], who: ["myself", "minor", "executive"] }, services: [serviceLink.defamation] },
  // ... about a business: the corporate defamation page.
  { when: { content: ["false-statements"], who: ["business"] }, services: [serviceLink.corporateDefamation] },
  // An executive or public figure, whatever the content (not when the content puts them at risk).
  { when: { who: ["executive"] }, unless: { content: AT_RISK }, services: [serviceLink.executive], resources: [readLink.ceoArticle] },
  // A business hurting right now: the crisis page.
  { when: { who: ["business"], urgency: ["now"] }, services: [serviceLink.crisis] },
  // Any business: the business reputation page.
  { when: { who: ["business"] }, services: [serviceLink.businessOrm] },
  // A business whose problem shows on review sites.
  { when: { who: ["business"], where: ["review-sites"] }, services: [serviceLink.reviews] },
  // A person (not under 18, whose path is above): the individuals' reputation page, unless at risk.
  { when: { who: ["myself"] }, unless: { content: AT_RISK }, services: [serviceLink.personalOrm] },
  // Search results about an organisation: SEO for Reputation (a company-name service).
  {
    when: { who: ORGANISATION, where: ["search"] },
    unless: { content: AT_RISK },
    services: [serviceLink.seo],
    resources: [readLink.termSerp],
  },
  // Someone who answered publicly: the common mistakes of doing it yourself.
  { when: { tried: ["responded"] }, resources: [readLink.diyMistakesArticle] },
  // Someone who has tried nothing yet: what is safe to do alone.
  { when: { tried: ["nothing"] }, resources: [readLink.faqDiy] },
  // Content that has been there a year or more: building what outranks it.
  { when: { duration: ["years"] }, unless: { content: AT_RISK }, resources: [readLink.positiveContentArticle, readLink.proactiveGuide] },
  // Everyone except where images may be involved (their own rules say never to copy them): keep a record.
  {
    when: {},
    unless: { content: ["intimate-images"], who: ["minor"] },
    steps: ["Keep a dated record of what you find: screenshots that show the page address, and the links in one document."],
  },
  // Everyone: what no one can promise.
  { when: {}, resources: [readLink.faqGuarantee] },
];

/** The general note on removal and suppression, shown with every result. */
export const GENERAL_OUTLOOK =
  "Some content can be removed: when it breaks a site's rules or the law, or exposes private information. Much cannot, and then the usual answer is suppression: building accurate content that outranks it. No one can honestly guarantee removal; a specialist can tell you what is realistic for your case.";

/** What the result shows. */
export interface CheckResult {
  /** A plain-language summary of the situation, in the second person. */
  readonly summary: string;
  /** Whether the urgent-help guidance comes first. */
  readonly safetyFirst: boolean;
  /** Which need the urgent-help block puts first (`urgentFocusOf`). */
  readonly focus: UrgentHelpFocus;
  readonly services: readonly CheckLink[];
  readonly steps: readonly string[];
  readonly resources: readonly CheckLink[];
  /** The notes on what is usually possible, the situation's own first. */
  readonly outlook: readonly string[];
}

/** Whether a question has one of these values among the answers. */
function answered(answers: CheckAnswers, id: QuestionId, values: readonly string[]): boolean {
  return (answers[id] ?? []).some((value) => values.includes(value));
}

/** Whether every question of a rule's `when` has one of its values, and no question of its `unless` does. */
function ruleApplies(rule: ResultRule, answers: CheckAnswers): boolean {
  const when = Object.entries(rule.when) as [QuestionId, readonly string[]][];
  const unless = Object.entries(rule.unless ?? {}) as [QuestionId, readonly string[]][];
  return when.every(([id, values]) => answered(answers, id, values)) && !unless.some(([id, values]) => answered(answers, id, values));
}

/** The items of `lists` in order, each once (links by address, text by itself). */
function unique<T>(lists: readonly (readonly T[] | undefined)[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return lists.flatMap((list) => list ?? []).filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}


/** The summary's sentences for the questions answered; unanswered ones are left out. */
export function summaryOf(answers: CheckAnswers): string {
  const phrase = (id: QuestionId) => joinPhrases(chosenOptions(answers, id).map((option) => option.phrase));
  const sentences: string[] = [];
  const what = phrase("content");
  const who = phrase("who");
  if (what || who) sentences.push(`You are dealing with ${what || "content online"}${who ? ` affecting ${who}` : ""}.`);
  const where = phrase("where");
  if (where) sentences.push(`It appears in ${where}.`);
  const duration = phrase("duration");
  if (duration && !answers.duration?.includes("unsure")) sentences.push(`It has been there for ${duration}.`);
  const tried = phrase("tried");
  if (tried) sentences.push(answers.tried?.includes("nothing") && answers.tried.length === 1 ? "You have not tried anything yet." : `So far you have tried ${tried}.`);
  const urgency = phrase("urgency");
  if (urgency) sentences.push(`It feels ${urgency}.`);
  return sentences.join(" ");
}

/**
 * The result of a set of answers (docs/decisions/022): the summary, then the services, steps,
 * links and notes of every rule of `RESULT_RULES` that applies, in rule order, each once.
 * @param answers - any answers, complete or not (after the safety screen the rest is optional).
 */
export function checkResult(answers: CheckAnswers, rules: readonly ResultRule[] = RESULT_RULES): CheckResult {
  const applying = rules.filter((rule) => ruleApplies(rule, answers));
  return {
    summary: summaryOf(answers),
    safetyFirst: needsSafetyFirst(answers),
    focus: urgentFocusOf(answers),
    services: unique(applying.map((rule) => rule.services), (link) => link.href),
    steps: unique(applying.map((rule) => rule.steps), (step) => step),
    resources: unique(applying.map((rule) => rule.resources), (link) => link.href),
    outlook: [...unique(applying.map((rule) => (rule.outlook ? [rule.outlook] : [])), (note) => note), GENERAL_OUTLOOK],
  };
}

/**
 * The brief the contact form's message box is prefilled with: one line per question answered, in
 * words a specialist can read at a glance, and a line for the visitor to add what matters.
 */
export function briefOf(answers: CheckAnswers): string {
  const lines = CHECK_QUESTIONS.flatMap((question) => {
    const chosen = chosenOptions(answers, question.id);
    return chosen.length === 0 ? [] : [`- ${question.summaryLabel}: ${chosen.map((option) => option.label).join("; ")}`];
  });
  return [BRIEF_TITLE, ...lines, "", "Links to the content, and anything else you want us to know:", ""].join("\n");
}

/** The first line of the brief: how the contact draft recognises a brief it may replace. */
export const BRIEF_TITLE = "My reputation check answers:";

/** The contact form's inquiry type for these answers, or `undefined` when "who" is unanswered. */
export function inquiryTypeOf(answers: CheckAnswers): InquiryType | undefined {
  return chosenOptions(answers, "who")[0]?.inquiryType;
}
