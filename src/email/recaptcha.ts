/**
 * Loads Google reCAPTCHA v2 ("I'm not a robot" checkbox) for the optional server-side challenge
 * (docs/toolchain.md "reCAPTCHA v2"): the API script, rendered explicitly
 * (https://developers.google.com/recaptcha/docs/display#explicit_render), is added to the page
 * only when the contact form asks for it, once. Only a build with
 * `VITE_EMAILJS_RECAPTCHA_SITE_KEY` imports this module (a dynamic import behind the build-time
 * constant), so no other build or page carries it.
 */

/** The name of the global function the API script calls once `grecaptcha` is ready (its `onload` parameter). */
const READY_CALLBACK = "rrrRecaptchaReady";

/** The API script: explicit rendering, `READY_CALLBACK` called when it is ready. */
export const RECAPTCHA_API_URL = `https://www.google.com/recaptcha/api.js?onload=${READY_CALLBACK}&render=explicit`;

/**
 * The parameters of `grecaptcha.render` the form uses
 * (https://developers.google.com/recaptcha/docs/display#render_param): the site key, and the
 * callbacks for a passed check (with its token), an expired token and a failed widget.
 */
export interface RecaptchaRenderParameters {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
}

/** The part of the `grecaptcha` JavaScript API the form uses (https://developers.google.com/recaptcha/docs/display#js_api). */
export interface RecaptchaApi {
  /** Draws the widget into `container`; returns its id. */
  render(container: HTMLElement, parameters: RecaptchaRenderParameters): number;
  /** Clears the widget `widgetId` for a new check (its token is then gone). */
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
    rrrRecaptchaReady?: () => void;
  }
}

/**
 * Makes a loader of the reCAPTCHA API for one window.
 * @param target - the window whose document gets the script.
 * @returns `load()`: the first call adds one `<script async src={RECAPTCHA_API_URL}>` to the
 *   document's head and resolves with `grecaptcha` when the script calls back; later calls return
 *   the same promise and add nothing. Creating the loader adds nothing.
 *   `load()` rejects with an `Error` when the script cannot be fetched (an extension or a
 *   filter blocking Google, offline) or calls back without the API; the script is then removed
 *   and the next call tries again.
 */
export function createRecaptchaLoader(target: Window): () => Promise<RecaptchaApi> {
  let loading: Promise<RecaptchaApi> | undefined;
  return () => {
    if (loading) return loading;
    const attempt = new Promise<RecaptchaApi>((resolve, reject) => {
      const script = target.document.createElement("script");
      const fail = (message: string) => {
        script.remove();
        reject(new Error(message));
      };
      target[READY_CALLBACK] = () => {
        const api = target.grecaptcha;
        if (api) resolve(api);
        else fail("reCAPTCHA: the API script called back without grecaptcha.");
      };
      script.src = RECAPTCHA_API_URL;
      script.async = true;
      script.addEventListener("error", () => {
        fail(`reCAPTCHA: ${RECAPTCHA_API_URL} could not be loaded.`);
      });
      target.document.head.append(script);
    });
    loading = attempt;
    // A failed attempt is forgotten (the error may come before `append` returns), so the next call tries again.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };
}

let pageLoader: (() => Promise<RecaptchaApi>) | undefined;

/**
 * Loads the reCAPTCHA API into this page, once (see {@link createRecaptchaLoader}).
 * @returns `grecaptcha`.
 * @throws (rejects with) an `Error` when the script cannot be loaded.
 */
export function loadRecaptcha(): Promise<RecaptchaApi> {
  pageLoader ??= createRecaptchaLoader(window);
  return pageLoader();
}
