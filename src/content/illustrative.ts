/**
 * The note every case study and every case-study list carries while the stories are examples
 * written for the site (docs/product-decisions.md, decision 12: no claim about the firm without a
 * source; docs/content/claims.md). When the firm publishes real engagements (with the clients'
 * consent), it marks each real story in its frontmatter and this note goes from those pages.
 * `scripts/check-content.ts` fails the build's check when a case-study page lacks it.
 */
export const illustrativeNote = {
  label: "Illustrative example",
  /** On a case study. */
  story:
    "This story was written to show how we approach this kind of problem. It does not describe a real client, and its figures are examples. Every situation is different, results vary, and no outcome is promised.",
  /** On the lists of case studies. */
  list: "These stories are illustrative examples written to show how we approach each kind of problem. They do not describe real clients, and their figures are examples. Every situation is different and results vary.",
} as const;
