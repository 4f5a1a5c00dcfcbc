/**
 * HTML_CodeSniffer (@pa11y/html_codesniffer, the engine of pa11y's `htmlcs` runner) in a page:
 * the errors of its WCAG 2 AA standard. Warnings and notices are questions for a person and are
 * not counted. It complements axe: the two rule sets overlap only in part (HTML_CodeSniffer's
 * H32, a form without a submit button, has no axe rule).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * The built, browser-ready HTML_CodeSniffer (the package's `build/HTMLCS.js`). It is evaluated
 * through the DevTools protocol, as axe is, which the page's content security policy does not
 * govern: the policy stays on for the scan (a `<script>` tag would need it bypassed).
 */
const HTMLCS_SOURCE = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve("@pa11y/html_codesniffer")), "build", "HTMLCS.js"),
  "utf8",
);

/** One message of HTML_CodeSniffer (`HTMLCS.getMessages()`), the fields read here. */
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

/** The part of the `HTMLCS` global (HTMLCS.js) used here. */
interface HtmlcsGlobal {
  ERROR: number;
  /** Runs a standard over `content`, then calls `callback`; `failCallback` if the run fails. */
  process(standard: "WCAG2AA", content: Document, callback: () => void, failCallback: () => void, language: string): void;
  getMessages(): HtmlcsMessage[];
}

/** An error as the report prints it. */
export interface HtmlcsError {
  code: string;
  message: string;
  /** The element's markup (`outerHTML`), cut at 240 characters. */
  html: string;
}

/**
 * Adds HTML_CodeSniffer to the page and runs its WCAG 2 AA standard over the document as it is
 * now (its colour sniffs read the theme in force).
 * @param page - the page, at the state to check.
 * @returns the messages of type ERROR, as plain data.
 * @throws when the run reports a failure.
 */
export async function runHtmlcs(page: Page): Promise<HtmlcsError[]> {
  await page.evaluate(HTMLCS_SOURCE);
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
export const describeHtmlcsErrors = (errors: HtmlcsError[]): string =>
  errors.map((error) => `${error.code}\n  ${error.message}\n  ${error.html}`).join("\n");
