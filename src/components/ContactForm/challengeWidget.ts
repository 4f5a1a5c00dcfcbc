import { type RecaptchaApi, loadRecaptcha } from "../../email/recaptcha";
import { RECAPTCHA_RESPONSE_PARAM } from "../../email/templates";

/** What the contact form does with a mounted challenge. */
export interface ChallengeHandle {
  /** Clears the check after a send: its token verified once and is spent. */
  reset: () => void;
}

/** The arguments of {@link mountChallenge}. */
export interface MountChallengeOptions {
  /** The empty element the widget is drawn into. */
  container: HTMLElement;
  /** The reCAPTCHA v2 site key (`VITE_EMAILJS_RECAPTCHA_SITE_KEY`). */
  siteKey: string;
  /**
   * Receives the template parameters the check adds to the send: `{ "g-recaptcha-response":
   * token }` once it is passed, `{}` when its token expires or the widget fails.
   */
  onChange: (params: Readonly<Record<string, string>>) => void;
  /** Loads `grecaptcha` (default: the page's one script, `loadRecaptcha`); tests pass a fake. */
  load?: () => Promise<RecaptchaApi>;
}

/**
 * Draws the "I'm not a robot" check of the optional server-side challenge into the contact form
 * (docs/toolchain.md "reCAPTCHA v2"; https://developers.google.com/recaptcha/docs/display#explicit_render).
 * EmailJS verifies the token when the template's settings ask it to; the token travels as the
 * template parameter `g-recaptcha-response` (`RECAPTCHA_RESPONSE_PARAM`).
 *
 * @returns a handle to reset the check after each send.
 * @throws (rejects with) an `Error` when the API script cannot be loaded.
 */
export async function mountChallenge({ container, siteKey, onChange, load = loadRecaptcha }: MountChallengeOptions): Promise<ChallengeHandle> {
  const api = await load();
  const widgetId = api.render(container, {
    sitekey: siteKey,
    callback: (token) => {
      onChange(token === "" ? {} : { [RECAPTCHA_RESPONSE_PARAM]: token });
    },
    "expired-callback": () => {
      onChange({});
    },
    "error-callback": () => {
      onChange({});
    },
  });
  return {
    reset: () => {
      api.reset(widgetId);
      onChange({});
    },
  };
}
