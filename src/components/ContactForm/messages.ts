import type { SendFailure } from "../../../machines/contactForm";
import { site } from "../../config/site";

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
