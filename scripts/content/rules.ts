/**
 * The rules the content check (`scripts/check-content.ts`) applies to every built page
 * (docs/product-decisions.md, decisions 12 and 13; docs/content/claims.md):
 * - no absolute promise: a phrase of `PROMISE_PHRASES` may appear only in a sentence that an entry
 *   of `ALLOWED_PROMISES` covers, with the reason written beside it;
 * - a page that mentions threats, intimate images or doxxing carries the urgent-help block;
 * - a page with the urgent-help block or panel, the contact page and the reputation check carry
 *   the quick exit (src/components/QuickExit);
 * - a case study, and a list of them, carries the "Illustrative example" note;
 * - the cookie and privacy pages name every key of the storage registry;
 * - the links and buttons to /contact/ carry at most three distinct labels across the site.
 *
 * A page that names a law or a platform's rule must carry a "Last reviewed" date: the content step
 * (`scripts/content-index.ts`, `src/content/reviewed.ts`) fails the build on the page's source.
 *
 * Pure functions over text, so `tests/content-rules.test.ts` checks them without a build.
 */
import type { Element, Nodes } from "hast";
import { mentionsSafetyTopic } from "../../src/content/safetyTopics";
import { QUICK_EXIT_ATTRIBUTE } from "../../src/components/QuickExit/rules";
import { CASE_STUDIES_PATH, CONTACT_PATH, HOME_PATH, REPUTATION_CHECK_PATH, SERVICES_PATH, canonicalPath } from "../../src/site/paths";

/** A phrase that promises an outcome or an absolute, and why it is one. */
export interface PromisePhrase {
  readonly pattern: RegExp;
  /** What is wrong with it, for the failure message. */
  readonly why: string;
}

/**
 * Phrases that promise what no one can: a result, speed, permanence, or confidentiality beyond
 * what the privacy policy allows (it names an e-mail delivery service, platforms acting on a
 * client's requests and legal process).
 */
export const PROMISE_PHRASES: readonly PromisePhrase[] = [
  { pattern: /\bguarantee(?:s|d)?\b/i, why: "promises an outcome" },
  { pattern: /\b100 ?%|\bone hundred percent\b/i, why: "promises an absolute" },
  { pattern: /\balways\b/i, why: "promises an absolute" },
  { pattern: /\bnever (?:disclose|share|reveal|discuss|name)\b/i, why: "absolute confidentiality the privacy policy does not support" },
  { pattern: /\bread only by\b|\bno one (?:else )?will (?:ever )?(?:know|see)\b/i, why: "absolute confidentiality the privacy policy does not support" },
  { pattern: /\b(?:strict|complete|absolute|total) (?:confidentiality|confidence|privacy|discretion)\b/i, why: "absolute confidentiality" },
  { pattern: /\b(?:taken down|removed|deleted) (?:quickly|fast|immediately|within (?:hours|days))\b/i, why: "promises a speed of removal" },
  { pattern: /\bpermanent(?:ly)? (?:remov|delet|eras|gone)\w*/i, why: "promises permanence" },
  { pattern: /\bwe (?:will|can) (?:remove|delete|erase|get (?:it|them) (?:removed|taken down))\b/i, why: "promises removal" },
  { pattern: /\bpush(?:es)? down what\b|\bkeeps? watching so\b|\bstay(?:s)? down\b/i, why: "promises an outcome" },
  { pattern: /\bproven\b/i, why: "claims proof the firm has not given" },
  { pattern: /\banonymi[sz]ed (?:client )?stories\b|\bproblems we have solved\b|\bclient stories\b/i, why: "presents the illustrative case studies as real clients" },
  { pattern: /\bHIPAA[- ]compliant\b|\bfully compliant\b|\bstrict HIPAA\b/i, why: "claims a compliance status" },
];

/** A sentence allowed to use a promise phrase, and why. */
export interface AllowedPromise {
  /** A fragment of the sentence, as the built page writes it (after Markdown and HTML). */
  readonly text: string;
  /** Why this is not a promise: a negation, advice to the reader, a quotation of a rule... */
  readonly reason: string;
}

/**
 * The sentences that may use a promise phrase. An entry that no page uses any more fails the
 * check too, so the list never outlives its sentences.
 */
export const ALLOWED_PROMISES: readonly AllowedPromise[] = [
  {
    text: "Promise guaranteed removals, rankings or timelines",
    reason: "an item of the list \"What we will not do\" on /about/why-choose-rrr/: the heading refuses the promise",
  },
  {
    text: "please contact us and we will delete it",
    reason: "a commitment about the firm's own records (a child's data), not about removing content online; counsel confirms it (privacy.md's placeholder note)",
  },
];

/**
 * Words that, a few words before a promise phrase, make it the denial of a promise ("does not
 * guarantee", "No one can honestly guarantee", "not always required").
 */
const NEGATION_BEFORE = /\b(?:not|no|nobody|no one|cannot|can't|don't|doesn't|won't|never|without|neither|nor)\b(?:\W+\w+){0,6}\W*$/i;

/**
 * Whether a promise phrase at `index` of `sentence` promises nothing: a question asks ("Can you
 * guarantee…?"), and a denial refuses the promise.
 */
export function isDenialOrQuestion(sentence: string, index: number): boolean {
  return sentence.endsWith("?") || NEGATION_BEFORE.test(sentence.slice(0, index));
}

/** A promise phrase found in a page's text, in its sentence. */
export interface PromiseFinding {
  readonly phrase: string;
  readonly sentence: string;
  readonly why: string;
}

/** The text's sentences: split after `.`, `!` or `?` followed by a space, and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence !== "");
}

/**
 * The promise phrases of a text that no entry of `allowed` covers, and the entries used.
 * @param text - a page's visible text.
 * @param allowed - the allowed sentences (`ALLOWED_PROMISES` unless given).
 */
export function promisesIn(text: string, allowed: readonly AllowedPromise[] = ALLOWED_PROMISES): { findings: PromiseFinding[]; used: Set<AllowedPromise> } {
  const findings: PromiseFinding[] = [];
  const used = new Set<AllowedPromise>();
  for (const sentence of sentencesOf(text)) {
    for (const { pattern, why } of PROMISE_PHRASES) {
      const match = pattern.exec(sentence);
      if (!match || isDenialOrQuestion(sentence, match.index)) continue;
      const allowance = allowed.find((entry) => sentence.includes(entry.text));
      if (allowance) used.add(allowance);
      else findings.push({ phrase: match[0], sentence, why });
    }
  }
  return { findings, used };
}

/** What the check reads of a built page. */
export interface BuiltPage {
  /** The URL path, `/learning/faqs/`. */
  readonly path: string;
  /** The visible text of `<main>`. */
  readonly text: string;
  /** The raw HTML, for markers (`data-urgent-help`, `data-illustrative-note`, `<time>`). */
  readonly html: string;
}

/**
 * Pages that mention a safety topic but carry the short panel instead of the short block, with the
 * reason: the reputation check asks about these topics in its options and shows the block on its
 * safety screen as soon as one is chosen.
 */
export const BRIEF_URGENT_HELP_PAGES: ReadonlyMap<string, string> = new Map([
  [canonicalPath(REPUTATION_CHECK_PATH), "its answers bring up the short block on the safety screen; the page shows the short panel"],
  [canonicalPath(HOME_PATH), "the home page names these topics among the services; its short panel gives the emergency number and links to Get help now"],
]);

/**
 * Pages whose visitors describe what is happening to them (docs/product-decisions.md, decision 13):
 * the jump link to the block is not asked of them, since they show it beside their form or on the
 * check's own safety screen.
 */
export const QUICK_EXIT_PAGES: ReadonlySet<string> = new Set([canonicalPath(CONTACT_PATH), canonicalPath(REPUTATION_CHECK_PATH)]);

/** Marks the one line on every page that leads to "Get help now" (`HelpStrip`, src/components/UrgentHelp). */
export const HELP_STRIP_MARK = 'data-help-strip=""';

/**
 * Whether a page is about a harm, so that mentioning a safety topic asks for the short block and
 * not the help strip alone (docs/product-decisions.md, decision 17): the services for individuals
 * and their hub. The other pages (business services, About, legal pages, the glossary, the FAQ)
 * show the strip alone; articles carry the block from their own body (`safetyTopic`).
 */
export function isAboutHarm(path: string): boolean {
  return path.startsWith(`${SERVICES_PATH}/individuals/`);
}

/** The problems of one built page against the rules above, one message each. */
export function pageProblems(page: BuiltPage, allowed: readonly AllowedPromise[] = ALLOWED_PROMISES): { problems: string[]; used: Set<AllowedPromise> } {
  const problems: string[] = [];
  const { findings, used } = promisesIn(page.text, allowed);
  for (const finding of findings) problems.push(`${page.path}: "${finding.phrase}" ${finding.why}: "${finding.sentence}"`);

  const topic = mentionsSafetyTopic(page.text);
  if (topic !== undefined && isAboutHarm(page.path)) {
    const block = /data-urgent-help=""/.test(page.html);
    const brief = /data-urgent-help="brief"/.test(page.html);
    if (!block && !(brief && BRIEF_URGENT_HELP_PAGES.has(page.path))) {
      problems.push(`${page.path}: a page about a harm that mentions "${topic}" but does not render the short urgent-help block (src/components/UrgentHelp)`);
    }
  }

  // Every page: the quick exit and the line to Get help now (decision 17).
  if (!page.html.includes(`${QUICK_EXIT_ATTRIBUTE}=""`)) {
    problems.push(`${page.path}: a page without the quick exit (src/components/QuickExit)`);
  }
  if (!page.html.includes(HELP_STRIP_MARK)) {
    problems.push(`${page.path}: a page without the line to Get help now (src/components/UrgentHelp/HelpStrip.tsx)`);
  }

  if (page.path.startsWith(canonicalPath(CASE_STUDIES_PATH)) && !page.html.includes("data-illustrative-note")) {
    problems.push(`${page.path}: a case-study page without the "Illustrative example" note (src/content/illustrative.ts)`);
  }

  return { problems, used };
}

/**
 * A run of a page's text that a reader takes as one piece of advice: an FAQ answer (its
 * `<details>`), or what follows a heading (`h2`-`h4`) up to the next one. The content check cuts
 * `<main>` into units (`scripts/check-content.ts`) for `imageAdviceProblems`.
 */
export interface TextUnit {
  /** The heading or the question that opens the unit, `""` before the first heading. */
  readonly heading: string;
  /** The unit's visible text, the heading included. */
  readonly text: string;
}

/**
 * Intimate images and anyone under 18: a page that mentions them may be read by someone whose
 * images are being shared, or by a minor (docs/product-decisions.md, decision 13).
 */
export const IMAGE_OR_MINOR_TOPIC = /\bintimate (?:images?|photos?|videos?|imagery|content)\b|\bnude (?:images?|photos?)\b|\bsexual (?:images?|photos?|content)\b|\bunder(?: the age of)? 18\b|\bminors?\b/i;

/**
 * Advice to copy or pass on what was posted: taking a screenshot or a copy, screenshotting it,
 * downloading it, or sending it (to anyone, RRR included). Written as advice ("take dated
 * screenshots", "screenshots that show the content"), so a description ("a screenshot is shared")
 * is not advice. Copying intimate images can spread them further, and copying
 * sexual images of anyone under 18 is itself a crime (NCMEC, "Take It Down";
 * src/content/data/urgent-help.yml, `minorsWarning`).
 */
export const COPY_ADVICE =
  /\b(?:take|taking|capture|capturing|save|saving|keep|keeping|grab|make|making|bring|have)\s+(?:(?:a|the|dated|full|clear|your|copies of the)\s+)*(?:screenshots?|screen ?(?:captures?|grabs?)|cop(?:y|ies))\b|\bscreenshot(?:ting)? (?:it|them|the|each|every|everything|what)\b|\bscreenshots? (?:that show|showing|of the)\b|\ba (?:dated )?screenshot (?:is usually enough|helps)\b|\bdownload(?:ing)? (?:them|it|the (?:images?|photos?|videos?|content))\b|\bsend(?:ing)? (?:us )?(?:the |copies of the |all )?(?:images?|photos?|videos?|screenshots?|links? to (?:them|the images?))\b/i;

/** Words before the advice that refuse it ("do not screenshot", "instead of saving copies"). */
const REFUSAL_BEFORE = /\b(?:not|no|don't|never|without|instead of|rather than|avoid|nor)\b(?:\W+\w+){0,8}\W*$/i;

/**
 * The problems of a page's advice to copy content (docs/content/review.md, H5): on a page that
 * mentions intimate images or anyone under 18, every unit (an FAQ answer, a section) that advises a
 * screenshot, a saved copy or sending the content must say in the same unit that this does not
 * apply to intimate images or to anyone under 18: a sentence that names them and refuses the copy
 * ("For intimate images, write down where they appear instead of saving copies"). General advice
 * read by someone whose intimate images are online is advice to them, so the unit's own topic does
 * not matter, the page's does.
 * @param path - the page's URL path, for the messages.
 * @param units - the page's text cut into units (`TextUnit`).
 * @returns one message per unit that advises a copy without the exception.
 */
export function imageAdviceProblems(path: string, units: readonly TextUnit[]): string[] {
  if (!units.some((unit) => IMAGE_OR_MINOR_TOPIC.test(unit.text))) return [];
  return units.flatMap((unit) => {
    const sentences = sentencesOf(unit.text);
    const advice = sentences.find((sentence) => {
      const match = COPY_ADVICE.exec(sentence);
      return match !== null && !REFUSAL_BEFORE.test(sentence.slice(0, match.index)) && !IMAGE_OR_MINOR_TOPIC.test(sentence);
    });
    if (advice === undefined) return [];
    const excepted = sentences.some((sentence) => {
      const match = COPY_ADVICE.exec(sentence) ?? /\bcop(?:y|ies|ying)\b|\bsav(?:e|ing)\b|\bsend(?:ing)?\b/i.exec(sentence);
      return IMAGE_OR_MINOR_TOPIC.test(sentence) && match !== null && REFUSAL_BEFORE.test(sentence.slice(0, match.index));
    });
    return excepted
      ? []
      : [`${path}: "${unit.heading || "(before the first heading)"}" advises copying content ("${advice}") on a page about intimate images or minors, without saying in the same section not to copy intimate images or images of anyone under 18`];
  });
}

/**
 * Advice to change a password, a PIN or a security setting. Someone whose partner or former
 * partner has had access to their devices may be watched, and the change can alert them
 * (NNEDV Safety Net, https://www.techsafety.org/resources-survivors).
 */
export const PASSWORD_ADVICE = /\b(?:chang|reset|updat)(?:e|es|ing) (?:\w+ ){0,4}passwords?\b|\bnew passwords?\b|\bpasswords? (?:should be )?changed\b/i;

/**
 * The words of the tech-abuse caution (`techSafety` of src/content/data/urgent-help.yml, which the
 * urgent-help block shows; pages that advise a change without the block write their own sentence
 * with these words).
 */
export const TECH_ABUSE_CAUTION = /can alert them/i;

/**
 * The problem of a page that advises changing a password without the tech-abuse caution
 * (docs/content/review.md, M4), or `[]`.
 */
export function techAbuseProblems(path: string, text: string): string[] {
  const advice = sentencesOf(text).find((sentence) => PASSWORD_ADVICE.test(sentence));
  if (advice === undefined || TECH_ABUSE_CAUTION.test(text)) return [];
  return [`${path}: advises changing a password ("${advice}") without the tech-abuse caution ("…can alert them"; src/content/data/urgent-help.yml, techSafety)`];
}

/**
 * The problems of a page whose urgent-help block lacks one of the lines every block must give
 * (docs/content/review.md, N1): the domestic-violence line among them.
 * @param path - the page's URL path.
 * @param blockTexts - the visible text of each `[data-urgent-help=""]` block of the page.
 * @param lines - what each block must show, each with its name for the message.
 */
export function urgentHelpLineProblems(path: string, blockTexts: readonly string[], lines: readonly { name: string; text: string }[]): string[] {
  return blockTexts.flatMap((block) => lines.filter((line) => !block.includes(line.text)).map((line) => `${path}: the urgent-help block does not give ${line.name} (${line.text})`));
}

/** A harm with its own steps in the urgent-help block, and the words that say a page offers help with it. */
export interface HarmSteps {
  /** The harm, as the message names it. */
  readonly harm: string;
  /** Matches a page's offer (its description or a heading) that names the harm. */
  readonly offer: RegExp;
  /** A text the block shows only with the harm's steps (their heading). */
  readonly steps: string;
}

/**
 * The problems of a service page that sells help with a harm whose own steps its urgent-help
 * block does not show (docs/decisions/054; docs/content/review.md, N11): the privacy page sold
 * "Doxxing response" over a block without the doxxing steps.
 * @param path - the page's URL path; only service pages (`/services/…`) sell a service.
 * @param offers - what the page offers, as search results and the reader see it: its meta
 *   description and the text of each heading in `<main>`.
 * @param blockTexts - the visible text of each `[data-urgent-help=""]` block of the page.
 * @param harms - each harm with its steps.
 */
export function harmStepsProblems(path: string, offers: readonly string[], blockTexts: readonly string[], harms: readonly HarmSteps[]): string[] {
  if (!path.startsWith(`${SERVICES_PATH}/`) || blockTexts.length === 0) return [];
  return harms.flatMap((harm) => {
    const offer = offers.find((text) => harm.offer.test(text));
    if (offer === undefined || blockTexts.some((block) => block.includes(harm.steps))) return [];
    return [`${path}: offers help with ${harm.harm} ("${offer}") but its urgent-help block does not show that harm's steps ("${harm.steps}"): set the block's \`${harm.harm}: true\` in the page's content file`];
  });
}

/**
 * The problem of a page that carries the whole urgent-help block without the link to it near the
 * top (`UrgentHelpJump`, docs/content/review.md, M1), or `[]`. The contact page and the reputation
 * check (`QUICK_EXIT_PAGES`) show the block beside their form or on the check's own safety screen,
 * and a page whose content opens with the block needs no link to it.
 */
export function urgentHelpJumpProblems(page: BuiltPage): string[] {
  if (!/data-urgent-help=""/.test(page.html) || QUICK_EXIT_PAGES.has(page.path) || page.html.includes('data-urgent-help-jump=""')) return [];
  // A block that opens the page's content (its heading is the first h2 of <main>) needs no link to it.
  const main = page.html.slice(Math.max(0, page.html.indexOf("<main")));
  const block = main.indexOf('data-urgent-help=""');
  if (block !== -1 && block < main.indexOf("<h2")) return [];
  return [`${page.path}: carries the urgent-help block without the link to it near the top (src/components/UrgentHelp/UrgentHelpJump.tsx)`];
}

/**
 * At most this many distinct labels on the links and buttons to /contact/, site-wide: the
 * acceptance criterion "Distinct labels on links and buttons to /contact/: at most three
 * site-wide", with one label for the main action everywhere and at most a specific second label
 * where the action differs (`src/content/actions.ts`: "Request a free consultation", "Contact",
 * and the reputation check's "Send this to a specialist").
 */
export const CONTACT_LABEL_LIMIT = 3;

/** Whether a link's `href` or a form's `action` leads to the contact page: `/contact/`, `/contact/?…` or `/contact/#…`. */
export function isContactTarget(target: string): boolean {
  const contact = canonicalPath(CONTACT_PATH);
  return target === contact || target.startsWith(`${contact}?`) || target.startsWith(`${contact}#`);
}

/** A label as the rule compares it: whitespace collapsed, trimmed. */
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Elements whose text is never shown, so no part of a label. */
const UNLABELLED = new Set(["script", "style", "template"]);

/**
 * The text of a node as a label reads it: every text inside it, visually hidden text included,
 * except what `aria-hidden="true"` hides from assistive technology and scripts and styles.
 */
function labelText(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element" && (UNLABELLED.has(node.tagName) || String(node.properties.ariaHidden) === "true")) return "";
  return node.children.map((child) => labelText(child)).join("");
}

/** The label of a link or a button: its `aria-label` when it has one, otherwise its text (an `<input>`'s `value`). */
function labelOf(element: Element): string {
  const { ariaLabel, value } = element.properties;
  if (typeof ariaLabel === "string" && collapse(ariaLabel) !== "") return collapse(ariaLabel);
  if (element.tagName === "input") return collapse(typeof value === "string" ? value : "");
  return collapse(labelText(element));
}

/** Whether an element submits its form: a `<button>` that is not `type="button"` or `"reset"`, or an `<input>` of type submit or image. */
function submits(element: Element): boolean {
  const type = typeof element.properties.type === "string" ? element.properties.type.toLowerCase() : "";
  if (element.tagName === "button") return type !== "button" && type !== "reset";
  return element.tagName === "input" && (type === "submit" || type === "image");
}

/**
 * The labels of the links and buttons of a parsed page (`rehype-parse`; the whole document, the
 * header and the footer included) that lead to the contact page, in document order, whitespace
 * collapsed. A link counts when its `href` leads there (`isContactTarget`); a button counts when
 * its `formaction`, or else the `action` of its form (the one its `form` attribute names, or the
 * one around it), leads there. A label is the element's `aria-label` when present, otherwise its
 * text content, visually hidden text included (`labelText`).
 */
export function contactLabelsOf(tree: Nodes): string[] {
  const formsById = new Map<string, Element>();
  const collectForms = (node: Nodes) => {
    if (node.type !== "element" && node.type !== "root") return;
    if (node.type === "element" && node.tagName === "form" && typeof node.properties.id === "string") formsById.set(node.properties.id, node);
    node.children.forEach(collectForms);
  };
  collectForms(tree);

  const labels: string[] = [];
  const visit = (node: Nodes, form: Element | undefined) => {
    if (node.type !== "element" && node.type !== "root") return;
    if (node.type === "element") {
      const { href, formAction, form: formId } = node.properties;
      if (node.tagName === "a" && typeof href === "string" && isContactTarget(href)) labels.push(labelOf(node));
      else if (submits(node)) {
        const owner = typeof formId === "string" ? formsById.get(formId) : form;
        const action = typeof formAction === "string" ? formAction : owner?.properties.action;
        if (typeof action === "string" && isContactTarget(action)) labels.push(labelOf(node));
      }
    }
    const inner = node.type === "element" && node.tagName === "form" ? node : form;
    for (const child of node.children) visit(child, inner);
  };
  visit(tree, undefined);
  return labels;
}

/** The labels a built page gives its links and buttons to /contact/ (`contactLabelsOf`). */
export interface ContactLabelsOfPage {
  /** The URL path, `/learning/faqs/`. */
  readonly path: string;
  readonly labels: readonly string[];
}

/** How many pages a message names under one label before it says how many more. */
const PAGES_NAMED = 10;

/**
 * The problem of a site whose links and buttons to /contact/ carry more than `limit` distinct
 * labels (the acceptance criterion "Distinct labels on links and buttons to /contact/: at most
 * three site-wide"; `CONTACT_LABEL_LIMIT`), or `[]`. Labels are compared case-insensitively after
 * collapsing whitespace. The message names each label, how it is written (every spelling), and the
 * pages that use it, the label on the fewest pages last: it is usually the one to change.
 * @param pages - each built page with the labels of its links and buttons to /contact/.
 * @param limit - the most distinct labels allowed (`CONTACT_LABEL_LIMIT` unless given).
 */
export function contactActionLabels(pages: readonly ContactLabelsOfPage[], limit: number = CONTACT_LABEL_LIMIT): string[] {
  const byLabel = new Map<string, { spellings: Set<string>; paths: Set<string> }>();
  for (const page of pages) {
    for (const label of page.labels) {
      const spelled = collapse(label);
      const key = spelled.toLowerCase();
      const entry = byLabel.get(key) ?? { spellings: new Set<string>(), paths: new Set<string>() };
      entry.spellings.add(spelled);
      entry.paths.add(page.path);
      byLabel.set(key, entry);
    }
  }
  if (byLabel.size <= limit) return [];
  const lines = [...byLabel.values()]
    .sort((a, b) => b.paths.size - a.paths.size)
    .map(({ spellings, paths }) => {
      const named = [...paths].slice(0, PAGES_NAMED).join(", ");
      const more = paths.size > PAGES_NAMED ? ` and ${String(paths.size - PAGES_NAMED)} more` : "";
      const written = [...spellings].map((spelling) => `"${spelling || "(no text)"}"`).join(" / ");
      return `      ${written} on ${String(paths.size)} page(s): ${named}${more}`;
    });
  return [
    `links and buttons to ${canonicalPath(CONTACT_PATH)} carry ${String(byLabel.size)} distinct labels, at most ${String(limit)} allowed (src/content/actions.ts: CONTACT_ACTION_LABEL for the main action, CONTACT_LINK_LABEL for plain navigation):\n${lines.join("\n")}`,
  ];
}

/** How old a listed service's check may be, in days, before the content check fails it (about six months). */
export const HELP_RESOURCE_MAX_AGE_DAYS = 183;

/**
 * The problems of the help directory's services whose `reviewed` date is older than
 * `HELP_RESOURCE_MAX_AGE_DAYS` (docs/content/review.md, C15: a listed helpline had lost its
 * funding): each names the service, its date and its source to check again.
 * @param directory - the content file's resources (`src/content/data/urgent-help.yml`).
 * @param today - the day of the check.
 */
export function staleHelpResources(
  directory: { readonly minorResources: readonly HelpResourceDate[]; readonly adultResources: readonly HelpResourceDate[] },
  today: Date,
): string[] {
  const limit = today.getTime() - HELP_RESOURCE_MAX_AGE_DAYS * 86_400_000;
  return [...directory.minorResources, ...directory.adultResources]
    .filter((resource) => Date.parse(`${resource.reviewed}T00:00:00Z`) < limit)
    .map((resource) => `src/content/data/urgent-help.yml: "${resource.id}" was last checked on ${resource.reviewed}, over ${String(HELP_RESOURCE_MAX_AGE_DAYS)} days ago: check it against ${resource.source}, then change its reviewed date`);
}

/** What `staleHelpResources` reads of a listed service. */
export interface HelpResourceDate {
  readonly id: string;
  /** `YYYY-MM-DD`. */
  readonly reviewed: string;
  readonly source: string;
}
