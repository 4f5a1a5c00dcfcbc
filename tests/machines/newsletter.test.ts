import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type NewsletterEmitted, newsletterEmailError, newsletterMachine } from "../../machines/newsletter";
import { sendWithEmailjs } from "../../src/email/send";
import { toNewsletterTemplateParams } from "../../src/email/newsletter";
import { acceptedRequests, setEmailScenario } from "../../fixtures/node";
import { expectConsoleErrors } from "../console";

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

  it("checks addresses like the contact form", () => {
    expect(newsletterEmailError("name@example.com")).toBeNull();
    expect(newsletterEmailError("no spaces@example.com")).not.toBeNull();
  });
});
