/**
 * The mapping from the reputation check's answers to what its result offers (docs/decisions/022):
 * one rule per situation, most specific first; `./result.ts` applies them. Promises stay within
 * docs/spec.md §1: no outcome is promised, removal included.
 */
import type { CheckAnswers } from "./questions";
import { type CheckLink, RESOURCE_LINKS, SERVICE_LINKS } from "./links";

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
    services: [SERVICE_LINKS.personalRemoval],
    steps: [
      "Tell a parent, carer or another adult you trust; you do not have to deal with this alone.",
      "If the content includes sexual images of anyone under 18, do not screenshot, save or share them: report them to the CyberTipline and use Take It Down to have them removed.",
      "If someone is asking for images or money, stop replying, do not pay, and report it to the CyberTipline or the police.",
      "If you are under 18, ask a parent or carer to contact us with you.",
    ],
    resources: [RESOURCE_LINKS.removalGuideIntimate, RESOURCE_LINKS.termCyberbullying],
  },
  // Threats or harassment: safety, evidence, platform reports, exposed details.
  {
    when: { content: ["harassment"] },
    services: [SERVICE_LINKS.harassment, SERVICE_LINKS.privacy],
    steps: [
      "Do not reply or argue: save the evidence instead, and report threats to the police.",
      "Use each platform's own reporting tools for harassment and note the date and reference of each report.",
      "Make your accounts private, and remove your phone number and location from public profiles.",
    ],
    resources: [RESOURCE_LINKS.harassmentArticle, RESOURCE_LINKS.faqHarassed, RESOURCE_LINKS.termCyberbullying, RESOURCE_LINKS.termDoxxing],
    outlook:
      "Threats and harassment that break a platform's rules can be reported, and platforms remove much of what they find breaks those rules; exposed personal details can often be removed too. What happens to the person behind it is a matter for the platform and, where a crime is involved, the police.",
  },
  // Intimate images shared without consent: hash-blocking and platform forms, never copies.
  {
    when: { content: ["intimate-images"] },
    services: [SERVICE_LINKS.personalRemoval, SERVICE_LINKS.harassment],
    steps: [
      "Write down each address where the images appear instead of saving or sending copies of them.",
      "If you are 18 or over, StopNCII.org can help participating platforms block the images without them leaving your device.",
      "Report the images to each platform through its form for intimate images shared without consent; most major platforms and search engines have one.",
      "If someone is threatening to share images unless you pay or do something, do not pay: report it to the police.",
    ],
    resources: [RESOURCE_LINKS.removalGuideIntimate, RESOURCE_LINKS.faqRemovable, RESOURCE_LINKS.termDmca],
    outlook:
      "Intimate images shared without consent are among the content that platforms and search engines act on most consistently, and many places treat sharing them as a crime. In the US, the TAKE IT DOWN Act requires covered platforms to remove them within 48 hours of a valid request. Copies can reappear on other sites, so removal usually goes together with monitoring.",
  },
  // Doxxing: a home address or private details posted to target someone.
  {
    when: { content: ["doxxing"] },
    services: [SERVICE_LINKS.privacy, SERVICE_LINKS.harassment],
    steps: [
      "If you think someone may come to your home, tell the police now and, if you can, stay with someone you trust.",
      "Report each post that shows your address or private details to the platform, and note the date and reference of each report.",
      "Write down the people-search sites that list your address so they can be removed one by one.",
    ],
    resources: [RESOURCE_LINKS.termDoxxing, RESOURCE_LINKS.dataBrokerArticle, RESOURCE_LINKS.faqPeopleSearch, RESOURCE_LINKS.harassmentArticle],
    outlook:
      "Most platforms forbid posting someone's home address or private details to target them, and people-search listings usually have an opt-out. Details can be copied and relisted, so removal works best with regular checks afterwards.",
  },
  // A negative article or search result: what removal and suppression can do.
  {
    when: { content: ["negative-article"] },
    steps: ["List the results that worry you: the search you typed, the page address and where it ranks."],
    resources: [RESOURCE_LINKS.removalGuideIfNotRemoved, RESOURCE_LINKS.faqRemoveVsSuppress, RESOURCE_LINKS.faqTrueNews, RESOURCE_LINKS.termSuppression, RESOURCE_LINKS.termDeindexing],
    outlook:
      "Accurate news reporting is rarely taken down. Outdated or inaccurate articles can sometimes be updated or de-indexed, and where they cannot, suppression aims to outrank them with accurate, positive content. Suppression takes months, not days, and no one controls how search engines rank pages.",
  },
  // ... for a person: the individuals' removal and reputation pages.
  { when: { content: ["negative-article"], who: PERSON }, services: [SERVICE_LINKS.personalRemoval] },
  // ... for a business or an executive: the businesses' suppression page.
  { when: { content: ["negative-article"], who: ORGANISATION }, services: [SERVICE_LINKS.suppression] },
  // Fake, unfair or hostile reviews.
  {
    when: { content: ["reviews"] },
    services: [SERVICE_LINKS.reviews],
    steps: [
      "Collect the reviews you believe are fake or break the site's rules, with their dates and links.",
      "If you reply, keep it short, calm and factual, and never reveal a customer's or patient's details.",
    ],
    resources: [RESOURCE_LINKS.faqRemoveReviews, RESOURCE_LINKS.faqRespondReviews, RESOURCE_LINKS.reviewLawArticle, RESOURCE_LINKS.termAstroturfing],
    outlook:
      "Review sites remove reviews that break their own rules, such as fake reviews, conflicts of interest or hate speech. Honest negative reviews usually stay; a measured reply and a steady flow of genuine reviews are what change the picture.",
  },
  // Personal details on people-search and data broker sites.
  {
    when: { content: ["personal-data"] },
    services: [SERVICE_LINKS.privacy, SERVICE_LINKS.personalRemoval],
    steps: ["Search your name with your city and note every people-search listing that shows your address or phone number."],
    resources: [RESOURCE_LINKS.dataBrokerArticle, RESOURCE_LINKS.faqPeopleSearch, RESOURCE_LINKS.termDataBroker, RESOURCE_LINKS.termDoxxing],
    outlook:
      "Most people-search sites offer an opt-out, and listings can usually be removed. They often come back as data is resold, so removal works best with regular checks afterwards.",
  },
  // Impersonation, whoever is impersonated: the platforms' impersonation forms.
  {
    when: { content: ["impersonation"] },
    steps: ["Report the fake account or page to the platform through its impersonation form, with proof of who you are."],
    resources: [RESOURCE_LINKS.removalGuideTos, RESOURCE_LINKS.faqRemovable, RESOURCE_LINKS.impersonationStory],
    outlook:
      "Platforms generally remove accounts that impersonate a real person or business once the impersonation is shown. New copies can appear, so it is worth watching for them.",
  },
  // ... of a person: the harassment page covers fake profiles of individuals.
  { when: { content: ["impersonation"], who: PERSON }, services: [SERVICE_LINKS.harassment] },
  // ... of a business or an executive: the business reputation and crisis pages.
  { when: { content: ["impersonation"], who: ORGANISATION }, services: [SERVICE_LINKS.businessOrm] },
  // False statements.
  {
    when: { content: ["false-statements"] },
    steps: ["Write down which statements are false and what shows they are false, before anything is edited or deleted."],
    resources: [RESOURCE_LINKS.defamationGuide, RESOURCE_LINKS.faqFalseStatements, RESOURCE_LINKS.termDefamation, RESOURCE_LINKS.termCeaseAndDesist],
    outlook:
      "Statements that are false and damaging can sometimes be removed through the site's rules or a legal route. Opinions, even harsh ones, usually cannot. Where removal is not possible, accurate content can put the record straight.",
  },
  // ... about a person or an executive: the individuals' defamation page.
  { when: { content: ["false-statements"], who: ["myself", "minor", "executive"] }, services: [SERVICE_LINKS.defamation] },
  // ... about a business: the corporate defamation page.
  { when: { content: ["false-statements"], who: ["business"] }, services: [SERVICE_LINKS.corporateDefamation] },
  // An executive or public figure, whatever the content (not when the content puts them at risk).
  { when: { who: ["executive"] }, unless: { content: AT_RISK }, services: [SERVICE_LINKS.executive], resources: [RESOURCE_LINKS.ceoArticle] },
  // A business hurting right now: the crisis page.
  { when: { who: ["business"], urgency: ["now"] }, services: [SERVICE_LINKS.crisis] },
  // Every business: the business reputation page.
  { when: { who: ["business"] }, services: [SERVICE_LINKS.businessOrm] },
  // A business whose problem shows on review sites.
  { when: { who: ["business"], where: ["review-sites"] }, services: [SERVICE_LINKS.reviews] },
  // A person (not under 18, whose path is above): the individuals' reputation page, unless at risk.
  { when: { who: ["myself"] }, unless: { content: AT_RISK }, services: [SERVICE_LINKS.personalOrm] },
  // Search results about an organisation: SEO for Reputation (a company-name service).
  {
    when: { who: ORGANISATION, where: ["search"] },
    unless: { content: AT_RISK },
    services: [SERVICE_LINKS.seo],
    resources: [RESOURCE_LINKS.termSerp],
  },
  // Someone who answered publicly: the common mistakes of doing it yourself.
  { when: { tried: ["responded"] }, resources: [RESOURCE_LINKS.diyMistakesArticle] },
  // Someone who has tried nothing yet: what is safe to do alone.
  { when: { tried: ["nothing"] }, resources: [RESOURCE_LINKS.faqDiy] },
  // Content that has been there a year or more: building what outranks it.
  { when: { duration: ["years"] }, unless: { content: AT_RISK }, resources: [RESOURCE_LINKS.positiveContentArticle, RESOURCE_LINKS.proactiveGuide] },
  // Everyone except where images may be involved (their own rules say never to copy them): keep a record.
  {
    when: {},
    unless: { content: ["intimate-images"], who: ["minor"] },
    steps: ["Keep a dated record of what you find: screenshots that show the page address, and the links in one document."],
  },
  // Everyone: what no one can promise.
  { when: {}, resources: [RESOURCE_LINKS.faqGuarantee] },
];
