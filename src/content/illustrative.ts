/**
 * The note every case study and every case-study list carries while the stories are examples
 * written for the site (docs/product-decisions.md, decision 12: no claim about the firm without a
 * source; docs/content/claims.md). When the firm publishes real engagements (with the clients'
 * consent), it marks each real story in its frontmatter and this note goes from those pages.
 * `scripts/check-content.ts` fails the build's check when a case-study page lacks it. It says the
 * figures were made up and are not measured results (16 CFR 255.2(b): a disclaimer must not leave
 * the impression that such results are typical; docs/content/review.md, ftc-2).
 */
export const illustrativeNote = {
  label: "Illustrative example",
  /** On a case study. */
  story:
    "This story was written to show how we approach this kind of problem. It does not describe a real client: its figures were made up for this example and are not results RRR has measured or a prediction of yours. Every situation is different, results vary, and no outcome is promised.",
  /** On the lists of case studies. */
  list: "These stories are illustrative examples written to show how we approach each kind of problem. They do not describe real clients: their figures were made up for the examples and are not results RRR has measured. Every situation is different and results vary.",
} as const;
