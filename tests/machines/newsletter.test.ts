import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type NewsletterEmitted, type SubscribeInput, newsletterEmailError, newsletterMachine } from "../../machines/newsletter";
import { sendWithEmailjs } from "../../src/email/send";
import { toNewsletterTemplateParams } from "../../src/email/newsletter";
import { acceptedRequests, setEmailScenario } from "../../fixtures/node";
import { expectConsoleErrors } from "../helpers/console";

/** The machine with the real SDK against the MSW node server and the newsletter template. */
function start() {
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise<unknown, SubscribeInput>(({ input }) =>
          sendWithEmailjs("template_newsletter_demo", toNewsletterTemplateParams(input.email, input.honeypot)),
        ),
      },
    }),
  );
  const feedback: NewsletterEmitted[] = [];
  actor.on("feedback", (event) => feedback.push(event));
  return { actor: actor.start(), feedback };
}

/** The sentences of `spam_check` (README "The contact template's fields"; docs/decisions/057). */
const PASSED = "Passed: the hidden field was empty.";
const FLAGGED = "Possible automated submission: the hidden field was filled.";

describe("newsletter machine", () => {
  it("rejects a missing or malformed address inline and sends nothing", () => {
    const { actor, feedback } = start();
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.error).toBe("Enter your email address to subscribe.");
    actor.send({ type: "EMAIL.CHANGE", value: "ada@" });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.error).toMatch(/correct format/);
    expect(feedback).toEqual([
      { type: "feedback", outcome: "invalid" },
      { type: "feedback", outcome: "invalid" },
    ]);
    expect(acceptedRequests).toHaveLength(0);
  });

  it("sends one request with the address through the fake endpoint and clears the field", async () => {
    const { actor, feedback } = start();
    actor.send({ type: "EMAIL.CHANGE", value: " ada@example.com " });
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("subscribed"));
    expect(acceptedRequests).toHaveLength(1);
    expect(acceptedRequests[0]?.template_params).toEqual({ subscriber_email: "ada@example.com", spam_check: PASSED });
    expect(actor.getSnapshot().context.email).toBe("");
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "subscribed" });
  });

  it("keeps the address and logs the error when the service fails", async () => {
    const logged = expectConsoleErrors();
    setEmailScenario("500");
    const { actor, feedback } = start();
    actor.send({ type: "EMAIL.CHANGE", value: "ada@example.com" });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(actor.getSnapshot().context.email).toBe("ada@example.com");
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "failed" });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("hands the hidden field's value to subscribe with the address", async () => {
    const subscribe = vi.fn<(input: SubscribeInput) => Promise<unknown>>(() => Promise.resolve("OK"));
    const actor = createActor(
      newsletterMachine.provide({ actors: { subscribe: fromPromise<unknown, SubscribeInput>(({ input }) => subscribe(input)) } }),
    ).start();
    actor.send({ type: "EMAIL.CHANGE", value: "ada@example.com" });
    actor.send({ type: "HONEYPOT.CHANGE", value: "https://spam.example" });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("subscribed"));
    expect(subscribe.mock.calls).toEqual([[{ email: "ada@example.com", honeypot: "https://spam.example" }]]);
  });

  it("sends a sign-up whose hidden field is filled, once, marked in spam_check, and shows the usual success (docs/decisions/057)", async () => {
    const { actor, feedback } = start();
    // An autofill tool or a password manager can fill it as a bot does: the sign-up still arrives.
    actor.send({ type: "HONEYPOT.CHANGE", value: "https://spam.example" });
    actor.send({ type: "EMAIL.CHANGE", value: "not-an-address" });
    actor.send({ type: "SUBMIT" });
    // The address is checked first, as always.
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toMatch(/correct format/);
    actor.send({ type: "EMAIL.CHANGE", value: "ada@example.com" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("sending");
    await waitFor(actor, (snapshot) => snapshot.matches("subscribed"));
    expect(acceptedRequests.map((request) => request.template_params)).toEqual([{ subscriber_email: "ada@example.com", spam_check: FLAGGED }]);
    expect(actor.getSnapshot().context.email).toBe("");
    expect(feedback.map((event) => event.outcome)).toEqual(["invalid", "subscribed"]);
  });

  it("marks the sign-up as passed when the hidden field holds only whitespace", async () => {
    const { actor } = start();
    actor.send({ type: "HONEYPOT.CHANGE", value: "  " });
    actor.send({ type: "EMAIL.CHANGE", value: "ada@example.com" });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("subscribed"));
    expect(acceptedRequests.map((request) => request.template_params)).toEqual([{ subscriber_email: "ada@example.com", spam_check: PASSED }]);
  });

  it("sends the address without control or bidirectional override characters, while the field keeps what was typed (docs/decisions/057)", async () => {
    expectConsoleErrors();
    setEmailScenario("500");
    const { actor } = start();
    const typed = "\u202Eada@example.com\u0000";
    actor.send({ type: "EMAIL.CHANGE", value: typed });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(acceptedRequests.map((request) => request.template_params)).toEqual([{ subscriber_email: "ada@example.com", spam_check: PASSED }]);
    expect(actor.getSnapshot().context.email).toBe(typed);
  });

  it("checks addresses like the contact form", () => {
    expect(newsletterEmailError("name@example.com")).toBeNull();
    expect(newsletterEmailError("no spaces@example.com")).not.toBeNull();
  });
});
