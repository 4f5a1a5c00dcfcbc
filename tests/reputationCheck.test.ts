/**
 * The reputation check's answer-to-result mapping (src/content/reputationCheck/rules.ts and
 * result.ts, docs/decisions/022) against a table of cases, each with exactly what the visitor is
 * shown, and its links: the result exists only in the browser, so the build's link check
 * (scripts/check-links.ts) never sees them; here each must be a page of the route manifest, each
 * FAQ anchor a question of that name, each glossary anchor a term, and each service name the name
 * on its page.
 */
import { describe, expect, it } from "vitest";
import { faqCategories } from "../src/content/faq";
import { glossaryTerms, termId } from "../src/content/glossary";
import { briefOf, inquiryTypeOf } from "../src/content/reputationCheck/brief";
import { GENERAL_OUTLOOK, MINOR_OUTLOOK, reputationCheckContent } from "../src/content/reputationCheck/copy";
import { RESOURCE_LINKS, SERVICE_LINKS } from "../src/content/reputationCheck/links";
import { type CheckAnswers, CHECK_QUESTIONS, exclusiveValues } from "../src/content/reputationCheck/questions";
import { checkResult, summaryOf } from "../src/content/reputationCheck/result";
import { RESULT_RULES } from "../src/content/reputationCheck/rules";
import { safetyQuestionOf } from "../src/content/reputationCheck/safety";
import { readFileSync } from "node:fs";
import { UNDER_18_ID } from "../src/components/UrgentHelp/UrgentHelpBrief";
import { mentionsSafetyTopic } from "../src/content/safetyTopics";
import { helpResourcesFor } from "../src/content/urgentHelp";
import { serviceEntries } from "../src/content/services";
import { findPage } from "../src/site/manifest";
import { FAQS_PATH, GLOSSARY_PATH, GUIDES_PATH, canonicalPath, servicePath } from "../src/site/paths";

const names = (links: readonly { label: string }[]) => links.map((link) => link.label);

/** The steps for today, written out here so that a step moved to another rule, or lost, fails a case. */
const STEP = {
  keepRecord: "Keep a dated record of what you find: screenshots that show the page address, and the links in one document.",
  listResults: "List the results that worry you: the search you typed, the page address and where it ranks.",
  collectReviews: "Collect the reviews you believe are fake or break the site's rules, with their dates and links.",
  replyCalmly: "If you reply, keep it short, calm and factual, and never reveal a customer's or patient's details.",
  keepMessages: "Do not reply or argue. Keep the messages and posts (do not delete them), write down the username and the date, and report threats to the police.",
  reportHarassment: "Use each platform's own reporting tools for harassment and note the date and reference of each report.",
  techCaution:
    "If the person harming you may have had access to your phone, computer or accounts, use a device they have never touched. Changing a password or a setting can alert them, so plan it first with a domestic-violence advocate (National Domestic Violence Hotline, 1-800-799-7233, or text START to 88788).",
  recordSafety:
    "Keep your notes where the person harming you cannot reach them, not on a shared or synced phone, cloud or family account. Notes can be shown in court, so write nothing you would not want them to read.",
  offlineLog:
    "If the same person also follows you, turns up, or contacts people around you, note that too: SPARC's free Stalking Incident and Behavior Log (stalkingawareness.org) can help.",
  goPrivate: "Make your accounts private, and remove your phone number and location from public profiles.",
  listImageAddresses: "Write down each address where the images appear instead of saving or sending copies of them.",
  stopNcii:
    "If you are 18 or over, StopNCII.org can help participating platforms block the images without them leaving your device; if the images were taken before you turned 18, use Take It Down instead, from the device they are already on (do not download a copy to use it).",
  reportImages: "Report the images to each platform through its form for intimate images shared without consent; most major platforms and search engines have one.",
  refuseSextortion: "If someone is threatening to share images unless you pay or do something, do not pay: report it to the police.",
  dmcaWarning:
    "If you took the images yourself, a US copyright (DMCA) notice is another route, but try the ones above first: the platform may pass the notice, with your name, address and e-mail, to the person who posted the images, and notices may be published in the Lumen database.",
  notYourFault: "If someone is sharing pictures of you, or harassing or threatening you, it is not your fault. The person doing it is the one to blame.",
  trustedAdult: "You are not in trouble for asking for help. Tell a parent, carer or another adult you trust: you do not have to deal with this alone.",
  minorDemands:
    "If someone is asking you for pictures or money, stop replying and do not pay. Do not delete the messages or your account. Write down their username, the app and what they asked for.",
  minorNoCopies:
    "Do not screenshot, save or send anything that shows a nude or sexual picture, not even as evidence or to us. Leave that to the CyberTipline or the police.",
  minorNoSearch: "You do not need to look for copies. If you already know where a picture is posted, write down the page address without opening the picture again.",
  takeItDown:
    "If the picture is still on the phone or computer it was taken with, Take It Down (takeitdown.ncmec.org) can help, from any country. It makes a digital fingerprint of the picture there and does not upload it. Do not download or screenshot a copy to use it.",
  takeItDownLimits:
    "Take It Down works with the apps and sites that take part, so it can help but cannot promise removal. If you do not have the picture, report it to the CyberTipline instead.",
  cyberTipline: "The CyberTipline is free and open at any hour: report.cybertip.org or 1-800-843-5678. If you cannot tell anyone at home, you can contact it yourself.",
  carerSteps:
    "If you are the parent or carer: tell them it is not their fault and that you will deal with it together. Do not look at, forward or save the picture. Do not delete their accounts or messages, or take their phone away: they help the report. Do not pay. Report it to the CyberTipline together.",
  minorContact: "To work with us, ask a parent or carer to contact us with you. If what you tell us makes us believe a child is being abused, the law may require us to report it.",
  policeNow: "If you think someone may come to your home, tell the police now and, if you can, stay with someone you trust.",
  reportPosts: "Report each post that shows your address or private details to the platform, and note the date and reference of each report.",
  listPeopleSearch: "Write down the people-search sites that list your address so they can be removed one by one.",
  optOutCaution:
    "Opt-out forms often ask for your current address, phone number or e-mail: give only the details the listing already shows, and if you are hiding from someone, talk to a domestic-violence advocate first (National Domestic Violence Hotline, 1-800-799-7233).",
  watchedSearch:
    "If someone you know may be watching your phone or accounts, or trying to find you, do these searches on a device they have never touched, and talk to an advocate first (National Domestic Violence Hotline, 1-800-799-7233).",
  searchYourName: "Search your name with your city and note every people-search listing that shows your address or phone number.",
  advocateFirst:
    "If you are afraid, trust that feeling, and talk to an advocate before you change anything. If it is a partner or an ex, call the National Domestic Violence Hotline (1-800-799-7233, or text START to 88788). If it is someone else, see the free services on our Get help now page, linked at the top of this result.",
  trackingSigns:
    "If they seem to know where you are or what you said in private, they may be using shared location (such as a family phone plan), a hidden tracker or a monitoring app. Removing it can alert them, so plan it with an advocate first.",
  addressProgram: "If you move, or fear being found, ask an advocate about your state's address confidentiality program: it gives you a substitute address for public records.",
  reportImpersonation: "Report the fake account or page to the platform through its impersonation form, with proof of who you are.",
  noteFalseStatements: "Write down which statements are false and what shows they are false, before anything is edited or deleted.",
} as const;

/** What anyone under 18 is shown first, whatever the content, in this order. */
const MINOR_STEPS = [
  STEP.notYourFault,
  STEP.trustedAdult,
  STEP.minorDemands,
  STEP.minorNoCopies,
  STEP.minorNoSearch,
  STEP.takeItDown,
  STEP.takeItDownLimits,
  STEP.cyberTipline,
  STEP.carerSteps,
  STEP.minorContact,
];

/** The link shown with every result. */
const GUARANTEE = "Can you guarantee that something will be removed?";
/** The minors' first reading: the under-18 group of the free-options guide's urgent-help block (docs/decisions/054). */
const UNDER_18_HELP = "Free help for anyone under 18 (Get help now)";
/** The reading on a negative article: what removal and suppression can do. */
const ARTICLE_READING = [
  "If content cannot be removed (Ultimate Guide to Online Content Removal)",
  "What is the difference between removing and suppressing content?",
  "Can you remove a news article or information that is true?",
  "Suppression",
  "De-indexing",
];
/** The reading on impersonation, whoever is impersonated. */
const IMPERSONATION_READING = ["Terms of service violations (Ultimate Guide to Online Content Removal)", "What kinds of content can be removed?", "Executive Content Removal"];
/** What every impersonation is shown beside its services and reading. */
const IMPERSONATION = {
  steps: [STEP.reportImpersonation, STEP.keepRecord],
  outlook: /^Platforms generally remove accounts that impersonate a real person or business/,
};
/** The reading on false statements, whoever they are about. */
const DEFAMATION_READING = ["Fighting Online Defamation: A Complete Guide", "Can you help if someone is spreading false statements about my business?", "Defamation", "Cease and Desist Letter"];

/**
 * A situation and exactly what its result shows, in order: the services ("How we can help"), the
 * steps ("What you can do today") and the links ("Read next"); `outlook` matches the situation's
 * own note on what is possible, before the general one (`null`: the general one alone).
 */
type Case = Readonly<Record<"services" | "steps" | "reading", readonly string[]>> & {
  readonly name: string;
  readonly answers: CheckAnswers;
  /** The urgent-help guidance comes first (absent: it does not). */
  readonly safetyFirst?: true;
  readonly outlook: RegExp | null;
  /** The general note shown last (absent: `GENERAL_OUTLOOK`; for anyone under 18, `MINOR_OUTLOOK`). */
  readonly general?: string;
};

const CASES: readonly Case[] = [
  {
    name: "a person with a negative article in search results and news for years, who has tried nothing: the individuals' pages, not the businesses' suppression or SEO",
    answers: { who: ["myself"], content: ["negative-article"], where: ["search", "news"], duration: ["years"], tried: ["nothing"], urgency: ["soon"] },
    services: ["Personal Content Removal", "Online Reputation Management"],
    steps: [STEP.listResults, STEP.keepRecord],
    reading: [
      ...ARTICLE_READING,
      "What can I safely do on my own right now?",
      "Beyond Removal: Building Positive Content That Lasts",
      "Proactive Reputation Management: A Practical Guide",
      GUARANTEE,
    ],
    outlook: /^Accurate news reporting is rarely taken down/,
  },
  {
    name: "a business with a negative article in search results and on review sites: suppression, the business pages and SEO",
    answers: { who: ["business"], content: ["negative-article"], where: ["search", "review-sites"] },
    services: ["Negative Content Suppression", "Business Reputation Management", "Review Management", "SEO for Reputation"],
    steps: [STEP.listResults, STEP.keepRecord],
    reading: [
      ...ARTICLE_READING,
      "SERP (Search Engine Results Page)",
      GUARANTEE,
    ],
    outlook: /^Accurate news reporting is rarely taken down/,
  },
  {
    name: "a business with fake reviews, hurting right now, that replied publicly",
    answers: { who: ["business"], content: ["reviews"], where: ["review-sites"], duration: ["weeks"], tried: ["responded"], urgency: ["now"] },
    services: ["Review Management", "Brand Crisis Management", "Business Reputation Management"],
    steps: [STEP.collectReviews, STEP.replyCalmly, STEP.keepRecord],
    reading: [
      "Can you remove negative reviews?",
      "Should I respond to negative reviews?",
      "Can You Sue for a Bad Review? What Business Owners Should Know",
      "Astroturfing",
      "Five Common Mistakes in DIY Reputation Repair (and What to Do Instead)",
      GUARANTEE,
    ],
    outlook: /^Review sites remove reviews that break their own rules/,
  },
  {
    name: "a person being harassed or threatened",
    answers: { who: ["myself"], content: ["harassment"] },
    safetyFirst: true,
    services: ["Online Harassment Solutions", "Privacy Protection"],
    steps: [STEP.keepMessages, STEP.reportHarassment, STEP.techCaution, STEP.goPrivate, STEP.keepRecord, STEP.recordSafety, STEP.offlineLog],
    reading: ["A Practical Guide to Dealing with Online Harassment", "I am being harassed online. What should I do first?", "Cyberbullying", "Doxxing", GUARANTEE],
    outlook: /^Threats and harassment that break a platform's rules can be reported/,
  },
  {
    name: "an executive whose intimate images appear in search results for years: no screenshots, and no executive marketing, SEO or positive-content reading",
    answers: { who: ["executive"], content: ["intimate-images"], where: ["search"], duration: ["years"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions"],
    steps: [STEP.listImageAddresses, STEP.stopNcii, STEP.reportImages, STEP.refuseSextortion, STEP.dmcaWarning],
    reading: ["Nude or sexual images shared without consent (Ultimate Guide to Online Content Removal)", "What kinds of content can be removed?", "DMCA Takedown Notice", GUARANTEE],
    outlook: /^Intimate images shared without consent are among the content/,
  },
  {
    name: "someone under 18 whose images were shared: the minors' path alone, no copyright notice, no law and no suppression",
    answers: { who: ["minor"], content: ["intimate-images"], where: ["social"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions"],
    steps: MINOR_STEPS,
    reading: [UNDER_18_HELP, "Cyberbullying", "Nude or sexual images shared without consent (Ultimate Guide to Online Content Removal)", "What kinds of content can be removed?", GUARANTEE],
    outlook: /^Big apps and sites act on reports of nude or sexual pictures of anyone under 18/,
    general: MINOR_OUTLOOK,
  },
  {
    name: "someone under 18 being harassed or threatened: the minors' path first, and no screenshots",
    answers: { who: ["minor"], content: ["harassment"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions", "Privacy Protection"],
    steps: [...MINOR_STEPS, STEP.keepMessages, STEP.reportHarassment, STEP.techCaution, STEP.goPrivate, STEP.recordSafety, STEP.offlineLog],
    reading: [
      UNDER_18_HELP,
      "Cyberbullying",
      "A Practical Guide to Dealing with Online Harassment",
      "I am being harassed online. What should I do first?",
      "Doxxing",
      GUARANTEE,
    ],
    outlook: /^Threats and harassment that break a platform's rules can be reported/,
    general: MINOR_OUTLOOK,
  },
  {
    name: "someone they know watching, following or tracking them: an advocate first, and no marketing service",
    answers: { who: ["myself"], content: ["stalking"] },
    safetyFirst: true,
    services: ["Online Harassment Solutions", "Privacy Protection"],
    steps: [STEP.advocateFirst, STEP.techCaution, STEP.trackingSigns, STEP.addressProgram, STEP.optOutCaution, STEP.keepRecord, STEP.recordSafety, STEP.offlineLog],
    reading: [
      "A Practical Guide to Dealing with Online Harassment",
      "The Hidden Dangers of Data Brokers and People-Search Sites",
      "My home address and phone number are on people-search sites. Can you help?",
      "Doxxing",
      GUARANTEE,
    ],
    outlook: /^We can help with the online side/,
  },
  {
    name: "a home address posted to target someone (doxxing)",
    answers: { who: ["myself"], content: ["doxxing"], where: ["forums", "social"] },
    safetyFirst: true,
    services: ["Privacy Protection", "Online Harassment Solutions"],
    steps: [STEP.policeNow, STEP.reportPosts, STEP.listPeopleSearch, STEP.optOutCaution, STEP.keepRecord, STEP.recordSafety, STEP.offlineLog],
    reading: [
      "Doxxing",
      "The Hidden Dangers of Data Brokers and People-Search Sites",
      "My home address and phone number are on people-search sites. Can you help?",
      "A Practical Guide to Dealing with Online Harassment",
      GUARANTEE,
    ],
    outlook: /^Most platforms forbid posting someone's home address/,
  },
  {
    name: "a home address on people-search sites",
    answers: { who: ["myself"], content: ["personal-data"], where: ["search", "other"], duration: ["months"], tried: ["asked"], urgency: ["soon"] },
    services: ["Privacy Protection", "Personal Content Removal", "Online Reputation Management"],
    steps: [STEP.watchedSearch, STEP.searchYourName, STEP.optOutCaution, STEP.keepRecord],
    reading: [
      "The Hidden Dangers of Data Brokers and People-Search Sites",
      "My home address and phone number are on people-search sites. Can you help?",
      "Data Broker",
      "Doxxing",
      GUARANTEE,
    ],
    outlook: /^Most people-search sites offer an opt-out/,
  },
  {
    name: "an executive facing false statements in the news",
    answers: { who: ["executive"], content: ["false-statements"], where: ["news"], duration: ["days"], tried: ["legal"], urgency: ["now"] },
    services: ["Online Defamation Response", "Executive Reputation Management"],
    steps: [STEP.noteFalseStatements, STEP.keepRecord],
    reading: [
      ...DEFAMATION_READING,
      "The CEO's Guide to Protecting Executive Reputation Online",
      GUARANTEE,
    ],
    outlook: /^Statements that are false and damaging can sometimes be removed/,
  },
  {
    name: "a business facing false statements: the corporate defamation page",
    answers: { who: ["business"], content: ["false-statements"], where: ["forums"], urgency: ["planning"] },
    services: ["Corporate Defamation Solutions", "Business Reputation Management"],
    steps: [STEP.noteFalseStatements, STEP.keepRecord],
    reading: [...DEFAMATION_READING, GUARANTEE],
    outlook: /^Statements that are false and damaging/,
  },
  {
    name: "someone impersonating a business on social media: the business pages, not the individuals' harassment page",
    answers: { who: ["business"], content: ["impersonation"], where: ["social"], tried: ["reported"], urgency: ["soon"] },
    services: ["Business Reputation Management"],
    ...IMPERSONATION,
    reading: [...IMPERSONATION_READING, GUARANTEE],
  },
  {
    name: "someone impersonating an executive: the business reputation and executive pages",
    answers: { who: ["executive"], content: ["impersonation"], where: ["social"] },
    services: ["Business Reputation Management", "Executive Reputation Management"],
    ...IMPERSONATION,
    reading: [...IMPERSONATION_READING, "The CEO's Guide to Protecting Executive Reputation Online", GUARANTEE],
  },
  {
    name: "someone impersonating a person: the individuals' harassment page",
    answers: { who: ["myself"], content: ["impersonation"], where: ["social"] },
    services: ["Online Harassment Solutions", "Online Reputation Management"],
    ...IMPERSONATION,
    reading: [...IMPERSONATION_READING, GUARANTEE],
  },
  {
    name: "no answer at all: the record to keep, the guarantee question and the general note",
    answers: {},
    services: [],
    steps: [STEP.keepRecord],
    reading: [GUARANTEE],
    outlook: null,
  },
];

describe("the reputation check's result, case by case", () => {
  it.each(CASES)("$name", ({ answers, safetyFirst = false, services, steps, reading, outlook, general = GENERAL_OUTLOOK }) => {
    const result = checkResult(answers);
    expect(result.safetyFirst).toBe(safetyFirst);
    expect(names(result.services)).toEqual(services);
    expect(result.steps).toEqual(steps);
    expect(names(result.resources)).toEqual(reading);
    expect(result.outlook).toEqual(outlook ? [expect.stringMatching(outlook), general] : [general]);
  });

  it.each(RESULT_RULES.map((rule, index) => [index, rule] as const))("needs rule %i: without it, a case is shown something else", (index) => {
    const withoutRule = RESULT_RULES.filter((_rule, other) => other !== index);
    const changed = CASES.filter(({ answers }) => JSON.stringify(checkResult(answers, withoutRule)) !== JSON.stringify(checkResult(answers)));
    expect(changed.length).toBeGreaterThan(0);
  });

  it("promises no removal anywhere in the check's copy", () => {
    const copy = JSON.stringify({ RESULT_RULES, GENERAL_OUTLOOK, reputationCheckContent, CHECK_QUESTIONS });
    expect(copy).not.toMatch(/\bwe (will|can) (remove|delete|erase)|guaranteed (removal|results)|100%/i);
    expect(GENERAL_OUTLOOK).toMatch(/No one can honestly guarantee removal/);
  });

  it("writes a plain summary of what was answered, and leaves out what was not", () => {
    expect(summaryOf(CASES[0]?.answers ?? {})).toBe(
      "You are dealing with a negative article or search result affecting you personally. It appears in search results and news sites or blogs. It has been there for a year or more. You have not tried anything yet. It feels important, within the coming weeks.",
    );
    expect(summaryOf({ content: ["harassment"] })).toBe("You are dealing with harassment or threats.");
  });

  it("writes a brief a specialist reads at a glance, and picks the contact form's inquiry type", () => {
    const answers = CASES[2]?.answers ?? {};
    expect(briefOf(answers).split("\n")).toEqual([
      "My reputation check answers:",
      "- Who is affected: My business or organization",
      "- Kind of content: Fake, unfair or hostile reviews",
      "- Where it appears: Review sites",
      "- How long: A few weeks",
      "- Tried so far: Replied or responded publicly",
      "- How urgent: Very urgent: it is hurting me or my business right now",
      "",
      "Links to the content, and anything else you want us to know:",
      "",
    ]);
    expect(briefOf({ who: ["myself"], content: ["intimate-images"] })).not.toMatch(/Links to the content/);
    expect(briefOf({ who: ["minor"], content: ["harassment"] }).split("\n").at(-2)).toBe(
      "Anything else you want us to know (please do not send intimate images or links to them: we will ask what we need and how to share it safely):",
    );
    expect(inquiryTypeOf(answers)).toBe("My Business (Corporate Reputation)");
    expect(inquiryTypeOf({ who: ["executive"] })).toBe("An Executive/Public Figure");
    expect(inquiryTypeOf({})).toBeUndefined();
  });
});

describe("the reputation check's safety paths", () => {
  it("puts the minors' services first for anyone under 18, and the adults' first otherwise", () => {
    const minor = checkResult({ who: ["minor"] });
    expect(minor.safetyFirst).toBe(true);
    expect(minor.focus).toBe("minor");
    expect(helpResourcesFor(minor.focus).slice(0, 2).map((resource) => resource.id)).toEqual(["take-it-down", "cybertipline"]);
    expect(minor.steps[0]).toMatch(/it is not your fault/);
    expect(minor.steps[1]).toMatch(/not in trouble for asking for help.*adult you trust/);
    expect(minor.outlook).toEqual([MINOR_OUTLOOK]);
    const adult = checkResult({ who: ["myself"], content: ["intimate-images"] });
    expect(adult.focus).toBe("images");
    expect(helpResourcesFor(adult.focus)[0]?.id).toBe("stopncii");
    expect(checkResult({ who: ["myself"], content: ["doxxing"] }).focus).toBe("doxxing");
  });

  it.each([
    ["an adult's intimate images", { who: ["myself"], content: ["intimate-images"] }],
    ["someone under 18", { who: ["minor"], content: ["harassment"] }],
  ] as const)("never tells %s to take screenshots", (_name, answers) => {
    expect(checkResult(answers).steps.join(" ")).not.toMatch(/take screenshots|screenshots that show/i);
    expect(checkResult({ who: ["myself"], content: ["reviews"] }).steps.join(" ")).toMatch(/screenshot/i);
  });

  it.each([
    ["an adult's intimate images", { who: ["myself"], content: ["intimate-images"], tried: ["nothing"] }],
    ["someone under 18", { who: ["minor"], content: ["harassment"], tried: ["nothing"] }],
  ] as const)("never links %s to the do-it-yourself answer, which mentions screenshots for other content", (_name, answers) => {
    expect(checkResult(answers).resources).not.toContainEqual(RESOURCE_LINKS.faqDiy);
    expect(checkResult({ who: ["myself"], content: ["reviews"], tried: ["nothing"] }).resources).toContainEqual(RESOURCE_LINKS.faqDiy);
  });

  it("offers a copyright notice for intimate images only after the other routes and with its warning, and never to anyone under 18", () => {
    const adult = checkResult({ who: ["myself"], content: ["intimate-images"] });
    expect(adult.resources.at(-2)).toEqual(RESOURCE_LINKS.termDmca);
    expect(adult.steps.findIndex((step) => /DMCA/.test(step))).toBeGreaterThan(adult.steps.findIndex((step) => /StopNCII/.test(step)));
    expect(adult.steps.join(" ")).toMatch(/pass the notice, with your name, address and e-mail, to the person who posted the images.*Lumen/);
    const minor = checkResult({ who: ["minor"], content: ["intimate-images"] });
    expect(minor.resources).not.toContainEqual(RESOURCE_LINKS.termDmca);
    expect(minor.steps.join(" ")).not.toMatch(/DMCA/);
  });

  it("asks the safety screen's question after the first answer that needs it, and makes the rest optional", () => {
    expect(safetyQuestionOf({ who: ["minor"], content: ["intimate-images"] })).toBe("who");
    expect(safetyQuestionOf({ who: ["myself"], content: ["doxxing"] })).toBe("content");
    expect(safetyQuestionOf({ who: ["business"], content: ["reviews"] })).toBeUndefined();
  });
});

describe("'Nothing yet' is exclusive", () => {
  it("replaces the other answers when it is chosen", () => {
    expect(exclusiveValues("tried", ["asked", "reported", "nothing"], ["asked", "reported"])).toEqual(["nothing"]);
  });

  it("gives way when another answer is chosen beside it", () => {
    expect(exclusiveValues("tried", ["nothing", "asked"], ["nothing"])).toEqual(["asked"]);
  });

  it("leaves other questions and lone answers alone", () => {
    expect(exclusiveValues("tried", ["asked", "reported"], ["asked"])).toEqual(["asked", "reported"]);
    expect(exclusiveValues("where", ["search", "news"], [])).toEqual(["search", "news"]);
  });

  it("never says 'you have tried nothing yet and' something else", () => {
    expect(summaryOf({ tried: exclusiveValues("tried", ["nothing", "reported"], ["nothing"]) })).toBe("So far you have tried reporting it to the platform.");
  });
});

describe("the reputation check's links", () => {
  const links = [...Object.values(SERVICE_LINKS), ...Object.values(RESOURCE_LINKS)];

  it.each(links.map((link) => [link.label, link.href]))("%s (%s) is a page of the site", (_label, href) => {
    expect(findPage(href.split("#")[0] ?? "")).toBeDefined();
    expect(href.split("#")[0]).toBe(canonicalPath(href.split("#")[0] ?? ""));
  });

  it("names each service as its page does", () => {
    for (const link of Object.values(SERVICE_LINKS)) {
      const service = serviceEntries.find((entry) => link.href === canonicalPath(servicePath(entry)));
      expect(service?.name, link.href).toBe(link.label);
    }
  });

  it("points each FAQ link to the question it names", () => {
    for (const link of links.filter((candidate) => candidate.kind === "FAQ")) {
      expect(link.href.startsWith(`${canonicalPath(FAQS_PATH)}#`)).toBe(true);
      const anchor = link.href.split("#")[1] ?? "";
      const match = /^(.+)-(\d+)$/.exec(anchor);
      const question = faqCategories.find((category) => category.id === match?.[1])?.questions[Number(match?.[2]) - 1];
      expect(question?.question, anchor).toBe(link.label);
    }
  });

  it("points each glossary link to the term it names", () => {
    for (const link of links.filter((candidate) => candidate.kind === "Glossary")) {
      expect(link.href).toBe(`${canonicalPath(GLOSSARY_PATH)}#${termId(link.label)}`);
      expect(glossaryTerms.map((entry) => entry.term)).toContain(link.label);
    }
  });

  it("points each guide section link to a heading of that guide, or to the under-18 group of the urgent-help block it carries", () => {
    for (const link of links.filter((candidate) => candidate.kind === "Guide" && candidate.href.includes("#"))) {
      const [path = "", fragment = ""] = link.href.split("#");
      const slug = path.slice(canonicalPath(GUIDES_PATH).length).replace(/\/$/, "");
      const source = readFileSync(`src/content/guides/${slug}.md`, "utf8");
      // A guide whose text mentions a safety topic carries the urgent-help block (src/routes/guide.tsx).
      if (fragment === UNDER_18_ID) expect(mentionsSafetyTopic(source), link.href).toBeDefined();
      else expect(source, link.href).toContain(`{#${fragment}}`);
    }
  });

  it("offers every link of the registries in some result", () => {
    const offered = new Set(RESULT_RULES.flatMap((rule) => [...(rule.services ?? []), ...(rule.resources ?? [])]).map((link) => link.href));
    expect(links.filter((link) => !offered.has(link.href)).map((link) => link.label)).toEqual([]);
  });
});
