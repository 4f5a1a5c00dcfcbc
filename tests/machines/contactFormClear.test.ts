/**
 * "Clear this form" and "Undo" in the contact form's machine (machines/contactForm/machine.ts;
 * docs/product-decisions.md, decision 13: "the visitor can clear it"): `CLEAR` empties values,
 * errors and failure and keeps the emptied values in memory for `UNDO` during `UNDO_WINDOW_MS`;
 * it is ignored while sending. The window runs on Vitest's fake timers.
 */
import { EmailJSResponseStatus } from "@emailjs/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assign, createActor, fromPromise, waitFor } from "xstate";
import { type ContactFormEmitted, type ContactTemplateParams, UNDO_WINDOW_MS, contactFormMachine, emptyContactValues } from "../../machines/contactForm";
import { expectConsoleErrors } from "../helpers/console";

type SendImpl = () => Promise<unknown>;

/** The real machine with a fixed captcha (3 + 4) and an injected send; records `clear` events. */
function startForm(sendImpl: SendImpl = () => Promise.resolve("OK")) {
  const actor = createActor(
    contactFormMachine.provide({
      actors: { sendMessage: fromPromise<unknown, ContactTemplateParams>(() => sendImpl()) },
      actions: { generateCaptcha: assign({ captcha: { a: 3, b: 4 } }) },
    }),
  );
  const cleared: ContactFormEmitted[] = [];
  actor.on("clear", (event) => cleared.push(event));
  actor.start();
  actor.send({ type: "CAPTCHA.GENERATE" });
  return { actor, cleared };
}

const TYPED = {
  ...emptyContactValues(),
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  message: "A forum post about me is false.",
  captchaAnswer: "7",
};

function type(actor: ReturnType<typeof startForm>["actor"], values: Partial<typeof TYPED> = TYPED) {
  for (const [field, value] of Object.entries(values) as [keyof typeof TYPED, string][]) {
    actor.send({ type: "FIELD.CHANGE", field, value });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("contactForm machine, CLEAR and UNDO", () => {
  it("offers undo for 15 seconds", () => {
    expect(UNDO_WINDOW_MS).toBe(15_000);
  });

  it("empties the values, keeps them in memory for undo, and UNDO puts them back", () => {
    const { actor, cleared } = startForm();
    type(actor);
    actor.send({ type: "CLEAR" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.values).toEqual(emptyContactValues());
    expect(actor.getSnapshot().context.cleared).toEqual(TYPED);
    expect(cleared).toEqual([{ type: "clear", outcome: "cleared" }]);

    actor.send({ type: "UNDO" });
    expect(actor.getSnapshot().context.values).toEqual(TYPED);
    expect(actor.getSnapshot().context.cleared).toBeNull();
    expect(cleared.at(-1)).toEqual({ type: "clear", outcome: "restored" });
  });

  it("forgets the cleared values when the undo window ends, and UNDO then does nothing", () => {
    const { actor, cleared } = startForm();
    type(actor);
    actor.send({ type: "CLEAR" });
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(actor.getSnapshot().context.cleared).toEqual(TYPED);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.cleared).toBeNull();
    expect(cleared).toEqual([
      { type: "clear", outcome: "cleared" },
      { type: "clear", outcome: "expired" },
    ]);
    actor.send({ type: "UNDO" });
    expect(actor.getSnapshot().context.values).toEqual(emptyContactValues());
  });

  it("on an empty form says there was nothing to clear and keeps an undo already offered (a double press loses nothing)", () => {
    const { actor, cleared } = startForm();
    type(actor);
    actor.send({ type: "CLEAR" });
    vi.advanceTimersByTime(5_000);
    actor.send({ type: "CLEAR" });
    expect(cleared.at(-1)).toEqual({ type: "clear", outcome: "nothing" });
    vi.advanceTimersByTime(5_000);
    actor.send({ type: "UNDO" });
    expect(actor.getSnapshot().context.values).toEqual(TYPED);
  });

  it("a new clear after typing again replaces what undo brings back and restarts the window", () => {
    const { actor } = startForm();
    type(actor);
    actor.send({ type: "CLEAR" });
    vi.advanceTimersByTime(10_000);
    type(actor, { fullName: "Grace Hopper" });
    actor.send({ type: "CLEAR" });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: "UNDO" });
    expect(actor.getSnapshot().context.values).toEqual({ ...emptyContactValues(), fullName: "Grace Hopper" });
  });

  it("undo brings back the cleared words over anything typed since the clear", () => {
    const { actor } = startForm();
    type(actor);
    actor.send({ type: "CLEAR" });
    type(actor, { fullName: "x" });
    actor.send({ type: "UNDO" });
    expect(actor.getSnapshot().context.values).toEqual(TYPED);
  });

  it("from the error summary, empties the errors and returns to the empty form", () => {
    const { actor } = startForm();
    type(actor, { fullName: "Ada" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("invalid");
    actor.send({ type: "CLEAR" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: "UNDO" });
    expect(actor.getSnapshot().context.values.fullName).toBe("Ada");
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it("after a failed send, empties the values and the failure", async () => {
    expectConsoleErrors();
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- @emailjs/browser rejects with EmailJSResponseStatus, which is not an Error (docs/toolchain.md "EmailJS"); the test mirrors it.
    const { actor } = startForm(() => Promise.reject(new EmailJSResponseStatus(500, "Internal Server Error")));
    type(actor);
    actor.send({ type: "SUBMIT" });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("failure"));
    actor.send({ type: "CLEAR" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual(emptyContactValues());
    expect(actor.getSnapshot().context.cleared).toEqual(TYPED);
  });

  it("is ignored while sending: nothing is emptied and nothing is announced", () => {
    const { actor, cleared } = startForm(() => new Promise(() => undefined));
    type(actor);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches("sending")).toBe(true);
    actor.send({ type: "CLEAR" });
    expect(actor.getSnapshot().matches("sending")).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(TYPED);
    expect(cleared).toEqual([]);
  });

  it("ends the undo offer without a word when the visitor sends", async () => {
    const { actor, cleared } = startForm();
    type(actor);
    actor.send({ type: "CLEAR" });
    type(actor);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.cleared).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(cleared).toEqual([{ type: "clear", outcome: "cleared" }]);
  });
});
