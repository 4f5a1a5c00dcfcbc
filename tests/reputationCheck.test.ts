/**
 * The reputation check's answer-to-result mapping (src/content/reputationCheck.ts,
 * docs/decisions/022) against a table of cases, and its links: the result exists only in the
 * browser, so the build's link check (scripts/check-links.ts) never sees them; here each must be
 * a page of the route manifest, each FAQ anchor a question of that name, each glossary anchor a
 * term, and each service name the name on its page.
 */
import { describe, expect, it } from "vitest";
import { faqCategories } from "../src/content/faq";
import { glossaryTerms, termId } from "../src/content/glossary";
import {
  type CheckAnswers,
  CHECK_QUESTIONS,
  GENERAL_OUTLOOK,
  RESOURCE_LINKS,
  RESULT_RULES,
  SERVICE_LINKS,
  briefOf,
  checkResult,
  exclusiveValues,
  safetyQuestionOf,
  inquiryTypeOf,
  reputationCheckContent,
  summaryOf,
} from "../src/content/reputationCheck";
import { readFileSync } from "node:fs";
import { helpResourcesFor } from "../src/content/urgentHelp";
import { serviceEntries } from "../src/content/services";
import { findPage } from "../src/site/manifest";
import { FAQS_PATH, GLOSSARY_PATH, GUIDES_PATH, canonicalPath, servicePath } from "../src/site/paths";

const names = (links: readonly { label: string }[]) => links.map((link) => link.label);

interface Case {
  readonly name: string;
  readonly answers: CheckAnswers;
  readonly safetyFirst: boolean;
  /** Exactly these services, in this order. */
  readonly services: readonly string[];
  /** At least these links among the reading. */
  readonly reads: readonly string[];
  /** The situation's own note on what is possible (before the general one). */
  readonly outlook: RegExp | null;
}

const CASES: readonly Case[] = [
  {
    name: "a person with a negative article in search results and news: the individuals' pages, not the businesses' suppression or SEO",
    answers: { who: ["myself"], content: ["negative-article"], where: ["search", "news"], duration: ["years"], tried: ["nothing"], urgency: ["soon"] },
    safetyFirst: false,
    services: ["Personal Content Removal", "Online Reputation Management"],
    reads: ["What is the difference between removing and suppressing content?", "Suppression", "Beyond Removal: Building Positive Content That Lasts", "What can I safely do on my own right now?"],
    outlook: /Accurate news reporting is rarely taken down/,
  },
  {
    name: "a business with fake reviews, hurting right now",
    answers: { who: ["business"], content: ["reviews"], where: ["review-sites"], duration: ["weeks"], tried: ["responded"], urgency: ["now"] },
    safetyFirst: false,
    services: ["Review Management", "Brand Crisis Management", "Business Reputation Management"],
    reads: ["Can you remove negative reviews?", "Five Common Mistakes in DIY Reputation Repair (and What to Do Instead)"],
    outlook: /Honest negative reviews usually stay/,
  },
  {
    name: "a person being harassed or threatened",
    answers: { who: ["myself"], content: ["harassment"] },
    safetyFirst: true,
    services: ["Online Harassment Solutions", "Privacy Protection"],
    reads: ["A Practical Guide to Dealing with Online Harassment", "I am being harassed online. What should I do first?", "Doxxing"],
    outlook: /police/,
  },
  {
    name: "intimate images shared without consent",
    answers: { who: ["myself"], content: ["intimate-images"], where: ["social", "forums"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions"],
    reads: ["Non-consensual intimate imagery (Ultimate Guide to Online Content Removal)", "DMCA Takedown Notice"],
    outlook: /act on most consistently/,
  },
  {
    name: "a home address on people-search sites",
    answers: { who: ["myself"], content: ["personal-data"], where: ["search", "other"], duration: ["months"], tried: ["asked"], urgency: ["soon"] },
    safetyFirst: false,
    services: ["Privacy Protection", "Personal Content Removal", "Online Reputation Management"],
    reads: ["The Hidden Dangers of Data Brokers and People-Search Sites", "Data Broker"],
    outlook: /opt-out/,
  },
  {
    name: "an executive facing false statements",
    answers: { who: ["executive"], content: ["false-statements"], where: ["news"], duration: ["days"], tried: ["legal"], urgency: ["now"] },
    safetyFirst: false,
    services: ["Online Defamation Response", "Executive Reputation Management"],
    reads: ["Fighting Online Defamation: A Complete Guide", "The CEO's Guide to Protecting Executive Reputation Online", "Defamation"],
    outlook: /Opinions, even harsh ones, usually cannot/,
  },
  {
    name: "a business facing false statements",
    answers: { who: ["business"], content: ["false-statements"], where: ["forums"], urgency: ["planning"] },
    safetyFirst: false,
    services: ["Corporate Defamation Solutions", "Business Reputation Management"],
    reads: ["Can you help if someone is spreading false statements about my business?"],
    outlook: /false and damaging/,
  },
  {
    name: "someone impersonating a business on social media: the business pages, not the individuals' harassment page",
    answers: { who: ["business"], content: ["impersonation"], where: ["social"], tried: ["reported"], urgency: ["soon"] },
    safetyFirst: false,
    services: ["Business Reputation Management"],
    reads: ["Executive Content Removal", "Terms of service violations (Ultimate Guide to Online Content Removal)"],
    outlook: /impersonate a real person or business/,
  },
  {
    name: "someone impersonating a person: the individuals' harassment page",
    answers: { who: ["myself"], content: ["impersonation"], where: ["social"] },
    safetyFirst: false,
    services: ["Online Harassment Solutions", "Online Reputation Management"],
    reads: ["Terms of service violations (Ultimate Guide to Online Content Removal)"],
    outlook: /impersonate a real person or business/,
  },
  {
    name: "intimate images in search results: no marketing service (no SEO for Reputation)",
    answers: { who: ["myself"], content: ["intimate-images"], where: ["search"], duration: ["years"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions"],
    reads: ["Non-consensual intimate imagery (Ultimate Guide to Online Content Removal)"],
    outlook: /TAKE IT DOWN Act/,
  },
  {
    name: "an executive whose intimate images appear in search results: no executive marketing or SEO service",
    answers: { who: ["executive"], content: ["intimate-images"], where: ["search"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions"],
    reads: ["DMCA Takedown Notice"],
    outlook: /act on most consistently/,
  },
  {
    name: "someone under 18 whose images were shared: the minors' path",
    answers: { who: ["minor"], content: ["intimate-images"], where: ["social"] },
    safetyFirst: true,
    services: ["Personal Content Removal", "Online Harassment Solutions"],
    reads: ["Non-consensual intimate imagery (Ultimate Guide to Online Content Removal)"],
    outlook: /act on most consistently/,
  },
  {
    name: "a home address posted to target someone (doxxing)",
    answers: { who: ["myself"], content: ["doxxing"], where: ["forums", "social"] },
    safetyFirst: true,
    services: ["Privacy Protection", "Online Harassment Solutions"],
    reads: ["Doxxing", "The Hidden Dangers of Data Brokers and People-Search Sites"],
    outlook: /forbid posting someone's home address/,
  },
  {
    name: "no answer at all",
    answers: {},
    safetyFirst: false,
    services: [],
    reads: ["Can you guarantee that something will be removed?"],
    outlook: null,
  },
];

describe("the reputation check's result, case by case", () => {
  it.each(CASES)("$name", ({ answers, safetyFirst, services, reads, outlook }) => {
    const result = checkResult(answers);
    expect(result.safetyFirst).toBe(safetyFirst);
    expect(names(result.services)).toEqual(services);
    expect(names(result.resources)).toEqual(expect.arrayContaining([...reads]));
    expect(result.steps.length).toBeGreaterThan(0);
    expect(result.outlook.at(-1)).toBe(GENERAL_OUTLOOK);
    if (outlook) expect(result.outlook[0]).toMatch(outlook);
    else expect(result.outlook).toEqual([GENERAL_OUTLOOK]);
    // Each link once.
    expect(new Set(result.resources.map((link) => link.href)).size).toBe(result.resources.length);
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
    const answers = CASES[1]?.answers ?? {};
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
    expect(minor.steps[0]).toMatch(/adult you trust/);
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

  it("points each guide section link to a heading of that guide", () => {
    for (const link of links.filter((candidate) => candidate.kind === "Guide" && candidate.href.includes("#"))) {
      const [path = "", fragment = ""] = link.href.split("#");
      const slug = path.slice(canonicalPath(GUIDES_PATH).length).replace(/\/$/, "");
      expect(readFileSync(`src/content/guides/${slug}.md`, "utf8"), link.href).toContain(`{#${fragment}}`);
    }
  });

  it("uses only links the mapping defines", () => {
    const known = new Set(links.map((link) => link.href));
    for (const rule of RESULT_RULES) for (const link of [...(rule.services ?? []), ...(rule.resources ?? [])]) expect(known.has(link.href)).toBe(true);
  });
});
