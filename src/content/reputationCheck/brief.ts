/**
 * "Send this to a specialist": the brief of the answers that the contact form's message box is
 * prefilled with, and the inquiry type the answers imply (docs/decisions/022). Nothing is sent:
 * the visitor reviews, edits and sends from the contact page.
 */
import type { InquiryType } from "../../../machines/contactForm/fields";
import { type CheckAnswers, CHECK_QUESTIONS, chosenOptions } from "./questions";

/** The brief's last line, where the visitor adds what matters. */
export const BRIEF_PROMPT = "Links to the content, and anything else you want us to know:";

/**
 * The last line instead where intimate images or someone under 18 may be involved: the form must
 * never ask for the images or links to them (content review, H1 and M3).
 */
export const BRIEF_PROMPT_NO_IMAGES =
  "Anything else you want us to know (please do not send intimate images or links to them: we will ask what we need and how to share it safely):";

/**
 * The brief the contact form's message box is prefilled with: one line per question answered, in
 * words a specialist can read at a glance, and a line for the visitor to add what matters.
 */
export function briefOf(answers: CheckAnswers): string {
  const lines = CHECK_QUESTIONS.flatMap((question) => {
    const chosen = chosenOptions(answers, question.id);
    return chosen.length === 0 ? [] : [`- ${question.summaryLabel}: ${chosen.map((option) => option.label).join("; ")}`];
  });
  const images = answers.content?.includes("intimate-images") === true || answers.who?.includes("minor") === true;
  return [BRIEF_TITLE, ...lines, "", images ? BRIEF_PROMPT_NO_IMAGES : BRIEF_PROMPT, ""].join("\n");
}

/** The first line of the brief: how the contact draft recognises a brief it may replace. */
export const BRIEF_TITLE = "My reputation check answers:";

/** The contact form's inquiry type for these answers, or `undefined` when "who" is unanswered. */
export function inquiryTypeOf(answers: CheckAnswers): InquiryType | undefined {
  return chosenOptions(answers, "who")[0]?.inquiryType;
}
