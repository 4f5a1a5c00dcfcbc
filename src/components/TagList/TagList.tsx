import styles from "./TagList.module.css";

interface TagListProps {
  tags: readonly string[];
  /** Names the list for screen readers, e.g. "Tags" or "Categories". */
  label: string;
  tone?: "light" | "dark";
}

/** Tag or category chips, as a labelled list. */
export function TagList({ tags, label, tone = "light" }: TagListProps) {
  return (
    <ul className={[styles.list, tone === "dark" ? styles.dark : ""].join(" ")} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
