/**
 * Model-based tests of the contact form UI (docs/decisions/005; XState `createTestModel`).
 * The model (`contactFormModel` in `journeyModels.ts`) names every journey QA cares about; `getShortestPaths()` turns it into one
 * test per reachable state, each run against the rendered form, the real @emailjs/browser SDK
 * and the MSW fake endpoint of `fixtures/emailjs.ts`.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestModel } from "xstate/graph";
import { ContactForm } from "../../src/components/ContactForm/ContactForm";
import { CONTACT_DRAFT_KEY } from "../../src/components/ContactForm/draft";
import { OVERDUE_MESSAGE } from "../../src/components/ContactForm/messages";
import { site } from "../../src/config/site";
import type { EmailScenario } from "../../fixtures/emailjs";
import { NODE_LATE_ANSWER_MS, acceptedRequests, setEmailScenario } from "../../fixtures/node";
import { expectConsoleErrors } from "../console";
import { renderWithFrame } from "./renderWithFrame";
import { contactFormModel } from "./journeyModels";
import { captchaSum, sendThroughSdk } from "./contactFormDoubles";


const VALUES = { fullName: "Ada Lovelace", email: "ada@example.com", message: "A forum thread posts my home address." };

async function fill(user: UserEvent, answerOffset = 0) {
  await user.type(screen.getByLabelText(/Full Name/), VALUES.fullName);
  await user.type(screen.getByLabelText(/Email Address/), VALUES.email);
  await user.type(screen.getByLabelText(/How can we help/), VALUES.message);
  await user.type(screen.getByLabelText(/Security question/), String(captchaSum() + answerOffset));
}

async function submit(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

async function sendWith(user: UserEvent, scenario: EmailScenario) {
  setEmailScenario(scenario);
  await fill(user);
  await submit(user);
}

function expectValuesKept() {
  expect(screen.getByLabelText(/Full Name/)).toHaveProperty("value", VALUES.fullName);
  expect(screen.getByLabelText(/Email Address/)).toHaveProperty("value", VALUES.email);
  expect(screen.getByLabelText(/How can we help/)).toHaveProperty("value", VALUES.message);
  expect(screen.getByLabelText(/Security question/)).not.toHaveProperty("value", "");
}

async function expectFailure(inlineTitle: RegExp) {
  await screen.findByText(inlineTitle, {}, { timeout: 3000 });
  expect(screen.getByRole("alert").textContent).toContain("Error");
  expect(screen.getByRole("alert").textContent).toContain("Failed to send message. Please try again or contact us directly.");
  expectValuesKept();
  expect(document.activeElement?.textContent).toMatch(inlineTitle);
}

async function expectSent(requests: number, timeout = 3000) {
  await screen.findByText("Your message was sent", {}, { timeout });
  expect(screen.getByRole("status").textContent).toContain("Message Sent Successfully");
  expect(screen.getByLabelText(/Full Name/)).toHaveProperty("value", "");
  expect(screen.getByLabelText(/Security question/)).toHaveProperty("value", "");
  // A new question was made for the next message.
  expect(screen.queryAllByLabelText(/Security question: what is \d+ \+ \d+\?/)).toHaveLength(1);
  expect(acceptedRequests).toHaveLength(requests);
  expect(acceptedRequests.at(-1)?.template_params).toEqual({
    from_name: VALUES.fullName,
    from_email: VALUES.email,
    phone: "Not provided",
    inquiry_type: "Myself (Personal Reputation)",
    message: VALUES.message,
  });
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
          SUBMIT_EMPTY: () => submit(user),
          SUBMIT_WRONG_CAPTCHA: async () => {
            await fill(user, 1);
            await submit(user);
          },
          FIX_CAPTCHA_AND_SEND: async () => {
            const answer = screen.getByLabelText(/Security question/);
            await user.clear(answer);
            await user.type(answer, String(captchaSum()));
            await submit(user);
          },
          SEND_OK: () => sendWith(user, "ok"),
          SEND_ANOTHER: async () => {
            await fill(user);
            await submit(user);
          },
          SEND_400: () => sendWith(user, "400"),
          SEND_403: () => sendWith(user, "403"),
          SEND_429: () => sendWith(user, "429"),
          SEND_451: () => sendWith(user, "451"),
          SEND_500: () => sendWith(user, "500"),
          SEND_NETWORK_ERROR: () => sendWith(user, "network-error"),
          // An answer that comes after the form's timeout (1.5 s here), at NODE_LATE_ANSWER_MS.
          SEND_NO_ANSWER: () => sendWith(user, "late"),
          // The visitor does nothing: the answer arrives by itself.
          WAIT_FOR_ANSWER: () => undefined,
          RETRY_OK: async () => {
            setEmailScenario("ok");
            await submit(user);
          },
        },
        states: {
          empty: () => {
            expect(screen.getByRole("button", { name: "Send Message" })).toHaveProperty("disabled", false);
            expect(screen.getByLabelText(/I'm inquiring about/)).toHaveProperty("value", "Myself (Personal Reputation)");
          },
          invalid: async () => {
            const summary = await screen.findByRole("group", { name: /There is a problem/ });
            expect(document.activeElement).toBe(summary);
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
            await waitFor(() => expect(document.activeElement).toBe(panel));
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
