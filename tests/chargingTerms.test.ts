/**
 * "How we charge" and the terms of service say the same thing about money (docs/decisions/046;
 * docs/content/reviewing.md, "The terms and the pages that sell a service must say the same
 * thing"): each fee term of the terms' "Fees and Payment", "Termination" and "Changes to These
 * Terms" sections is stated on the charging page in the same words, and the charging page names no
 * price, minimum term, renewal period or notice period of its own, since the terms set none
 * (placeholders the firm confirms, README "Before going live").
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** A Markdown file's text as a reader meets it: no comments, no link targets, one space between words, lowercase. */
function readable(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[[\]*_]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

const charging = readable("src/content/legal/how-we-charge.md");
const terms = readable("src/content/legal/terms.md");

/** The fee terms both pages state, word for word (the terms' own wording). */
const SHARED_TERMS = [
  "set out in your proposal or engagement agreement",
  "unless that agreement expressly says otherwise",
  "stated and payable in us dollars",
  "due in advance of the work or service period they cover",
  "generally non-refundable",
  "any exception must be stated in writing in your engagement agreement or required by law",
  "do not include applicable taxes",
  "while any amount is overdue",
  "at least 30 days' notice",
  "end an engagement as your engagement agreement provides",
];

describe("the charging page and the terms", () => {
  it.each(SHARED_TERMS)("both state “%s”", (phrase) => {
    expect(terms).toContain(phrase);
    expect(charging).toContain(phrase);
  });

  it("states no price, minimum term or renewal period the terms do not set", () => {
    // A dollar amount, or a term in months or years ("a 12-month minimum", "renews every year").
    expect(charging).not.toMatch(/\$\s?\d|\d+\s?(?:-|\s)?(?:month|year)s?\b|(?:minimum|renews?)[^.]{0,40}\d/);
    expect(charging).toContain("our terms of service say nothing about a minimum term, automatic renewal or the notice needed to stop ongoing work");
    expect(charging).toContain("any minimum term, renewal or notice period is set in your engagement agreement");
  });

  it("says that no result is guaranteed, as the terms do", () => {
    expect(terms).toMatch(/no guarantee of results/);
    expect(charging).toContain("no result is guaranteed");
  });
});
