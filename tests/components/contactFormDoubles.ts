/**
 * What the contact form's unit, component and screen-reader tests share (docs/decisions/005): the
 * real EmailJS SDK as the form's send, answered by the MSW node server (`fixtures/node.ts`), and
 * the captcha read from the rendered label as a visitor reads it.
 */
import { screen } from "@testing-library/react";
import { fromPromise } from "xstate";
import type { ContactTemplateParams } from "../../machines/contactForm";
import { emailSettings } from "../../src/config/email";
import { sendWithEmailjs } from "../../src/email/send";

/** The real SDK against the MSW node server; the browser build adds only the worker start. */
export const sendThroughSdk = fromPromise<unknown, ContactTemplateParams>(({ input }) => sendWithEmailjs(emailSettings.templateId, input));

/**
 * The captcha's two numbers, read from its label ("Security question: what is 3 + 4?").
 * @throws Error when the form shows no question (before hydration, or a changed label).
 */
export function captchaNumbers(): readonly [number, number] {
  const id = screen.getByLabelText(/Security question/).getAttribute("id") ?? "";
  const text = document.querySelector(`label[for="${id}"]`)?.textContent ?? "";
  const match = /what is (\d+) \+ (\d+)\?/.exec(text);
  if (!match) throw new Error(`No captcha question in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

/** The right answer to the captcha on screen. */
export function captchaSum(): number {
  const [a, b] = captchaNumbers();
  return a + b;
}
