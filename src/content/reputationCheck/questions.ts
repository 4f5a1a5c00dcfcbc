/**
 * The reputation check's questions and their options, in the order they are asked
 * (docs/decisions/022): typed data the firm can change without touching a component
 * (docs/product-decisions.md, "Architecture decisions": content is data). The page shows them
 * (`src/components/ReputationCheck/Question.tsx`), `machines/reputationCheck.ts` walks them, and
 * the result is built from the answers in `./result.ts`.
 */
import type { InquiryType } from "../../../machines/contactForm/fields";

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
  /** `multiple`: checkboxes, several allowed; `single`: radio buttons. */
  readonly kind: "single" | "multiple";
  readonly options: readonly CheckOption[];
  /** The legend's words after "Step 2 of 6". */
  readonly question: string;
  /** Shown under the legend and read with the group (`aria-describedby`). */
  readonly hint: string;
  /** The error when nothing is chosen (GOV.UK error message: what to do, in the question's words). */
  readonly missing: string;
  /** The label of the answer in the summary and in the brief sent to a specialist. */
  readonly summaryLabel: string;
}

/** The six questions, in the order asked (`QUESTION_IDS`). */
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
      {
        value: "intimate-images",
        label: "Nude or sexual images (real or fake), shared or threatened to be shared",
        phrase: "nude or sexual images shared, or threatened to be shared, without consent",
        safetyFirst: true,
      },
      {
        value: "doxxing",
        label: "My home address or private details posted to target me (doxxing)",
        phrase: "your home address or private details posted to target you",
        safetyFirst: true,
      },
      {
        value: "stalking",
        label: "Someone I know, such as a partner or an ex, watching, following or tracking me",
        phrase: "someone you know watching, following or tracking you",
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
