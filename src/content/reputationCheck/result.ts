/**
 * The reputation check's result (docs/decisions/022): the plain-language summary of the answers,
 * and the services, steps, reading and notes of every rule of `./rules.ts` that applies.
 */
import { joinPhrases } from "../phrases";
import type { UrgentHelpFocus } from "../urgentHelp";
import { GENERAL_OUTLOOK, MINOR_OUTLOOK } from "./copy";
import type { CheckLink } from "./links";
import { type CheckAnswers, type QuestionId, chosenOptions } from "./questions";
import { type ResultRule, RESULT_RULES } from "./rules";
import { needsSafetyFirst, urgentFocusOf } from "./safety";

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
  /** The notes on what is usually possible, the situation's own first, then the general one (the minors' for anyone under 18). */
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
 * links and notes of every rule of `RESULT_RULES` that applies, in rule order, each once, and the
 * general note last (`MINOR_OUTLOOK` for anyone under 18, `GENERAL_OUTLOOK` otherwise).
 * @param answers - the answers so far, complete or not (after the safety screen the rest is optional).
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
    outlook: [
      ...unique(applying.map((rule) => (rule.outlook ? [rule.outlook] : [])), (note) => note),
      answers.who?.includes("minor") === true ? MINOR_OUTLOOK : GENERAL_OUTLOOK,
    ],
  };
}
