import { assign, emit, setup } from "xstate";
import { type CheckAnswers, type QuestionId, QUESTION_IDS, checkQuestion, exclusiveValues } from "../src/content/reputationCheck/questions";
import { needsSafetyFirst, safetyQuestionOf } from "../src/content/reputationCheck/safety";

/**
 * Where the visitor is: a question, the urgent-help screen, or the result. Kept with the answers
 * in sessionStorage, so a reload comes back to the same place (docs/decisions/022).
 */
export type CheckPosition = QuestionId | "safety" | "result";

export interface ReputationCheckContext {
  answers: CheckAnswers;
  /** The question shown while in `question`. */
  current: QuestionId;
  /** The question whose required answer was missing at the last Continue, until it is answered. */
  missing: QuestionId | null;
  /** The visitor came to this question with "Change" from the result: Continue and Back return there. */
  editing: boolean;
}

export type ReputationCheckEvent =
  /** The visitor's choice for a question: every value now chosen (one for radio buttons). */
  | { type: "ANSWER.CHANGE"; question: QuestionId; values: readonly string[] }
  | { type: "NEXT" }
  | { type: "BACK" }
  /** "Change" beside an answer in the result. */
  | { type: "EDIT"; question: QuestionId }
  /** On the urgent-help screen: go on with the (now optional) questions. */
  | { type: "SAFETY.CONTINUE" }
  /** On the urgent-help screen: go straight to the result. */
  | { type: "SAFETY.RESULT" }
  | { type: "RESTART" }
  /**
   * After hydration: the answers kept for this tab, and those ticked before scripts ran, which
   * win (docs/product-decisions.md, decision 11); `position` returns to where a reload left off.
   */
  | { type: "ADOPT"; answers: CheckAnswers; position?: CheckPosition };

/**
 * What the page does for the machine: move focus to the heading of what is now shown (each step,
 * the urgent-help screen, the result), or to the error summary when a required answer is missing
 * (GOV.UK error summary pattern; WCAG 2.4.3 Focus Order, 3.3.1 Error Identification).
 */
export type ReputationCheckEmitted = { type: "focus"; target: "heading" | "error" };

const indexOf = (id: QuestionId) => QUESTION_IDS.indexOf(id);
const questionAt = (index: number): QuestionId => QUESTION_IDS[Math.min(Math.max(index, 0), QUESTION_IDS.length - 1)] ?? "who";
const lastQuestion = QUESTION_IDS[QUESTION_IDS.length - 1];

/**
 * Whether a question must be answered before Continue: every question, except that once an
 * answer asks for the urgent-help guidance, the questions after the one that did are optional
 * (docs/decisions/022: safety first, the rest optional).
 */
export function isRequired(id: QuestionId, answers: CheckAnswers): boolean {
  const safetyQuestion = safetyQuestionOf(answers);
  if (safetyQuestion === undefined) return true;
  return indexOf(id) <= indexOf(safetyQuestion);
}

/** Whether the question has an answer. */
export function isAnswered(id: QuestionId, answers: CheckAnswers): boolean {
  return (answers[id] ?? []).length > 0;
}

/**
 * Keeps only the values a question offers, and one for a single choice; drops unknown questions.
 * An exclusive answer ("Nothing yet") found beside others (ticked together before the page was
 * live) gives way to them.
 */
export function cleanAnswers(raw: Readonly<Record<string, unknown>>): CheckAnswers {
  const answers: Partial<Record<QuestionId, readonly string[]>> = {};
  for (const id of QUESTION_IDS) {
    const value = raw[id];
    const list = Array.isArray(value) ? value : [];
    const question = checkQuestion(id);
    const allowed = question.options.map((option) => option.value).filter((option) => list.includes(option));
    const kept = question.kind === "single" ? allowed.slice(0, 1) : exclusiveValues(id, allowed, allowed);
    if (kept.length > 0) answers[id] = kept;
  }
  return answers;
}

/**
 * The reputation check (docs/decisions/022): six questions in `question` (context `current`),
 * the urgent-help screen `safety`, and the `result`.
 *
 * - NEXT checks the current question: a missing required answer sets `missing` and asks for focus
 *   on the error; otherwise the next question, or `safety` after a question whose answer needs
 *   the urgent-help guidance first, or `result` after the last question (or after a change made
 *   from the result). Every move asks the page to focus the new heading.
 * - BACK goes to the previous question (from a change, back to the result); answers are kept
 *   both ways.
 * - ANSWER.CHANGE keeps the choice in any state and clears the error once the question is answered.
 * - ADOPT (after hydration) takes the kept and the ticked answers; it moves no focus.
 */
export const reputationCheckMachine = setup({
  types: {
    context: {} as ReputationCheckContext,
    events: {} as ReputationCheckEvent,
    emitted: {} as ReputationCheckEmitted,
  },
  actions: {
    assignAnswer: assign(({ context, event }) => {
      if (event.type !== "ANSWER.CHANGE") return {};
      const values = exclusiveValues(event.question, event.values, context.answers[event.question]);
      const answers = cleanAnswers({ ...context.answers, [event.question]: values });
      return { answers, missing: context.missing && isAnswered(context.missing, answers) ? null : context.missing };
    }),
    focusHeading: emit({ type: "focus", target: "heading" } as const),
    focusError: emit({ type: "focus", target: "error" } as const),
  },
  guards: {
    currentMissing: ({ context }) => isRequired(context.current, context.answers) && !isAnswered(context.current, context.answers),
    safetyNext: ({ context }) => context.current === safetyQuestionOf(context.answers),
    toResult: ({ context }) => context.editing || context.current === lastQuestion,
  },
}).createMachine({
  id: "reputationCheck",
  context: { answers: {}, current: "who", missing: null, editing: false },
  initial: "question",
  on: {
    "ANSWER.CHANGE": { actions: "assignAnswer" },
  },
  states: {
    question: {
      on: {
        NEXT: [
          { guard: "currentMissing", actions: [assign({ missing: ({ context }) => context.current }), "focusError"] },
          { guard: "safetyNext", target: "safety", actions: ["focusHeading"] },
          { guard: "toResult", target: "result", actions: [assign({ editing: false, missing: null }), "focusHeading"] },
          {
            target: "question",
            reenter: true,
            actions: [assign({ current: ({ context }) => questionAt(indexOf(context.current) + 1), missing: null }), "focusHeading"],
          },
        ],
        BACK: [
          { guard: ({ context }) => context.editing, target: "result", actions: [assign({ editing: false, missing: null }), "focusHeading"] },
          {
            guard: ({ context }) => indexOf(context.current) > 0,
            target: "question",
            reenter: true,
            actions: [assign({ current: ({ context }) => questionAt(indexOf(context.current) - 1), missing: null }), "focusHeading"],
          },
        ],
        ADOPT: [
          { guard: ({ event }) => event.position === "result", target: "result", actions: assign({ answers: ({ event }) => event.answers }) },
          {
            guard: ({ event }) => event.position === "safety" && needsSafetyFirst(event.answers),
            target: "safety",
            actions: assign({ answers: ({ event }) => event.answers, current: ({ event }) => safetyQuestionOf(event.answers) ?? "content" }),
          },
          {
            actions: assign({
              answers: ({ event }) => event.answers,
              current: ({ event, context }) => (event.position && event.position !== "safety" && event.position !== "result" ? event.position : context.current),
            }),
          },
        ],
      },
    },
    safety: {
      on: {
        "SAFETY.CONTINUE": [
          { guard: ({ context }) => context.editing, target: "result", actions: [assign({ editing: false }), "focusHeading"] },
          {
            target: "question",
            actions: [assign({ current: ({ context }) => questionAt(indexOf(safetyQuestionOf(context.answers) ?? "content") + 1) }), "focusHeading"],
          },
        ],
        "SAFETY.RESULT": { target: "result", actions: [assign({ editing: false }), "focusHeading"] },
        BACK: { target: "question", actions: [assign({ current: ({ context }) => safetyQuestionOf(context.answers) ?? "content" }), "focusHeading"] },
      },
    },
    result: {
      on: {
        EDIT: { target: "question", actions: [assign({ current: ({ event }) => event.question, editing: true, missing: null }), "focusHeading"] },
        RESTART: { target: "question", actions: [assign({ answers: {}, current: "who", editing: false, missing: null }), "focusHeading"] },
      },
    },
  },
});

export type ReputationCheckMachine = typeof reputationCheckMachine;

/** Where a snapshot of the machine is, for sessionStorage. */
export function positionOf(state: { matches: (value: "question" | "safety" | "result") => boolean; context: ReputationCheckContext }): CheckPosition {
  if (state.matches("safety")) return "safety";
  if (state.matches("result")) return "result";
  return state.context.current;
}
