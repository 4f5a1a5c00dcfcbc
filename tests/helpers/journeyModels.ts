/**
 * The models of what a visitor can do with the parts that state machines drive (docs/decisions/005):
 * the component tests (`tests/components/`) and the screen-reader tests (`tests/screen-reader/`)
 * walk the same shortest paths (`createTestModel` from `xstate/graph`), checking what is shown and
 * what is heard.
 */
import { setup } from "xstate";

/** The journeys of the contact form, as QA describes them: each event a thing the visitor does, each state an outcome they can observe. */
export const contactFormModel = setup({
  types: {
    events: {} as
      | { type: "SUBMIT_EMPTY" }
      | { type: "SUBMIT_WRONG_CAPTCHA" }
      | { type: "FIX_CAPTCHA_AND_SEND" }
      | { type: "SEND_OK" }
      | { type: "SEND_ANOTHER" }
      | { type: "SEND_400" }
      | { type: "SEND_403" }
      | { type: "SEND_429" }
      | { type: "SEND_451" }
      | { type: "SEND_500" }
      | { type: "SEND_NETWORK_ERROR" }
      | { type: "SEND_NO_ANSWER" }
      | { type: "WAIT_FOR_ANSWER" }
      | { type: "RETRY_OK" }
      /** "How can we reach you safely?": phone only, no voicemail, after 6 pm, a neutral sender; no e-mail address. */
      | { type: "SEND_PHONE_ONLY" }
      /** Phone only chosen, but no number given (and no e-mail address). */
      | { type: "SUBMIT_PHONE_ONLY_WITHOUT_NUMBER" },
  },
}).createMachine({
  id: "contactFormModel",
  initial: "empty",
  states: {
    empty: {
      on: {
        SUBMIT_EMPTY: "invalid",
        SUBMIT_WRONG_CAPTCHA: "captchaRejected",
        SEND_OK: "sent",
        SEND_400: "failedUnavailable400",
        SEND_403: "failedUnavailable403",
        SEND_429: "failedRateLimited",
        SEND_451: "failedUnavailable451",
        SEND_500: "failedUnavailable500",
        SEND_NETWORK_ERROR: "failedBlocked",
        SEND_NO_ANSWER: "overdue",
        SEND_PHONE_ONLY: "sentPhoneOnly",
        SUBMIT_PHONE_ONLY_WITHOUT_NUMBER: "phoneMissing",
      },
    },
    invalid: {},
    // docs/decisions/038: the e-mail address is not required once phone only is chosen; the number is.
    sentPhoneOnly: {},
    phoneMissing: {},
    captchaRejected: { on: { FIX_CAPTCHA_AND_SEND: "sentAfterCorrection" } },
    sentAfterCorrection: {},
    sent: { on: { SEND_ANOTHER: "sentTwice" } },
    sentTwice: {},
    failedUnavailable400: {},
    failedUnavailable403: {},
    failedRateLimited: { on: { RETRY_OK: "retriedAndSent" } },
    failedUnavailable451: {},
    failedUnavailable500: {},
    failedBlocked: {},
    // No answer within the send timeout: the form keeps waiting, and the answer still counts.
    overdue: { on: { WAIT_FOR_ANSWER: "sentLate" } },
    sentLate: {},
    retriedAndSent: {},
  },
});

/** The FAQ page's journeys: answers opened and closed, a category chosen. */
export const faqModel = setup({
  types: {
    events: {} as { type: "OPEN_FIRST" } | { type: "OPEN_SECOND" } | { type: "CLOSE_FIRST" } | { type: "CHOOSE_SECOND_CATEGORY" },
  },
}).createMachine({
  id: "faqModel",
  initial: "allClosed",
  states: {
    allClosed: { on: { OPEN_FIRST: "firstOpen", CHOOSE_SECOND_CATEGORY: "secondCategoryChosen" } },
    firstOpen: { on: { OPEN_SECOND: "bothOpen" } },
    bothOpen: { on: { CLOSE_FIRST: "onlySecondOpen" } },
    onlySecondOpen: {},
    secondCategoryChosen: {},
  },
});

/**
 * The glossary's journeys: a letter chosen by pointer, another by keyboard, and a letter without
 * terms tried. Which letters they are comes from the content (`tests/helpers/glossaryLetters.ts`).
 */
export const glossaryModel = setup({
  types: { events: {} as { type: "CHOOSE_LETTER" } | { type: "CHOOSE_ANOTHER_LETTER_BY_KEYBOARD" } | { type: "TRY_EMPTY_LETTER" } },
}).createMachine({
  id: "glossaryModel",
  initial: "firstLetter",
  states: {
    firstLetter: { on: { CHOOSE_LETTER: "chosenLetter", TRY_EMPTY_LETTER: "firstLetterStill" } },
    firstLetterStill: {},
    chosenLetter: { on: { CHOOSE_ANOTHER_LETTER_BY_KEYBOARD: "keyboardLetter" } },
    keyboardLetter: {},
  },
});

/**
 * The reputation check's journeys (docs/decisions/022): a step without an answer, the steps
 * answered and walked back, the safety path with its two ways on, the result with an answer
 * changed, the hand-over to the contact form and a fresh start.
 */
export const reputationCheckModel = setup({
  types: {
    events: {} as
      | { type: "CONTINUE_WITHOUT_ANSWER" }
      | { type: "ANSWER_WHO" }
      | { type: "GO_BACK" }
      | { type: "CHOOSE_THREATS" }
      | { type: "CONTINUE_CHECK" }
      | { type: "SEE_SUMMARY_NOW" }
      | { type: "ANSWER_THE_REST" }
      | { type: "CHANGE_WHERE" }
      | { type: "SEND_TO_SPECIALIST" }
      | { type: "START_AGAIN" },
  },
}).createMachine({
  id: "reputationCheckModel",
  initial: "firstStep",
  states: {
    firstStep: { on: { CONTINUE_WITHOUT_ANSWER: "missingAnswer", ANSWER_WHO: "secondStep" } },
    missingAnswer: {},
    secondStep: { on: { GO_BACK: "firstStepKept", CHOOSE_THREATS: "urgentHelp", ANSWER_THE_REST: "result" } },
    firstStepKept: {},
    urgentHelp: { on: { CONTINUE_CHECK: "optionalThirdStep", SEE_SUMMARY_NOW: "safetyResult" } },
    optionalThirdStep: {},
    safetyResult: {},
    result: { on: { CHANGE_WHERE: "changedFromResult", SEND_TO_SPECIALIST: "handedOver", START_AGAIN: "freshStart" } },
    changedFromResult: {},
    handedOver: {},
    freshStart: {},
  },
});
