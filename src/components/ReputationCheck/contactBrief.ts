import { emptyContactValues } from "../../../machines/contactForm/fields";
import { BRIEF_TITLE, briefOf, inquiryTypeOf } from "../../content/reputationCheck/brief";
import type { CheckAnswers } from "../../content/reputationCheck/questions";
import { readContactDraft, writeContactDraft } from "../ContactForm/draft";

/**
 * "Send this to a specialist": writes the contact form's own draft (src/components/ContactForm/draft.ts,
 * the shape and key the form restores) with the inquiry type the answers imply and the message
 * set to the brief of the answers. Name, e-mail and phone already in the draft stay. A message the
 * visitor wrote earlier is kept under the brief; an earlier brief is replaced. Nothing is sent:
 * the visitor reviews, edits and sends from the contact page.
 */
export function writeContactBrief(answers: CheckAnswers): void {
  const draft = { ...emptyContactValues(), ...readContactDraft() };
  const brief = briefOf(answers);
  const earlier = draft.message.trim();
  const message = earlier === "" || earlier.startsWith(BRIEF_TITLE) ? brief : `${brief}\n${earlier}`;
  writeContactDraft({ ...draft, inquiryType: inquiryTypeOf(answers) ?? draft.inquiryType, message });
}
