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
  /** Things the visitor can do today on their own, one short step each (a sentence or two). */
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
const AT_RISK: readonly string[] = ["harassment", "intimate-images", "doxxing", "stalking"];

/**
 * Before any advice to change a password or a setting (content review, M4; NNEDV Safety Net,
 * https://www.techsafety.org/resources-survivors): the change can alert someone who watches the
 * device. Two sentences, so that it reads at a lower-secondary level (WCAG 3.1.5).
 */
const TECH_CAUTION =
  "If the person harming you may have had access to your phone, computer or accounts, use a device they have never touched. Changing a password or a setting can alert them, so plan it first with a domestic-violence advocate (National Domestic Violence Hotline, 1-800-799-7233, or text START to 88788).";

/**
 * Where to keep the record, for the situations where someone may be watching: not where they can
 * reach it, and written knowing it may be shown in court (SPARC, "Stalking Incident and Behavior
 * Log": "do not include any information in the log that you do not want the stalker to see",
 * https://www.stalkingawareness.org/).
 */
const RECORD_SAFETY =
  "Keep your notes where the person harming you cannot reach them, not on a shared or synced phone, cloud or family account. Notes can be shown in court, so write nothing you would not want them to read.";

/**
 * Before any opt-out: the forms ask for current details, which someone hiding from a stalker or an
 * abusive former partner should not give (content review, H4).
 */
const OPT_OUT_CAUTION =
  "Opt-out forms often ask for your current address, phone number or e-mail: give only the details the listing already shows, and if you are hiding from someone, talk to a domestic-violence advocate first (National Domestic Violence Hotline, 1-800-799-7233).";

/**
 * The mapping from answers to the result, most specific situation first. Each rule's comment says
 * the situation it serves; `tests/reputationCheck.test.ts` holds a table of cases.
 */
export const RESULT_RULES: readonly ResultRule[] = [
  // Anyone under 18 (or an adult looking after them): the minors' path first, in words a teenager
  // reads at once. Not to blame, not in trouble; for a demand for pictures or money, stop replying,
  // do not pay, do not delete; never a copy of a nude or sexual picture, and no need to look for
  // copies; a trusted adult, or NCMEC directly when no one at home can be told; Take It Down only
  // with the picture already on the device (no copy made to use it), the CyberTipline otherwise;
  // the carer's own steps. Sources: NCMEC, https://takeitdown.ncmec.org/faq/ ("You must have the
  // image or video on your device"; "Do not download or share any … image … in order to submit";
  // anyone under 18 "anywhere in the world"; without the image, a CyberTipline report) and
  // https://www.missingkids.org/gethelpnow/cybertipline; FBI, sextortion,
  // https://www.fbi.gov/how-we-can-help-you/scams-and-safety/common-scams-and-crimes/sextortion.
  // Placeholder (README "Before going live"): counsel confirms the last step: whether someone under
  // 18 may write to the firm without a parent or carer (the terms say "together with a parent or
  // carer"), and how the firm words its duty to report harm to a child (in Texas, Family Code
  // §261.101 applies to any person).
  {
    when: { who: ["minor"] },
    services: [SERVICE_LINKS.personalRemoval],
    steps: [
      "If someone is sharing pictures of you, or harassing or threatening you, it is not your fault. The person doing it is the one to blame.",
      "You are not in trouble for asking for help. Tell a parent, carer or another adult you trust: you do not have to deal with this alone.",
      "If someone is asking you for pictures or money, stop replying and do not pay. Do not delete the messages or your account. Write down their username, the app and what they asked for.",
      "Do not screenshot, save or send anything that shows a nude or sexual picture, not even as evidence or to us. Leave that to the CyberTipline or the police.",
      "You do not need to look for copies. If you already know where a picture is posted, write down the page address without opening the picture again.",
      "If the picture is still on the phone or computer it was taken with, Take It Down (takeitdown.ncmec.org) can help, from any country. It makes a digital fingerprint of the picture there and does not upload it. Do not download or screenshot a copy to use it.",
      "Take It Down works with the apps and sites that take part, so it can help but cannot promise removal. If you do not have the picture, report it to the CyberTipline instead.",
      "The CyberTipline is free and open at any hour: report.cybertip.org or 1-800-843-5678. If you cannot tell anyone at home, you can contact it yourself.",
      "If you are the parent or carer: tell them it is not their fault and that you will deal with it together. Do not look at, forward or save the picture. Do not delete their accounts or messages, or take their phone away: they help the report. Do not pay. Report it to the CyberTipline together.",
      "To work with us, ask a parent or carer to contact us with you. If what you tell us makes us believe a child is being abused, the law may require us to report it.",
    ],
    resources: [RESOURCE_LINKS.freeOptionsUnder18, RESOURCE_LINKS.termCyberbullying],
  },
  // ... whose pictures were shared or threatened: what the apps and sites do (no law, no crime).
  {
    when: { who: ["minor"], content: ["intimate-images"] },
    outlook:
      "Big apps and sites act on reports of nude or sexual pictures of anyone under 18. The ones that take part in Take It Down also look for copies, and a copy that comes back can be reported again.",
  },
  // Threats or harassment: safety, evidence, platform reports, exposed details.
  {
    when: { content: ["harassment"] },
    services: [SERVICE_LINKS.harassment, SERVICE_LINKS.privacy],
    steps: [
      "Do not reply or argue. Keep the messages and posts (do not delete them), write down the username and the date, and report threats to the police.",
      "Use each platform's own reporting tools for harassment and note the date and reference of each report.",
      TECH_CAUTION,
      "Make your accounts private, and remove your phone number and location from public profiles.",
    ],
    resources: [RESOURCE_LINKS.harassmentArticle, RESOURCE_LINKS.faqHarassed, RESOURCE_LINKS.termCyberbullying, RESOURCE_LINKS.termDoxxing],
    outlook:
      "Threats and harassment that break a platform's rules can be reported, and the platform decides whether to remove them; exposed personal details can often be removed too. What happens to the person behind it is a matter for the platform and, where a crime is involved, the police.",
  },
  // Intimate images shared or threatened, real or fake: hash-blocking and platform forms, never
  // copies.
  {
    when: { content: ["intimate-images"] },
    services: [SERVICE_LINKS.personalRemoval, SERVICE_LINKS.harassment],
    resources: [RESOURCE_LINKS.removalGuideIntimate, RESOURCE_LINKS.faqRemovable],
  },
  // ... an adult's: StopNCII, the platforms' forms, and a copyright notice only after them and
  // only with its warning (the notice can reach the poster and the Lumen database). Not for anyone
  // under 18, whose steps are the minors' above, and whose outlook leaves out the law. The law:
  // the TAKE IT DOWN Act, S. 146 (119th Congress), signed May 19, 2025, makes publishing or
  // threatening to publish such images a federal crime (47 U.S.C. §223(h)) and gives covered
  // platforms 48 hours to remove them after a valid request, from May 19, 2026
  // (https://www.congress.gov/bill/119th-congress/senate-bill/146); the federal civil claim is
  // 15 U.S.C. §6851 (https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section6851).
  {
    when: { content: ["intimate-images"] },
    unless: { who: ["minor"] },
    steps: [
      "Write down each address where the images appear instead of saving or sending copies of them.",
      "If you are 18 or over, StopNCII.org can help participating platforms block the images without them leaving your device; if the images were taken before you turned 18, use Take It Down instead, from the device they are already on (do not download a copy to use it).",
      "Report the images to each platform through its form for intimate images shared without consent; most major platforms and search engines have one.",
      "If someone is threatening to share images unless you pay or do something, do not pay: report it to the police.",
      "If you took the images yourself, a US copyright (DMCA) notice is another route, but try the ones above first: the platform may pass the notice, with your name, address and e-mail, to the person who posted the images, and notices may be published in the Lumen database.",
    ],
    resources: [RESOURCE_LINKS.termDmca],
    outlook:
      "Intimate images shared without consent are among the content that platforms and search engines act on most consistently. In the US, sharing them, or threatening to, can be a federal crime under the TAKE IT DOWN Act (a 2025 law, not NCMEC's Take It Down tool), and is a crime in almost every state; victims can also sue under federal law. The Act also requires covered platforms to remove them within 48 hours of a valid request. Copies can reappear on other sites, so removal usually goes together with monitoring.",
  },
  // Doxxing: a home address or private details posted to target someone.
  {
    when: { content: ["doxxing"] },
    services: [SERVICE_LINKS.privacy, SERVICE_LINKS.harassment],
    steps: [
      "If you think someone may come to your home, tell the police now and, if you can, stay with someone you trust.",
      "Report each post that shows your address or private details to the platform, and note the date and reference of each report.",
      "Write down the people-search sites that list your address so they can be removed one by one.",
      OPT_OUT_CAUTION,
    ],
    resources: [RESOURCE_LINKS.termDoxxing, RESOURCE_LINKS.dataBrokerArticle, RESOURCE_LINKS.faqPeopleSearch, RESOURCE_LINKS.harassmentArticle],
    outlook:
      "Most platforms forbid posting someone's home address or private details to target them, and people-search listings usually have an opt-out. Details can be copied and relisted, so removal works best with regular checks afterwards.",
  },
  // Someone they know watching, following or tracking them: an advocate first, the signs of
  // tracking, and what RRR can and cannot do (NNEDV Safety Net, "Technology Safety Plan",
  // https://www.techsafety.org/resources-survivors; address confidentiality programs,
  // https://www.nnedv.org/). For someone other than a partner or an ex, the "Get help now" page
  // (GET_HELP_PATH), which the urgent-help block at the top of the result links to; VictimConnect
  // was removed on 2026-12-03 (its federal grant reported terminated in April 2025; status unverified).
  {
    when: { content: ["stalking"] },
    services: [SERVICE_LINKS.harassment, SERVICE_LINKS.privacy],
    steps: [
      "If you are afraid, trust that feeling, and talk to an advocate before you change anything. If it is a partner or an ex, call the National Domestic Violence Hotline (1-800-799-7233, or text START to 88788). If it is someone else, see the free services on our Get help now page, linked at the top of this result.",
      TECH_CAUTION,
      "If they seem to know where you are or what you said in private, they may be using shared location (such as a family phone plan), a hidden tracker or a monitoring app. Removing it can alert them, so plan it with an advocate first.",
      "If you move, or fear being found, ask an advocate about your state's address confidentiality program: it gives you a substitute address for public records.",
      OPT_OUT_CAUTION,
    ],
    resources: [RESOURCE_LINKS.harassmentArticle, RESOURCE_LINKS.dataBrokerArticle, RESOURCE_LINKS.faqPeopleSearch, RESOURCE_LINKS.termDoxxing],
    outlook:
      "We can help with the online side, such as personal details exposed in posts and on people-search sites. Stopping someone from watching, following or tracking you is for the police, with an advocate who can help you plan for your safety.",
  },
  // A negative article or search result: what removal and suppression can do. Mugshot and
  // complaint sites that charge for removal (content review C3): do not pay; Google's free form,
  // "Remove content about me on sites with exploitative removal practices" (you are the subject;
  // not a business review site; the site asks for payment),
  // https://support.google.com/websearch/answer/9172218. A note in `outlook`, not a step, so the
  // steps stay the ones tests/reputationCheck.test.ts lists for this situation.
  {
    when: { content: ["negative-article"] },
    steps: ["List the results that worry you: the search you typed, the page address and where it ranks."],
    resources: [RESOURCE_LINKS.removalGuideIfNotRemoved, RESOURCE_LINKS.faqRemoveVsSuppress, RESOURCE_LINKS.faqTrueNews, RESOURCE_LINKS.termSuppression, RESOURCE_LINKS.termDeindexing],
    outlook:
      "Accurate news reporting is rarely taken down. For accurate reporting about crime and for public records, the routes are a correction or update from the publisher (for example, that charges were dropped), a right the law gives (such as a sealed record) and accurate context, not hiding them. Other negative or inaccurate content can sometimes be corrected or de-indexed, and where it cannot, suppression aims to outrank it with accurate content. Suppression takes months, not days, and no one controls how search engines rank pages. If a site asks you to pay to remove a mugshot or a complaint, do not pay: copies often appear elsewhere. If the page is about you, Google has a free form to ask it to drop such pages from its results (support.google.com/websearch/answer/9172218).",
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
    steps: [
      "If someone you know may be watching your phone or accounts, or trying to find you, do these searches on a device they have never touched, and talk to an advocate first (National Domestic Violence Hotline, 1-800-799-7233).",
      "Search your name with your city and note every people-search listing that shows your address or phone number.",
      OPT_OUT_CAUTION,
    ],
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
  // False statements. The deadlines: Texas, one year for libel and slander (Tex. Civ. Prac. & Rem.
  // Code §16.002) and no exemplary damages without a correction request within 90 days of learning
  // of the publication (§73.055(c)); https://statutes.capitol.texas.gov/Docs/CP/htm/CP.73.htm.
  {
    when: { content: ["false-statements"] },
    steps: ["Write down which statements are false and what shows they are false, before anything is edited or deleted."],
    resources: [RESOURCE_LINKS.defamationGuide, RESOURCE_LINKS.faqFalseStatements, RESOURCE_LINKS.termDefamation, RESOURCE_LINKS.termCeaseAndDesist],
    outlook:
      "Statements that are false and damaging can sometimes be removed through the site's rules or a legal route. Opinions, even harsh ones, usually cannot. Where removal is not possible, accurate content can put the record straight. Legal deadlines can be short: a year or less from publication in many states, and in Texas you must ask for a correction within 90 days of learning of the post to keep some kinds of damages. If you may take legal action, speak to an attorney soon; our work does not pause those deadlines.",
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
  // Someone who has tried nothing yet: what is safe to do alone (not where images or a minor may be
  // involved: that answer also mentions screenshots for other content).
  { when: { tried: ["nothing"] }, unless: { content: ["intimate-images"], who: ["minor"] }, resources: [RESOURCE_LINKS.faqDiy] },
  // Content that has been there a year or more: building what outranks it.
  { when: { duration: ["years"] }, unless: { content: AT_RISK }, resources: [RESOURCE_LINKS.positiveContentArticle, RESOURCE_LINKS.proactiveGuide] },
  // Everyone except where images may be involved (their own rules say never to copy them): keep a record.
  {
    when: {},
    unless: { content: ["intimate-images"], who: ["minor"] },
    steps: ["Keep a dated record of what you find: screenshots that show the page address, and the links in one document."],
  },
  // Where someone may be watching: where to keep the record, and the offline side of stalking.
  {
    when: { content: ["harassment", "doxxing", "stalking"] },
    steps: [
      RECORD_SAFETY,
      "If the same person also follows you, turns up, or contacts people around you, note that too: SPARC's free Stalking Incident and Behavior Log (stalkingawareness.org) can help.",
    ],
  },
  // Everyone: what no one can promise.
  { when: {}, resources: [RESOURCE_LINKS.faqGuarantee] },
];
