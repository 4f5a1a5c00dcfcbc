/**
 * Model-based tests of the contact form UI (docs/decisions/005; XState `createTestModel`).
 * The model (`contactFormModel` in tests/helpers/journeyModels.ts) names every journey QA cares
 * about; `getShortestPaths()` turns it into one test per reachable state, each run against the
 * rendered form, the real @emailjs/browser SDK and the MSW fake endpoint of `fixtures/emailjs.ts`.
 * What the visitor does at each step is shared with the screen-reader journeys
 * (`contactFormActs` in tests/helpers/contactForm.ts).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestModel } from "xstate/graph";
import { ContactForm } from "../../src/components/ContactForm/ContactForm";
import { CONTACT_DRAFT_KEY } from "../../src/components/ContactForm/draft";
import { OVERDUE_MESSAGE } from "../../src/components/ContactForm/messages";
import { site } from "../../src/content/site";
import { NODE_LATE_ANSWER_MS, acceptedRequests } from "../../fixtures/node";
import { expectConsoleErrors } from "../helpers/console";
import { expectFocusOn } from "../helpers/focus";
import { renderWithFrame } from "../helpers/renderWithFrame";
import { contactFormModel } from "../helpers/journeyModels";
import { CONTACT_VALUES as VALUES, SAFE_CONTACT_VALUES as SAFE, contactFormActs, fillContactForm, sendThroughSdk } from "../helpers/contactForm";

async function submit(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

function expectValuesKept() {
  expect(screen.getByLabelText(/Full Name/)).toHaveProperty("value", VALUES.fullName);
  expect(screen.getByLabelText(/Email Address/)).toHaveProperty("value", VALUES.email);
  expect(screen.getByLabelText(/How can we help/)).toHaveProperty("value", VALUES.message);
  expect(screen.getByLabelText(/Security question/)).not.toHaveProperty("value", "");
}

async function expectFailure(inlineTitle: RegExp) {
  // The panel's title, and the toast that says it too.
  await screen.findAllByText(inlineTitle, {}, { timeout: 3000 });
  expect(screen.getByRole("alert").textContent).toContain("Error");
  // One message per outcome: the toast says the status panel's title (docs/decisions/060).
  expect(screen.getByRole("alert").textContent).toMatch(inlineTitle);
  expectValuesKept();
  // Focus follows once the message has been painted (useFocusRequest).
  await waitFor(() => expect(document.activeElement?.textContent).toMatch(inlineTitle));
}

/**
 * The template parameters of a send with nothing said about safe contact (docs/spec.md §3 and the
 * defaults of docs/decisions/038) and the hidden field empty (docs/decisions/057).
 */
const SENT_PARAMS = {
  from_name: VALUES.fullName,
  from_email: VALUES.email,
  phone: "Not provided",
  inquiry_type: "Myself (Personal Reputation)",
  message: VALUES.message,
  safe_channels: "Not stated (reply by email)",
  voicemail: "Not stated: do not leave a voicemail or message",
  safe_call_times: "Not stated",
  time_zone: "Not stated",
  neutral_sender: "Not asked",
  spam_check: "Passed: the hidden field was empty.",
};

async function expectSent(requests: number, timeout = 3000, params: Record<string, string> = SENT_PARAMS) {
  await screen.findByText("Your message was sent", {}, { timeout });
  expect(screen.getByRole("status").textContent).toContain("Message Sent Successfully");
  expect(screen.getByLabelText(/Full Name/)).toHaveProperty("value", "");
  expect(screen.getByLabelText(/Security question/)).toHaveProperty("value", "");
  // A new question was made for the next message.
  expect(screen.queryAllByLabelText(/Security question: what is \d+ \+ \d+\?/)).toHaveLength(1);
  expect(acceptedRequests).toHaveLength(requests);
  expect(acceptedRequests.at(-1)?.template_params).toEqual(params);
  expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
}

const model = createTestModel(contactFormModel);

describe("contact form journeys (model-based)", () => {
  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const user = userEvent.setup();
      renderWithFrame(<ContactForm sendMessage={sendThroughSdk} sendTimeoutMs={1500} />);
      await screen.findByLabelText(/Security question: what is/);
      // A journey through a failed send logs the error on purpose (docs/spec.md §8).
      if (path.steps.some((step) => /failed/.test(JSON.stringify(step.state.value)))) expectConsoleErrors();
      await path.test({
        events: {
          ...contactFormActs(user, () => submit(user)),
          // The visitor does nothing: the answer arrives by itself.
          WAIT_FOR_ANSWER: () => undefined,
        },
        states: {
          empty: () => {
            expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", false);
            expect(screen.getByLabelText(/I'm inquiring about/)).toHaveProperty("value", "Myself (Personal Reputation)");
          },
          invalid: async () => {
            const summary = await screen.findByRole("group", { name: /There is a problem/ });
            await expectFocusOn(() => summary);
            for (const message of ["Enter your full name.", "Enter your email address.", "Enter a message telling us how we can help."]) {
              expect(within(summary).queryAllByRole("link", { name: message })).toHaveLength(1);
            }
            const name = screen.getByLabelText(/Full Name/);
            expect(name.getAttribute("aria-invalid")).toBe("true");
            expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(/Enter your full name/);
            expect(acceptedRequests).toHaveLength(0);
          },
          captchaRejected: async () => {
            await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Verification Failed"));
            expect(screen.getByRole("alert").textContent).toContain("Please solve the math problem correctly.");
            expect(screen.getByLabelText(/Security question/).getAttribute("aria-invalid")).toBe("true");
            expectValuesKept();
            expect(acceptedRequests).toHaveLength(0);
          },
          sentPhoneOnly: async () => {
            await expectSent(1, 3000, {
              ...SENT_PARAMS,
              from_email: "Not provided",
              phone: SAFE.phone,
              safe_channels: "Phone only: do not email",
              voicemail: "Do not leave a voicemail or message",
              safe_call_times: SAFE.safeTimes,
              time_zone: SAFE.timeZone,
              neutral_sender: "Yes: no firm name in the subject line, any voicemail or the caller ID name",
            });
            // The answers are emptied with the rest: nothing pre-fills the next message.
            expect(screen.getByRole("radio", { name: SAFE.channel })).toHaveProperty("checked", false);
            expect(screen.getByRole("checkbox", { name: SAFE.neutralSender })).toHaveProperty("checked", false);
          },
          phoneMissing: async () => {
            const summary = await screen.findByRole("group", { name: /There is a problem/ });
            await expectFocusOn(() => summary);
            expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(["Enter a phone number, or choose another safe way to reach you."]);
            expect(screen.getByLabelText(/Phone Number/).getAttribute("aria-invalid")).toBe("true");
            // Phone only: the e-mail address is optional, and its field says so.
            expect(screen.getByLabelText(/Email Address/).getAttribute("aria-invalid")).toBeNull();
            expect(screen.getByText("Email Address").parentElement?.textContent).toContain("(optional)");
            expect(acceptedRequests).toHaveLength(0);
          },
          sentAfterCorrection: () => expectSent(1),
          sent: () => expectSent(1),
          sentTwice: () => expectSent(2),
          failedUnavailable400: () => expectFailure(/Your message was not sent/),
          failedUnavailable403: () => expectFailure(/Your message was not sent/),
          failedUnavailable451: () => expectFailure(/Your message was not sent/),
          failedUnavailable500: () => expectFailure(/Your message was not sent/),
          failedRateLimited: () => expectFailure(/Too many messages in a short time/),
          failedBlocked: async () => {
            await expectFailure(/Your message could not reach the email service/);
            expect(screen.getByRole("group", { name: "Your message could not reach the email service" }).textContent).toContain(site.email);
          },
          overdue: async () => {
            const panel = await screen.findByRole("group", { name: OVERDUE_MESSAGE.title }, { timeout: 3000 });
            await expectFocusOn(() => panel);
            expect(panel.textContent).toContain(site.email);
            expect(panel.textContent).toContain(site.phone.display);
            // Disabled, and saying why; no error toast: nothing has failed.
            expect(screen.getByRole("button", { name: "Still waiting..." })).toHaveProperty("disabled", true);
            expect(screen.getByRole("alert").textContent).toBe("");
            expect(acceptedRequests).toHaveLength(1);
            expectValuesKept();
          },
          sentLate: () => expectSent(1, NODE_LATE_ANSWER_MS + 3000),
          retriedAndSent: () => expectSent(2),
        },
      });
    });
  }
});

describe("the hidden field (docs/decisions/057)", () => {
  it("sends a message whose hidden field is filled, once, marked for the firm, and shows the usual success", async () => {
    const user = userEvent.setup();
    renderWithFrame(<ContactForm sendMessage={sendThroughSdk} />);
    await screen.findByLabelText(/Security question: what is/);
    // A bot fills every input, the hidden one included; so can an autofill tool or a password
    // manager, so the message is sent with a mark, never dropped.
    await user.type(screen.getByLabelText("Leave this field empty"), "https://spam.example");
    await fillContactForm(user);
    await submit(user);
    await expectSent(1, 3000, { ...SENT_PARAMS, spam_check: "Possible automated submission: the hidden field was filled." });
  });
});
