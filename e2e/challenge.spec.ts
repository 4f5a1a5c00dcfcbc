/**
 * The optional "I'm not a robot" check (README "Optional 'I'm not a robot' check (reCAPTCHA)";
 * docs/toolchain.md "reCAPTCHA v2"), in the demo build made with it on (`npm run build:challenge`,
 * Google's published test site key). The stand-in endpoint (`fixtures/emailjs.ts`) then rejects a
 * contact send without the check's token, as EmailJS does when the template asks for it.
 *
 * Google's script is out of this machine's reach: a stand-in served at its address draws a
 * checkbox through the same API (`grecaptcha.render` with `callback`, the `onload` callback the
 * site names), so the test exercises the site's loading, its policy and its sending, not Google.
 */
import type { Page } from "@playwright/test";
import { expectValuesKept, fillForm, openContactForm, recordSends } from "./helpers/contact";
import { expect, test } from "./helpers/test";

/** Where the site loads Google's script from (src/email/recaptcha.ts). */
const GOOGLE_RECAPTCHA = "https://www.google.com/recaptcha/";

/** A stand-in for Google's explicit-render API: a labelled checkbox whose tick gives a token. */
const STAND_IN_API = `
window.grecaptcha = {
  render: function (container, parameters) {
    var box = document.createElement("input");
    box.type = "checkbox";
    box.id = "stand-in-recaptcha";
    var label = document.createElement("label");
    label.htmlFor = box.id;
    label.textContent = "I'm not a robot";
    box.addEventListener("change", function () { parameters.callback(box.checked ? "stand-in-token" : ""); });
    container.append(box, label);
    return 0;
  },
  reset: function () { var box = document.getElementById("stand-in-recaptcha"); if (box) box.checked = false; }
};
var ready = new URL(document.currentScript.src).searchParams.get("onload");
if (ready && typeof window[ready] === "function") window[ready]();
`;

/** Records the requests to Google's reCAPTCHA and answers its script with the stand-in. */
async function standInForGoogle(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(GOOGLE_RECAPTCHA)) requests.push(request.url());
  });
  await page.route(`${GOOGLE_RECAPTCHA}**`, (route) => route.fulfill({ contentType: "text/javascript", body: STAND_IN_API }));
  return requests;
}

test("the check loads once the visitor starts the form, is required, and its token goes with the message", async ({ page }) => {
  const google = await standInForGoogle(page);
  const sends = recordSends(page);
  await openContactForm(page);
  expect(google).toEqual([]);

  await fillForm(page);
  await expect.poll(() => google.length).toBe(1);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("link", { name: "Complete the 'I'm not a robot' check, then select Send message again." })).toBeVisible();
  expect(sends).toHaveLength(0);
  await expectValuesKept(page);

  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("group", { name: "Your message was sent" })).toBeFocused();
  expect(sends).toHaveLength(1);
  const body: unknown = JSON.parse(sends[0]?.postData() ?? "{}");
  expect(body).toMatchObject({ template_params: { "g-recaptcha-response": "stand-in-token" } });
  expect(google).toHaveLength(1);
});

test("pages without the form make no request to Google, and the policy allows it only in this build", async ({ page, request }) => {
  const google = await standInForGoogle(page);
  await page.goto("/");
  await page.goto("/services/individuals/online-harassment-solutions/");
  expect(google).toEqual([]);
  const policy = (await request.get("/contact/")).headers()["content-security-policy"] ?? "";
  expect(policy).toContain(GOOGLE_RECAPTCHA);
});
