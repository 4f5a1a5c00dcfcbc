/**
 * "Send this to a specialist": the brief of the answers that the contact form's message box is
 * prefilled with, and the inquiry type the answers imply (docs/decisions/022). Nothing is sent:
 * the visitor reviews, edits and sends from the contact page.
 */
import type { InquiryType } from "../../../machines/contactForm/fields";
import { type CheckAnswers, CHECK_QUESTIONS, chosenOptions } from "./questions";

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
