import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it, vi } from "vitest";
import { assign, createActor, fromPromise, waitFor } from "xstate";
import {
  CAPTCHA_WRONG_MESSAGE,
  type ContactFormEmitted,
  type ContactTemplateParams,
  EMAIL_MISSING_MESSAGE,
  EMAIL_OR_PHONE_MISSING_MESSAGE,
  PHONE_MISSING_MESSAGE,
  SAFE_CHANNELS,
  contactFormMachine,
  createCaptcha,
  emptyContactValues,
} from "../../machines/contactForm";
import { expectConsoleErrors } from "../helpers/console";

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

/**
 * The template parameters of a send that says nothing about safe contact (docs/decisions/038
 * defaults), with the hidden field left empty (docs/decisions/057).
 */
const UNSTATED = {
  safe_channels: "Not stated (reply by email)",
  voicemail: "Not stated: do not leave a voicemail or message",
  safe_call_times: "Not stated",
  time_zone: "Not stated",
  neutral_sender: "Not asked",
  spam_check: "Passed: the hidden field was empty.",
};

/** The template parameters of the message `fillValid` types, with the form's default inquiry type. */
const VALID_PARAMS = {
  from_name: "Ada Lovelace",
  from_email: "ada@example.com",
  phone: "Not provided",
  inquiry_type: "Myself (Personal Reputation)",
  message: "A forum post about me is false.",
  ...UNSTATED,
};

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
    expect(actor.getSnapshot().context.errors.email).toBe("Enter your email address.");
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
    expect(actor.getSnapshot().value).toEqual({ sending: "waiting" });
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(sendSpy).toHaveBeenCalledWith({ ...VALID_PARAMS, inquiry_type: "General Inquiry/Other" });
    const { values, captcha } = actor.getSnapshot().context;
    expect(values).toEqual(emptyContactValues());
    expect(values.inquiryType).toBe("Myself (Personal Reputation)");
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
    [new EmailJSResponseStatus(0, "Network error"), "blocked"],
    [new TypeError("Failed to fetch"), "blocked"],
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

  it("fails as offline, not blocked, when the browser says it is offline", async () => {
    expectConsoleErrors();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { actor, feedback } = startForm(() => Promise.reject(new TypeError("Failed to fetch")));
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches("failure"));
    expect(actor.getSnapshot().context.failure).toBe("offline");
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "failed", failure: "offline" });
  });

  /** A send that settles only when the test says so, counting its calls. */
  function heldSend() {
    const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    const impl: SendImpl = () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
      });
    return { impl, pending };
  }

  it("says a send is overdue after the timeout, keeps waiting, and shows a late success as a success", async () => {
    const { impl, pending } = heldSend();
    const { actor, sendSpy, feedback } = startForm(impl, 20);
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches({ sending: "waiting" })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ sending: "overdue" }));
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "overdue" });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.values.message).toBe("A forum post about me is false.");

    pending[0]?.resolve("OK");
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "sent" });
    expect(actor.getSnapshot().context.values.message).toBe("");
    expect(sendSpy).toHaveBeenCalledTimes(1);
  });

  it("sends nothing more when Send is pressed while a send is overdue, and says it is still waiting", async () => {
    const { impl, pending } = heldSend();
    const { actor, sendSpy, feedback } = startForm(impl, 20);
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches({ sending: "overdue" }));
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches({ sending: "overdue" })).toBe(true);
    expect(feedback.slice(-2)).toEqual([
      { type: "feedback", outcome: "still-waiting" },
      { type: "feedback", outcome: "still-waiting" },
    ]);
    expect(sendSpy).toHaveBeenCalledTimes(1);
    pending[0]?.resolve("OK");
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(sendSpy).toHaveBeenCalledTimes(1);
  });

  it("fails when an overdue send fails, keeps every value, and then a retry sends again", async () => {
    const logged = expectConsoleErrors();
    const { impl, pending } = heldSend();
    const { actor, sendSpy, feedback } = startForm(impl, 20);
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (snapshot) => snapshot.matches({ sending: "overdue" }));
    pending[0]?.reject(new EmailJSResponseStatus(500, "Internal Server Error"));
    await waitFor(actor, (snapshot) => snapshot.matches("failure"));
    expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "failed", failure: "unavailable" });
    expect(actor.getSnapshot().context.values.message).toBe("A forum post about me is false.");
    expect(logged).toHaveBeenCalledTimes(1);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().matches({ sending: "waiting" })).toBe(true);
    pending[1]?.resolve("OK");
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(sendSpy).toHaveBeenCalledTimes(2);
  });

  describe("with the optional challenge (docs/toolchain.md \"reCAPTCHA v2\")", () => {
    const TOKEN = { "g-recaptcha-response": "token-1" };

    it("is off unless the page reports one: a valid form sends without it", async () => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      fillValid(actor);
      actor.send({ type: "SUBMIT" });
      await waitFor(actor, (snapshot) => snapshot.matches("success"));
      expect(Object.keys(sendSpy.mock.calls[0]?.[0] ?? {})).not.toContain("g-recaptcha-response");
    });

    it("sends nothing and loses nothing while the check is not passed", () => {
      const { actor, sendSpy, feedback } = startForm(() => Promise.resolve("OK"));
      actor.send({ type: "CHALLENGE.CHANGE", params: {} });
      fillValid(actor);
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toBe("challengeMissing");
      expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "challenge-missing" });
      expect(actor.getSnapshot().context.values).toMatchObject({ fullName: "Ada Lovelace", captchaAnswer: "7" });
      expect(sendSpy).not.toHaveBeenCalled();
    });

    it("reports the fields' problems first", () => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      actor.send({ type: "CHALLENGE.CHANGE", params: {} });
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toBe("invalid");
      expect(sendSpy).not.toHaveBeenCalled();
    });

    it("adds the token to the template parameters, then asks for a new check after the send", async () => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      actor.send({ type: "CHALLENGE.CHANGE", params: {} });
      fillValid(actor);
      actor.send({ type: "SUBMIT" });
      actor.send({ type: "CHALLENGE.CHANGE", params: TOKEN });
      actor.send({ type: "SUBMIT" });
      await waitFor(actor, (snapshot) => snapshot.matches("success"));
      expect(sendSpy).toHaveBeenCalledTimes(1);
      expect(sendSpy.mock.calls[0]?.[0]).toEqual({ ...VALID_PARAMS, "g-recaptcha-response": "token-1" });
      // The token verified once: the next message needs a new check.
      expect(actor.getSnapshot().context.challenge).toEqual({});
      fillValid(actor);
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toBe("challengeMissing");
    });

    it("asks for a new check after a failed send too, keeping every value", async () => {
      expectConsoleErrors();
      const { impl, pending } = heldSend();
      const { actor } = startForm(impl);
      actor.send({ type: "CHALLENGE.CHANGE", params: TOKEN });
      fillValid(actor);
      actor.send({ type: "SUBMIT" });
      pending[0]?.reject(new EmailJSResponseStatus(400, "reCAPTCHA: The g-recaptcha-response parameter not found"));
      await waitFor(actor, (snapshot) => snapshot.matches("failure"));
      expect(actor.getSnapshot().context.challenge).toEqual({});
      expect(actor.getSnapshot().context.values.message).toBe("A forum post about me is false.");
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toBe("challengeMissing");
    });
  });

  describe("the hidden field (docs/decisions/057)", () => {
    it("sends a message whose hidden field is filled, once, marked in spam_check, and shows the usual success", async () => {
      const { actor, sendSpy, feedback } = startForm(() => Promise.resolve("OK"));
      fillValid(actor);
      // An autofill tool or a password manager can fill it as a bot does: the words still arrive.
      actor.send({ type: "HONEYPOT.CHANGE", value: "https://spam.example" });
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toEqual({ sending: "waiting" });
      await waitFor(actor, (snapshot) => snapshot.matches("success"));
      expect(sendSpy).toHaveBeenCalledTimes(1);
      expect(sendSpy.mock.calls[0]?.[0]).toEqual({ ...VALID_PARAMS, spam_check: "Possible automated submission: the hidden field was filled." });
      // The hidden field's text itself is never sent.
      expect(Object.values(sendSpy.mock.calls[0]?.[0] ?? {})).not.toContain("https://spam.example");
      expect(feedback.at(-1)).toEqual({ type: "feedback", outcome: "sent" });
      // Emptied with the form, so the next message starts unmarked.
      expect(actor.getSnapshot().context.honeypot).toBe("");
    });

    it("marks the message as passed when the hidden field holds only white space", async () => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      fillValid(actor);
      actor.send({ type: "HONEYPOT.CHANGE", value: "  " });
      actor.send({ type: "SUBMIT" });
      await waitFor(actor, (snapshot) => snapshot.matches("success"));
      expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({ spam_check: "Passed: the hidden field was empty." });
    });

    it("still checks the fields and the captcha first: a filled hidden field sends nothing the visitor has not got right", () => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      actor.send({ type: "HONEYPOT.CHANGE", value: "filled" });
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toBe("invalid");
      fillValid(actor, "8");
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toBe("captchaRejected");
      expect(sendSpy).not.toHaveBeenCalled();
    });
  });

  describe("clean text to the firm (docs/decisions/057)", () => {
    it("sends every parameter without control or bidirectional override characters, while the form keeps what was typed", async () => {
      const { impl, pending } = heldSend();
      const { actor, sendSpy } = startForm(impl);
      fillValid(actor);
      const typed = {
        fullName: "Ada\u0000 Lovelace\u202E",
        email: "\u2066ada@example.com\u2069",
        message: "Line one\r\nLine \u202Eowt\u202C two\u0085\n\tIndented, \u05E9\u05DC\u05D5\u05DD and \u0645\u0631\u062D\u0628\u0627 \u{1F44B}\u007F",
        safeTimes: "After 6\u0000 pm\u009B",
      } as const;
      for (const [field, value] of Object.entries(typed) as [keyof typeof typed, string][]) {
        actor.send({ type: "FIELD.CHANGE", field, value });
      }
      actor.send({ type: "CHALLENGE.CHANGE", params: { "g-recaptcha-response": "token\u202E-1" } });
      actor.send({ type: "SUBMIT" });
      expect(actor.getSnapshot().value).toEqual({ sending: "waiting" });
      expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({
        from_name: "Ada Lovelace",
        from_email: "ada@example.com",
        message: "Line one\nLine owt two\n\tIndented, \u05E9\u05DC\u05D5\u05DD and \u0645\u0631\u062D\u0628\u0627 \u{1F44B}",
        safe_call_times: "After 6 pm",
        "g-recaptcha-response": "token-1",
      });
      // What the visitor sees in the form is what they typed.
      expect(actor.getSnapshot().context.values).toMatchObject(typed);
      pending[0]?.resolve("OK");
      await waitFor(actor, (snapshot) => snapshot.matches("success"));
    });
  });

  it("restores a draft without touching the captcha answer", () => {
    const { actor } = startForm(() => Promise.resolve("OK"));
    actor.send({ type: "DRAFT.RESTORE", values: { fullName: "Grace", message: "Kept" } });
    expect(actor.getSnapshot().context.values).toMatchObject({ fullName: "Grace", message: "Kept", captchaAnswer: "" });
  });

  describe("how it is safe to reach the visitor (docs/decisions/038)", () => {
    /**
     * Every safe channel with every combination of a blank or given e-mail address and phone
     * number: the problems the form lists (`null`: it sends).
     */
    const CASES = [
      // Not said: the reply goes by e-mail, so the address is required, as docs/spec.md §5 has it.
      { channel: "", email: false, phone: false, errors: { email: EMAIL_MISSING_MESSAGE } },
      { channel: "", email: false, phone: true, errors: { email: EMAIL_MISSING_MESSAGE } },
      { channel: "", email: true, phone: false, errors: null },
      { channel: "", email: true, phone: true, errors: null },
      { channel: "email", email: false, phone: false, errors: { email: EMAIL_MISSING_MESSAGE } },
      { channel: "email", email: false, phone: true, errors: { email: EMAIL_MISSING_MESSAGE } },
      { channel: "email", email: true, phone: false, errors: null },
      { channel: "email", email: true, phone: true, errors: null },
      { channel: "phone", email: false, phone: false, errors: { phone: PHONE_MISSING_MESSAGE } },
      { channel: "phone", email: false, phone: true, errors: null },
      { channel: "phone", email: true, phone: false, errors: { phone: PHONE_MISSING_MESSAGE } },
      { channel: "phone", email: true, phone: true, errors: null },
      { channel: "either", email: false, phone: false, errors: { email: EMAIL_OR_PHONE_MISSING_MESSAGE } },
      { channel: "either", email: false, phone: true, errors: null },
      { channel: "either", email: true, phone: false, errors: null },
      { channel: "either", email: true, phone: true, errors: null },
    ] as const;

    it("covers every channel, and no channel twice with the same details", () => {
      expect(new Set(CASES.map(({ channel }) => channel))).toEqual(new Set(["", ...SAFE_CHANNELS]));
      expect(new Set(CASES.map(({ channel, email, phone }) => `${channel}/${String(email)}/${String(phone)}`)).size).toBe(CASES.length);
    });

    it.each(CASES)("channel '$channel', email given: $email, phone given: $phone", async ({ channel, email, phone, errors }) => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      actor.send({ type: "FIELD.CHANGE", field: "fullName", value: "Ada Lovelace" });
      actor.send({ type: "FIELD.CHANGE", field: "safeChannel", value: channel });
      if (email) actor.send({ type: "FIELD.CHANGE", field: "email", value: "ada@example.com" });
      if (phone) actor.send({ type: "FIELD.CHANGE", field: "phone", value: "+1 214 555 0100" });
      actor.send({ type: "FIELD.CHANGE", field: "message", value: "Please call me." });
      actor.send({ type: "FIELD.CHANGE", field: "captchaAnswer", value: "7" });
      actor.send({ type: "SUBMIT" });
      if (errors === null) {
        await waitFor(actor, (snapshot) => snapshot.matches("success"));
        expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({
          from_email: email ? "ada@example.com" : "Not provided",
          phone: phone ? "+1 214 555 0100" : "Not provided",
        });
      } else {
        expect(actor.getSnapshot().value).toBe("invalid");
        expect(actor.getSnapshot().context.errors).toEqual(errors);
        expect(sendSpy).not.toHaveBeenCalled();
      }
    });

    it("still checks an e-mail address given with phone only", () => {
      const { actor } = startForm(() => Promise.resolve("OK"));
      fillValid(actor);
      actor.send({ type: "FIELD.CHANGE", field: "safeChannel", value: "phone" });
      actor.send({ type: "FIELD.CHANGE", field: "phone", value: "+1 214 555 0100" });
      actor.send({ type: "FIELD.CHANGE", field: "email", value: "ada@" });
      actor.send({ type: "SUBMIT" });
      expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(["email"]);
    });

    it("sends phone only, no voicemail, after 6 pm and a neutral sender in words the firm reads as they are", async () => {
      const { actor, sendSpy } = startForm(() => Promise.resolve("OK"));
      fillValid(actor);
      for (const [field, value] of [
        ["email", ""],
        ["phone", "+1 214 555 0100"],
        ["safeChannel", "phone"],
        ["voicemail", "no"],
        ["safeTimes", " After 6 pm "],
        ["timeZone", "Pacific Time"],
        ["neutralSender", "yes"],
      ] as const) {
        actor.send({ type: "FIELD.CHANGE", field, value });
      }
      actor.send({ type: "SUBMIT" });
      await waitFor(actor, (snapshot) => snapshot.matches("success"));
      expect(sendSpy.mock.calls[0]?.[0]).toMatchObject({
        from_email: "Not provided",
        safe_channels: "Phone only: do not email",
        voicemail: "Do not leave a voicemail or message",
        safe_call_times: "After 6 pm",
        time_zone: "Pacific Time",
        neutral_sender: "Yes: no firm name in the subject line, any voicemail or the caller ID name",
      });
    });

    it("keeps a choice only when it is one of its list, whatever a control or a draft sends", () => {
      const { actor } = startForm(() => Promise.resolve("OK"));
      actor.send({ type: "FIELD.CHANGE", field: "safeChannel", value: "carrier pigeon" });
      actor.send({ type: "FIELD.CHANGE", field: "timeZone", value: "Mars Time" });
      actor.send({ type: "FIELD.CHANGE", field: "neutralSender", value: "on" });
      actor.send({ type: "FIELD.CHANGE", field: "inquiryType", value: "Something else" });
      expect(actor.getSnapshot().context.values).toMatchObject({ safeChannel: "", timeZone: "", neutralSender: "", inquiryType: "Myself (Personal Reputation)" });
    });
  });

  describe("the draft's limit in an open tab (DRAFT.EXPIRE)", () => {
    it("empties the form without an undo and says so once", () => {
      const { actor } = startForm(() => Promise.resolve("OK"));
      const cleared: ContactFormEmitted[] = [];
      actor.on("clear", (event) => cleared.push(event));
      fillValid(actor);
      actor.send({ type: "CLEAR" });
      actor.send({ type: "FIELD.CHANGE", field: "message", value: "Typed after the clear" });
      actor.send({ type: "DRAFT.EXPIRE" });
      const { values, cleared: undoable } = actor.getSnapshot().context;
      expect(values).toEqual(emptyContactValues());
      expect(undoable).toBeNull();
      expect(cleared.map((event) => event.outcome)).toEqual(["cleared", "timed-out"]);
      actor.send({ type: "DRAFT.EXPIRE" });
      expect(cleared).toHaveLength(2);
    });

    it("is ignored while a send is on its way", () => {
      const { actor } = startForm(() => new Promise(() => undefined));
      fillValid(actor);
      actor.send({ type: "SUBMIT" });
      actor.send({ type: "DRAFT.EXPIRE" });
      expect(actor.getSnapshot().matches("sending")).toBe(true);
      expect(actor.getSnapshot().context.values.fullName).toBe("Ada Lovelace");
    });
  });
});
