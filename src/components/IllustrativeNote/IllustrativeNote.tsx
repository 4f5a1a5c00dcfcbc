import styles from "./IllustrativeNote.module.css";
import { illustrativeNote } from "../../content/illustrative";

/**
 * The yellow "Illustrative example" note of the case studies (`src/content/illustrative.ts`;
 * yellow is for legal notes, docs/product-decisions.md "Look and feel"): `story` on a case study,
 * `list` on the case-study lists. Plain text, so it reads in order, in print and without scripts;
 * `data-illustrative-note` lets the content check find it in the built pages.
 */
export function IllustrativeNote({ variant }: { variant: "story" | "list" }) {
  return (
    <p className={styles.note} data-illustrative-note="">
      <strong>{illustrativeNote.label}.</strong> {illustrativeNote[variant]}
    </p>
  );
}
