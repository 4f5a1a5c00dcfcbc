import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Link } from "react-router";
import { canonicalPath } from "../../routes/manifest";
import styles from "./Markdown.module.css";

/** Internal links navigate client-side in canonical form; external ones open in a new tab safely. */
function MarkdownLink({ href = "", children, ...rest }: ComponentProps<"a">) {
  if (href.startsWith("/")) {
    return (
      <Link to={canonicalPath(href)} {...rest}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Wide tables scroll inside their own box instead of the page (WCAG 1.4.10 Reflow). */
function ScrollableTable(props: ComponentProps<"table">) {
  return (
    // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focusable wrapper lets keyboard users scroll a wide table; it is named by role="region" and aria-label.
    <div className={styles.tableWrap} role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * Renders a Markdown document's hast tree (from `src/content/markdown.server.ts`) as React
 * elements, with long-form typography: a readable measure, print styles.
 */
export function Markdown({ tree }: { tree: Root }) {
  return (
    <div className={styles.prose}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components: { a: MarkdownLink, table: ScrollableTable } })}
    </div>
  );
}
