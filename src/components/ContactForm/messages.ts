import { type Captcha, type ContactField, type SendFailure, MAX_LENGTH } from "../../../machines/contactForm";
import { site } from "../../content/site";
import { SHARED_DEVICE_LEGEND, type SharedDeviceCopy } from "../../content/sharedDevice";
import { IDLE_EXPIRY_TEXT } from "../../config/storageExpiry";

/**
 * A count with thousands separators (5000 → "5,000"), written out rather than through
 * `toLocaleString`, whose first call sets up ICU number formatting on the main thread during
 * hydration (Total Blocking Time, docs/decisions/009).
 */
const formatCount = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Visible labels of the fields (required ones marked as docs/spec.md §5 "Validation rules" asks). */
export const LABELS: Record<ContactField, string> = {
  fullName: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  inquiryType: "I'm inquiring about",
  safeChannel: "Which ways are safe to contact you?",
  voicemail: "May we leave a voicemail?",
  safeTimes: "When is it safe to call?",
  timeZone: "Your time zone",
  neutralSender: "Leave our name out",
  message: "How can we help?",
  captchaAnswer: "Security question",
};

/** The label of the captcha field: its question once made, a neutral label until hydration. */
export function captchaLabel(captcha: Captcha | null): string {
  return captcha ? `Security question: what is ${captcha.a} + ${captcha.b}?` : "Security question (it appears when the page has loaded)";
}

/**
 * "Could someone else use this device, or see or hear what you do on it?" (docs/product-decisions.md, decision 16;
 * docs/decisions/054): the one question above the contact form's fields. Answered yes, every field
 * gets `autocomplete="off"` (HTML, the `autocomplete` attribute's "off" keyword: the browser
 * neither saves nor offers what is typed) and no draft is kept; the answer itself is kept nowhere,
 * so each visit asks again. Unticked, the name, e-mail and phone fields keep their WCAG 1.3.5
 * Identify Input Purpose tokens.
 */
export const SHARED_DEVICE: SharedDeviceCopy = {
  legend: SHARED_DEVICE_LEGEND,
  hint: `If you leave this unticked, your browser may save your name, e-mail address and phone number when you send, then fill them in for whoever uses a form next, here or on other sites. This tab also keeps your words for up to ${IDLE_EXPIRY_TEXT} after your last change, so a reload does not lose them.`,
  choice: "Yes, or I am not sure: ask this browser not to keep anything I type here (you will type your details yourself)",
  on: "Done: this page asks your browser not to save or suggest what you type here, and this tab keeps no copy, so a reload empties the form. Some password managers and add-ons may still save what you type, and the visit stays in your history. We are not told your answer, so say below how it is safe to reply.",
  off: `Not ticked: this tab keeps your words again, for up to ${IDLE_EXPIRY_TEXT} after your last change, and your browser may save your name, e-mail address and phone number when you send.`,
};

/**
 * "How can we reach you safely?" (docs/decisions/038): the heading of the contact form's optional
 * group of questions, what it is for, and the words of its choices. NNEDV's Safety Net asks a
 * survivor first whether it is safe to be contacted at a number; these questions let the visitor
 * answer that before the firm replies.
 */
export const SAFE_CONTACT = {
  heading: "How can we reach you safely?",
  intro:
    "If someone else may read your email or answer your phone, tell us here and we will reach you only the way you choose. All of these questions are optional. If you leave them blank, we reply by email.",
  channels: { email: "Email only", phone: "Phone only", either: "Email or phone" },
  voicemail: { yes: "Yes, a voicemail is fine", no: "No, do not leave a voicemail or message" },
  voicemailHint: "Anyone who can unlock the phone, or see its screen, may hear or read a voicemail. If you do not answer, we will not leave one.",
  safeTimesHint: `For example: weekdays before noon, or not on Mondays. We call only in our business hours (${site.businessHours.text}); if none of them is safe, choose "Email only".`,
  timeZoneHint: 'Outside the US? Choose "Outside the US" and add your time zone, not your town, to the times above.',
  timeZonePrompt: "Choose a time zone",
  neutralSenderHint: `Our email address (${site.email}) names us, and our number still shows when we call: someone who looks either up could find our name. If that is a risk, say so in your message.`,
  neutralSender: "Keep our name out of the subject line, any voicemail and the caller ID",
} as const;

/** The hints under the labels (WCAG 3.3.2 Labels or Instructions). */
export const HINTS = {
  email: 'Not needed if you choose "Phone only" below.',
  message: `A few lines about what is happening is enough. Please do not include passwords, account numbers or patients' health information, and do not send intimate images or links to them: we will ask what we need and how to share it safely. Up to ${formatCount(MAX_LENGTH.message)} characters.`,
  captchaAnswer: "This simple sum helps us keep automated spam out.",
} as const;

/** What the polite live region says while a message is being sent (the button reads "Sending..."). */
export const SENDING_ANNOUNCEMENT = "Sending your message...";

/**
 * The Send button's label while a send is overdue (`sending.overdue`): disabled, and saying why,
 * as "Sending..." does (WCAG 4.1.2 Name, Role, Value). The focused panel says the rest.
 */
export const STILL_WAITING_LABEL = "Still waiting...";

/**
 * The status panel while a send is overdue (docs/product-decisions.md, decision 4): no answer
 * after 15 s, but the request may still be delivered, so the page keeps waiting, says it will
 * report the answer, and does not offer a second send that could deliver the message twice.
 */
export const OVERDUE_MESSAGE = {
  title: "Still waiting for the email service",
  body: `The email service has not answered after 15 seconds. Your message may still be on its way, so we are still waiting for the answer, and this page will say when it comes. So that it is not sent twice, Send message stays unavailable until then. If you would rather not wait, write to us at ${site.email} or call ${site.phone.display}. Everything you typed is still here.`,
} as const;

/**
 * The inline message when Send is pressed before the "I'm not a robot" check is done (the
 * optional server-side challenge; WCAG 3.3.1 Error Identification, 3.3.3 Error Suggestion).
 */
export const CHALLENGE_MISSING_MESSAGE = "Complete the 'I'm not a robot' check, then select Send message again.";

/** docs/spec.md §8 "Error catalogue": the toasts' exact words. */
export const TOASTS = {
  captchaRejected: { variant: "error", title: "Verification Failed", description: "Please solve the math problem correctly." },
  sendFailed: {
    variant: "error",
    title: "Error",
    description: "Failed to send message. Please try again or contact us directly.",
  },
  sent: {
    variant: "success",
    title: "Message Sent Successfully",
    description: "Thank you for your inquiry. We'll contact you within 1-2 business hours.",
  },
} as const;

/**
 * The toast of a failed send: docs/spec.md §8's title ("Error") and, as its description, the
 * status panel's own title for that failure (`failureMessage`), so the toast and the panel say one
 * thing (docs/decisions/060); the panel says what to do.
 * @param failure - why the send failed.
 */
export function failureToast(failure: SendFailure): { variant: "error"; title: string; description: string } {
  return { variant: TOASTS.sendFailed.variant, title: TOASTS.sendFailed.title, description: `${failureMessage(failure).title}.` };
}

/**
 * The persistent inline message after a failed send: what happened and what to do
 * (docs/product-decisions.md, decision 4). Every message says the typed values are kept.
 */
export function failureMessage(failure: SendFailure): { title: string; body: string } {
  const kept = "Everything you typed is still here.";
  switch (failure) {
    case "rate-limited":
      return {
        title: "Too many messages in a short time",
        body: `The email service is limiting messages from this connection. Wait about a minute, then select Send message again. ${kept}`,
      };
    case "offline":
      return {
        title: "You appear to be offline",
        body: `Your message could not reach us. Check your internet connection, then select Send message again. ${kept}`,
      };
    case "blocked":
      return {
        title: "Your message could not reach the email service",
        body: `This browser is online, but the request got no answer. A browser extension, a privacy tool or a network filter may be blocking the email service. Write to us at ${site.email} or call ${site.phone.display}, or allow the email service and select Send message again. ${kept}`,
      };
    case "unavailable":
      return {
        title: "Your message was not sent",
        body: `The email service could not accept it. Select Send message to try again, or write to us at ${site.email} or call ${site.phone.display}. ${kept}`,
      };
  }
}
