import { Check } from "lucide-react";
import styles from "./CheckList.module.css";

/** A two-column list with check marks (industries, crisis types, review sites). Plain text items. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Check aria-hidden="true" size={18} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
