/**
 * The urgent-help guidance, written once: the red block of the harassment page (docs/spec.md §2
 * "Services", individual detail pages: the immediate-steps list and the red 'Seek Confidential
 * Help Now' button) and the safety-first screen of the reputation check (docs/decisions/022).
 * Emergency services come first, then what to preserve.
 */
export const urgentHelpContent = {
  heading: "If you are in immediate danger, call 911",
  body: "If someone has threatened to hurt you, knows where you are, or you feel unsafe right now, call 911 before anything else. When you are safe, reach out to us in confidence about the online side of what is happening. We reply within 1-2 business hours.",
  actionLabel: "Seek Confidential Help Now",
  preserve: {
    heading: "When you are safe, keep a record",
    intro: "What you save now keeps your options open with platforms, the police or an attorney, whether or not you work with us.",
    steps: [
      "Take screenshots of each message, post and profile, with the date, time, username and page address visible.",
      "Copy the address (URL) of every page into one document, with the date you found it.",
      "Write down when each thing happened and every report you make, with its reference number.",
      "Do not reply to the person, and do not delete anything, even when it is upsetting: it may be needed later.",
      "For intimate images, note where they appear rather than saving or sending copies of the images themselves.",
    ],
  },
} as const;
