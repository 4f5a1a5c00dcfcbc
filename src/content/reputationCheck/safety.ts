/**
 * What the answers say about the visitor's safety (docs/decisions/022, "safety first"): whether
 * the urgent-help guidance (`src/content/urgentHelp.ts`) comes before the rest, after which
 * question, and which need it puts first.
 */
import type { UrgentHelpFocus } from "../urgentHelp";
import { type CheckAnswers, type QuestionId, CHECK_QUESTIONS, chosenOptions } from "./questions";

/** Whether an answer asks for the urgent-help guidance first (under 18, threats, intimate images, doxxing, stalking). */
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
 * under 18, then intimate images, doxxing, or the general order (stalking included: its domestic
 * violence and stalking services lead the general order).
 */
export function urgentFocusOf(answers: CheckAnswers): UrgentHelpFocus {
  if (answers.who?.includes("minor")) return "minor";
  if (answers.content?.includes("intimate-images")) return "images";
  if (answers.content?.includes("doxxing")) return "doxxing";
  return "general";
}
