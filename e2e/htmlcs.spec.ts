/**
 * HTML_CodeSniffer (@pa11y/html_codesniffer, the engine of pa11y's `htmlcs` runner) on every
 * route of the manifest and on the not-found page: zero errors of its WCAG 2 AA standard.
 * Warnings and notices are questions for a person and are not counted. It complements axe
 * (routes.spec.ts): the two rule sets overlap only in part (HTML_CodeSniffer's H32, a form
 * without a submit button, has no axe rule).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";
import { UNKNOWN_URL, pageUrls } from "./routes";
import { expect, test, waitForHydration } from "./test";

/** The built, browser-ready HTML_CodeSniffer (the package's `build/HTMLCS.js`). */
const HTMLCS_PATH = join(dirname(createRequire(import.meta.url).resolve("@pa11y/html_codesniffer")), "build", "HTMLCS.js");

/** One message of HTML_CodeSniffer (`HTMLCS.getMessages()`), the fields this spec reads. */
interface HtmlcsMessage {
  /** `HTMLCS.ERROR`, `HTMLCS.WARNING` or `HTMLCS.NOTICE`. */
  type: number;
  /** The sniff, e.g. `WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2`. */
  code: string;
  /** The explanation in English. */
  msg: string;
  /** The element the message is about (the document for page-wide messages). */
  element: Element | Document;
}

/** The part of the `HTMLCS` global (HTMLCS.js) this spec uses. */
interface HtmlcsGlobal {
  ERROR: number;
  /** Runs a standard over `content`, then calls `callback`; `failCallback` if the run fails. */
  process(standard: "WCAG2AA", content: Document, callback: () => void, failCallback: () => void, language: string): void;
  getMessages(): HtmlcsMessage[];
}

/** An error as the report prints it. */
interface HtmlcsError {
  code: string;
  message: string;
  /** The element's markup (`outerHTML`), cut at 240 characters. */
  html: string;
}

/**
 * Injects HTML_CodeSniffer into the page and runs its WCAG 2 AA standard over the document.
 * @returns the messages of type ERROR, as plain data.
 * @throws when the script cannot be added or the run reports a failure.
 */
async function runHtmlcs(page: Page): Promise<HtmlcsError[]> {
  await page.addScriptTag({ path: HTMLCS_PATH });
  return page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlcsGlobal }).HTMLCS;
        htmlcs.process(
          "WCAG2AA",
          document,
          () => {
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === htmlcs.ERROR)
                .map((message) => {
                  const html = message.element instanceof Element ? message.element.outerHTML : "(the document)";
                  return { code: message.code, message: message.msg, html: html.length > 240 ? `${html.slice(0, 240)}…` : html };
                }),
            );
          },
          () => reject(new Error("HTML_CodeSniffer could not run on this page.")),
          "en",
        );
      }),
  );
}

/** One line per error: code, message and the element, for the failure report. */
const describeErrors = (errors: HtmlcsError[]): string =>
  errors.map((error) => `${error.code}\n  ${error.message}\n  ${error.html}`).join("\n");

// The served content security policy allows only the site's own scripts and the hashes of its
// inline ones, so it refuses the injected HTML_CodeSniffer script: bypass it for this scan only.
test.use({ bypassCSP: true });

const targets = [...pageUrls, { name: "Not found", url: UNKNOWN_URL }];

for (const { name, url } of targets) {
  test.describe(`${name} (${url})`, () => {
    if (url === UNKNOWN_URL) test.use({ expectedConsoleErrors: /status of 404/ });

    test("has no HTML_CodeSniffer WCAG 2 AA errors", async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page, "the scan covers the page in the state scripts leave it in, as pa11y's runner does");
      const errors = await runHtmlcs(page);
      expect(errors, describeErrors(errors)).toEqual([]);
    });
  });
}
