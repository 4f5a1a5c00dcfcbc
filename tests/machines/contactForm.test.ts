import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it, vi } from "vitest";
import { assign, createActor, fromPromise, waitFor } from "xstate";
import {
  CAPTCHA_WRONG_MESSAGE,
  type ContactFormEmitted,
  type ContactTemplateParams,
  contactFormMachine,
  createCaptcha,
} from "../../machines/contactForm";
import { expectConsoleErrors } from "../console";

type SendImpl = (params: ContactTemplateParams) => Promise<unknown>;

/** The real machine with a fixed captcha (3 + 4) and an injected send. */
function startForm(sendImpl: SendImpl, sendTimeout = 15_000) {
  const sendSpy = vi.fn(sendImpl);
  const actor = createActor(
    contactFormMachine.provide({
      actors: { sendMessage: fromPromise<unknown, ContactTemplateParams>(({ input }) => sendSpy(input)) },
      actions: { generateCaptcha: assign({ captcha: { a: 3, b: 4 } }) },
      delays: { sendTimeout },
    }),
  );
  const feedback: ContactFormEmitted[] = [];
  actor.on("feedback", (event) => feedback.push(event));
  actor.start();
  actor.send({ type: "CAPTCHA.GENERATE" });
  return { actor, sendSpy, feedback };
}

function fillValid(actor: ReturnType<typeof startForm>["actor"], captchaAnswer = "7") {
  actor.send({ type: "FIELD.CHANGE", field: "fullName", value: "Ada Lovelace" });
  actor.send({ type: "FIELD.CHANGE", field: "email", value: "ada@example.com" });
  actor.send({ type: "FIELD.CHANGE", field: "message", value: "A forum post about me is false." });
  actor.send({ type: "FIELD.CHANGE", field: "captchaAnswer", value: captchaAnswer });
}

describe("contactForm machine", () => {
  it("starts idle with no captcha until CAPTCHA.GENERATE (nothing random during prerender)", () => {
    const actor = createActor(contactFormMachine).start();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.captcha).toBeNull();
    expect(actor.getSnapshot().context.values.inquiryType).toBe("Myself (Personal Reputation)");
  });

  it("makes captcha operands from 1 to 10 (SPEC §9)", () => {
    expect(createCaptcha(() => 0)).toEqual({ a: 1, b: 1 });
    expect(createCaptcha(() => 0.9999)).toEqual({ a: 10, b: 10 });
  });

  it("lists every missing required field and sends nothing", () => {
    const { actor, sendSpy, feedback } = startForm(() => Promise.resolve("OK"));
    actor.send({ type: "SUBMIT" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("invalid");
    expect(Object.keys(snapshot.context.errors).sort()).toEqual(["captchaAnswer", "email", "fullName", "message"]);
    expect(feedback).toEqual([{ type: "feedback", outcome: "invalid" }]);
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it("rejects a malformed email and over-long fields with messages that give the limit", () => {
    const { actor } = startForm(() => Promise.resolve("OK"));
    fillValid(actor);
    actor.send({ type: "FIELD.CHANGE", field: "email", value: "ada@example" });
    actor.send({ type: "FIELD.CHANGE", field: "message", value: "x".repeat(5001) });
    actor.send({ type: "FIELD.CHANGE", field: "fullName", value: "n".repeat(101) });
    actor.send({ type: "SUBMIT" });
    const { errors } = actor.getSnapshot().context;
    expect(errors.email).toMatch(/correct format/);
    expect(errors.message).toMatch(/5,000 characters or fewer. It has 5,001/);
    expect(errors.fullName).toMatch(/100 characters or fewer/);
  });

  it("clears a field's error as soon as the visitor edits it", () => {
    const { actor } = startForm(() => Promise.resolve("OK"));
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "FIELD.CHANGE", field: "fullName", value: "A" });
    expect(actor.getSnapshot().context.errors.fullName).toBeUndefined();
    expect(actor.getSnapshot().context.errors.email).toBeDefined();
  });

  it("a wrong captcha answer sends nothing and keeps every value (SPEC §5, §8)", () => {
    const { actor, sendSpy, feedback } = startForm(() => Promise.resolve("OK"));
    fillValid(actor, "8");
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("captchaRejected");
    expect(actor.getSnapshot().context.errors).toEqual({ captchaAnswer: CAPTCHA_WRONG_MESSAGE });
    expect(actor.getSnapshot().context.values.fullName).toBe("Ada Lovelace");
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "captcha-rejected" });
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it("sends SPEC §7's template_params, then resets the form and makes a new captcha", async () => {
    const { actor, sendSpy, feedback } = startForm(() => Promise.resolve("OK"));
    fillValid(actor);
    actor.send({ type: "FIELD.CHANGE", field: "inquiryType", value: "General Inquiry/Other" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("sending");
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(sendSpy).toHaveBeenCalledWith({
      from_name: "Ada Lovelace",
      from_email: "ada@example.com",
      phone: "Not provided",
      inquiry_type: "General Inquiry/Other",
      message: "A forum post about me is false.",
    });
    const { values, captcha } = actor.getSnapshot().context;
    expect(values).toEqual({
      fullName: "",
      email: "",
      phone: "",
      inquiryType: "Myself (Personal Reputation)",
      message: "",
      captchaAnswer: "",
    });
    expect(captcha).not.toBeNull();
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "sent" });
  });

  it("ignores SUBMIT while sending, so a double click sends one request", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const { actor, sendSpy } = startForm(() => new Promise((done) => (resolve = done)));
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "SUBMIT" });
    resolve("OK");
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(sendSpy).toHaveBeenCalledTimes(1);
  });

  it.each([
    [new EmailJSResponseStatus(429, "Too Many Requests"), "rate-limited"],
    [new EmailJSResponseStatus(400, "Bad Request"), "unavailable"],
    [new EmailJSResponseStatus(451, "Unavailable For Headless Browser"), "unavailable"],
    [new EmailJSResponseStatus(500, "Internal Server Error"), "unavailable"],
    [new TypeError("Failed to fetch"), "offline"],
  ])("on %o it fails as %s, logs the error and keeps every value", async (error, failure) => {
    const logged = expectConsoleErrors();
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- @emailjs/browser rejects with EmailJSResponseStatus, which is not an Error (docs/toolchain.md "EmailJS"); the test mirrors it.
    const { actor, feedback } = startForm(() => Promise.reject(error));
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("failure"));
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().context.values.message).toBe("A forum post about me is false.");
    expect(actor.getSnapshot().context.values.captchaAnswer).toBe("7");
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "failed", failure });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("fails with a timeout when the send does not settle in time, and a retry can succeed", async () => {
    expectConsoleErrors();
    let attempts = 0;
    const { actor } = startForm(() => {
      attempts += 1;
      return attempts === 1 ? new Promise(() => undefined) : Promise.resolve("OK");
    }, 20);
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("failure"));
    expect(actor.getSnapshot().context.failure).toBe("timeout");
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(attempts).toBe(2);
  });

  it("treats a filled honeypot as sent without sending anything", () => {
    const { actor, sendSpy, feedback } = startForm(() => Promise.resolve("OK"));
    fillValid(actor);
    actor.send({ type: "HONEYPOT.CHANGE", value: "https://spam.example" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("success");
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "sent" });
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it("restores a draft without touching the captcha answer", () => {
    const { actor } = startForm(() => Promise.resolve("OK"));
    actor.send({ type: "DRAFT.RESTORE", values: { fullName: "Grace", message: "Kept" } });
    expect(actor.getSnapshot().context.values).toMatchObject({ fullName: "Grace", message: "Kept", captchaAnswer: "" });
  });
});
