import styles from "./Markdown.module.css";

/**
 * Long-form text (articles, guides, case studies, legal pages) with a readable measure and print
 * styles. The HTML is made at build time from the Markdown by `src/content/markdown.server.ts`,
 * which drops any raw HTML in the source, fixes link forms and wraps tables; rendering it as a
 * string keeps the Markdown runtime out of the browser and makes hydration cheap.
 */
export function Markdown({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
