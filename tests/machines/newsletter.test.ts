import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type NewsletterEmitted, newsletterEmailError, newsletterMachine } from "../../machines/newsletter";
import { sendWithEmailjs } from "../../src/email/send";
import { toNewsletterTemplateParams } from "../../src/email/newsletter";
import { acceptedRequests, setEmailScenario } from "../../fixtures/node";
import { expectConsoleErrors } from "../helpers/console";

/** The machine with the real SDK against the MSW node server and the newsletter template. */
function start() {
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise<unknown, { email: string }>(({ input }) =>
          sendWithEmailjs("template_newsletter_demo", toNewsletterTemplateParams(input.email)),
        ),
      },
    }),
  );
  const feedback: NewsletterEmitted[] = [];
  actor.on("feedback", (event) => feedback.push(event));
  return { actor: actor.start(), feedback };
}

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
    expect(acceptedRequests[0]?.template_params).toEqual({ subscriber_email: "ada@example.com" });
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

  it("treats a filled honeypot as subscribed without calling subscribe", () => {
    const subscribe = vi.fn(() => Promise.resolve("OK"));
    const actor = createActor(
      newsletterMachine.provide({ actors: { subscribe: fromPromise<unknown, { email: string }>(subscribe) } }),
    );
    const feedback: NewsletterEmitted[] = [];
    actor.on("feedback", (event) => feedback.push(event));
    actor.start();
    actor.send({ type: "EMAIL.CHANGE", value: "bot@example.com" });
    actor.send({ type: "HONEYPOT.CHANGE", value: "https://spam.example" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("subscribed");
    expect(actor.getSnapshot().context.email).toBe("");
    expect(feedback).toEqual([{ type: "feedback", outcome: "subscribed" }]);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("sends nothing through the fake endpoint when the honeypot is filled, and still checks the address first", () => {
    const { actor, feedback } = start();
    actor.send({ type: "HONEYPOT.CHANGE", value: "filled" });
    actor.send({ type: "EMAIL.CHANGE", value: "not-an-address" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toMatch(/correct format/);
    actor.send({ type: "EMAIL.CHANGE", value: "bot@example.com" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("subscribed");
    expect(feedback.map((event) => event.outcome)).toEqual(["invalid", "subscribed"]);
    expect(acceptedRequests).toHaveLength(0);
  });

  it("sends as usual when the honeypot holds only whitespace", async () => {
    const { actor } = start();
    actor.send({ type: "HONEYPOT.CHANGE", value: "  " });
    actor.send({ type: "EMAIL.CHANGE", value: "ada@example.com" });
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("subscribed"));
    expect(acceptedRequests.map((request) => request.template_params)).toEqual([{ subscriber_email: "ada@example.com" }]);
  });

  it("checks addresses like the contact form", () => {
    expect(newsletterEmailError("name@example.com")).toBeNull();
    expect(newsletterEmailError("no spaces@example.com")).not.toBeNull();
  });
});
