import { type Captcha, type ContactField, type SendFailure, MAX_LENGTH } from "../../../machines/contactForm";
import { site } from "../../config/site";

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
  message: "How can we help?",
  captchaAnswer: "Security question",
};

/** The label of the captcha field: its question once made, a neutral label until hydration. */
export function captchaLabel(captcha: Captcha | null): string {
  return captcha ? `Security question: what is ${captcha.a} + ${captcha.b}?` : "Security question (it appears when the page has loaded)";
}

/** The hints under the labels (WCAG 3.3.2 Labels or Instructions). */
export const HINTS = {
  message: `A few lines about what is happening is enough. Please do not include passwords or account numbers. Up to ${formatCount(MAX_LENGTH.message)} characters.`,
  captchaAnswer: "This simple sum helps us keep automated spam out.",
} as const;

/** What the polite live region says while a message is being sent (the button reads "Sending..."). */
export const SENDING_ANNOUNCEMENT = "Sending your message...";

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
 * The persistent inline message after a failed send: what happened and what to do
 * (docs/product-decisions.md, decision 4). Every message says the typed values are kept.
 */
export function failureMessage(failure: SendFailure): { title: string; body: string } {
  const kept = "Everything you typed is still here.";
  switch (failure) {
    case "rate-limited":
      return {
        title: "Too many messages in a short time",
        body: `The email service is limiting messages from this connection. Wait about a minute, then select Send Message again. ${kept}`,
      };
    case "offline":
      return {
        title: "You appear to be offline",
        body: `Your message could not reach us. Check your internet connection, then select Send Message again. ${kept}`,
      };
    case "timeout":
      return {
        title: "The email service did not answer",
        body: `We waited 15 seconds without a reply. Select Send Message to try again, or write to us at ${site.email}. ${kept}`,
      };
    case "unavailable":
      return {
        title: "Your message was not sent",
        body: `The email service could not accept it. Select Send Message to try again, or write to us at ${site.email} or call ${site.phone.display}. ${kept}`,
      };
  }
}
