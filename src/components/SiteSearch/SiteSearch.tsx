import { type Ref, type SyntheticEvent, useId } from "react";
import { Link } from "react-router";
import { useSearchQuery } from "../../hooks/useSearchQuery";
import { Button } from "../Button/Button";
import { Excerpt } from "./Excerpt";
import { loadSearchEngine } from "./search";
import { type SearchState, useSearchResults } from "./useSearchResults";
import { useSettledText } from "./useSettledText";
import styles from "./SiteSearch.module.css";
import { canonicalPath, CONTACT_PATH, LEARNING_PATH } from "../../site/paths";

/**
 * The search box of the Learning Center hero (on a navy band): a GET form with a named field and
 * a submit button (WCAG technique H32), so a search made before or without scripts lands on
 * `/learning/?q=…`, whose results show once scripts run. With scripts, `onSubmit` keeps the page
 * and writes the query into the address. Without them, a notice says search needs JavaScript.
 */
export function SiteSearchBox({
  value,
  onChange,
  onSubmit,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The search input, for reading what was typed before hydration. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Learning Center"
      method="get"
      action={canonicalPath(LEARNING_PATH)}
      className={styles.search}
      onSubmit={(event: SyntheticEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className={styles.label}>
        Search the Learning Center
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          className={styles.input}
          placeholder="Search articles, guides, FAQs..."
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onFocus={() => void loadSearchEngine().catch(() => undefined)}
        />
        <Button type="submit" onDark size="lg">
          Search
        </Button>
      </div>
      <p className={`script-notice ${styles.notice}`}>
        Search needs JavaScript, which is off or did not load in this browser. Browse the sections below instead: every
        guide, article, answer and term is one or two links away.
      </p>
    </form>
  );
}

/** The status message of a search under way, answered or failed. */
function statusText(state: Exclude<SearchState, { status: "idle" }>, query: string): string {
  if (state.status === "loading") return "Searching…";
  if (state.status === "error") return "Search is unavailable right now. Please try again, or browse the sections below.";
  const count = state.results.length;
  return count === 0 ? `No results for “${query}”.` : `${count} ${count === 1 ? "result" : "results"} for “${query}”`;
}

/**
 * The results' status message (`role="status"`, polite), announced once the visitor stops typing
 * (WCAG 4.1.3 Status Messages; `useSettledText`). It is mounted empty with the results and gets
 * its first text only once typing settles, so the live region is in the page before it speaks,
 * and every change after that replaces its one text node: one announcement per change (several
 * text nodes, swapped as the search went from "Searching…" to its count, were announced twice,
 * and "Searching…" and the count of every prefix were announced at each keystroke).
 */
function ResultsStatus({ text, input }: { text: string; input: string }) {
  const settled = useSettledText(text, input, "");
  return (
    <p className={styles.status} role="status">
      {settled}
    </p>
  );
}

/**
 * Learning Center search (docs/decisions/007 and 015): the query lives in the URL
 * (`/learning/?q=`), read after hydration; the index and the library load on first use; results
 * show type, title, an excerpt around the match with the matched words marked, and link; the
 * count is announced politely, once the visitor stops typing; no result says so and suggests the
 * contact page.
 * @returns the box (for the hero) and the results (for the page body).
 */
export function useSiteSearch() {
  const search = useSearchQuery();
  const { query } = search;
  const state = useSearchResults(query);

  const box = <SiteSearchBox inputRef={search.inputRef} value={search.draft} onChange={search.type} onSubmit={search.submit} />;

  const shown = state.status === "idle" ? null : state;
  const results =
    shown === null ? null : (
      <section className={styles.results} aria-labelledby="search-results-heading">
        <h2 id="search-results-heading" className="visually-hidden">
          Search results
        </h2>
        <ResultsStatus text={statusText(shown, query)} input={search.draft} />
        {shown.status === "done" && shown.results.length === 0 ? (
          <div className={styles.empty}>
            <p>Try different or fewer words, or browse the sections below. If you cannot find what you need, our team can answer you directly.</p>
            <Link to={canonicalPath(CONTACT_PATH)}>Ask a specialist</Link>
          </div>
        ) : null}
        {shown.status === "done" && shown.results.length > 0 ? (
          <ol className={styles.list}>
            {shown.results.map((result) => (
              <li key={result.id} className={styles.result}>
                <span className={styles.type}>{result.type}</span>
                <h3 className={styles.title}>
                  <Link to={result.url}>{result.title}</Link>
                </h3>
                <p className={styles.snippet}>
                  <Excerpt segments={result.excerpt} />
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    );
  return { box, results };
}
