import { emailSettings } from "../config/email";

/**
 * Sends one e-mail through the EmailJS SDK (docs/spec.md §7): one POST of `{ lib_version, user_id,
 * service_id, template_id, template_params }` to `https://api.emailjs.com/api/v1.0/email/send`.
 * The SDK is loaded on first use, so pages that never send do not download it.
 *
 * @param templateId - the EmailJS template.
 * @param params - the template's variables (strings).
 * @returns the SDK's `EmailJSResponseStatus` (`{ status, text }`) on a 2xx answer.
 * @throws `EmailJSResponseStatus` on a non-2xx answer, `TypeError` on a network failure
 *   (@emailjs/browser 4.4 `send`; https://www.emailjs.com/docs/sdk/send/).
 */
export async function sendWithEmailjs(templateId: string, params: Record<string, string>): Promise<unknown> {
  const { send } = await import("@emailjs/browser");
  return send(emailSettings.serviceId, templateId, params, { publicKey: emailSettings.publicKey });
}

/**
 * Sends one e-mail as the site does: in the demo build the fake endpoint (`fixtures/browser.ts`)
 * is started first (docs/product-decisions.md, decision 10); in a build with EmailJS settings
 * `isDemoMode` is the constant `false` and the mock import is removed from the bundle. Same
 * arguments, result and errors as {@link sendWithEmailjs}.
 */
export async function sendEmail(templateId: string, params: Record<string, string>): Promise<unknown> {
  // The build-time constant itself (not a re-export of it), so the bundler drops this branch
  // and the mock chunk from a production build.
  if (__DEMO_MODE__) {
    // The one import of fixtures/ in the application (eslint.config.js's layer zones): the demo
    // build's fake EmailJS endpoint, which a production build never reaches (docs/decisions/004).
    // eslint-disable-next-line import-x/no-restricted-paths -- the demo endpoint, named above
    const { startMockEndpoint } = await import("../../fixtures/browser");
    await startMockEndpoint();
  }
  return sendWithEmailjs(templateId, params);
}
