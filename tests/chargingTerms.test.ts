/**
 * "How we charge" and the terms of service say the same thing about money (docs/decisions/046;
 * docs/content/reviewing.md, "The terms and the pages that sell a service must say the same
 * thing"): each fee term of the terms' "Fees and Payment", "Termination" and "Changes to These
 * Terms" sections is stated on the charging page in the same words, and both pages state the
 * starting ranges, the minimum term, renewal, cancellation, refunds and the process promise only
 * through the site facts' tokens (placeholders the firm confirms, README "Before going live";
 * docs/decisions/060), so they cannot disagree.
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

  it("states prices and the terms' own rules only through the site facts' tokens, the same ones the terms use", () => {
    // A dollar amount, or a term in months or years, typed into either page rather than taken from
    // the site facts (src/content/data/site.yml, to confirm; docs/decisions/060).
    // (The terms' own liability cap, "six (6) months" or US$100, is SPEC's and stays in words.)
    expect(charging).not.toMatch(/\$\s?\d|\d+\s?(?:-|\s)?(?:month|year)s?\b|(?:minimum|renews?)[^.]{0,40}\d/);
    expect(charging).toContain("{{price.table}}");
    for (const token of ["{{terms.minimumterm}}", "{{terms.renewal}}", "{{terms.cancellation}}", "{{terms.refunds}}", "{{terms.processpromise}}"]) {
      expect(charging, token).toContain(token);
      expect(terms, token).toContain(token);
    }
  });

  it("says that no result is guaranteed, as the terms do", () => {
    expect(terms).toMatch(/no guarantee of results/);
    expect(charging).toContain("no result is guaranteed");
  });
});
