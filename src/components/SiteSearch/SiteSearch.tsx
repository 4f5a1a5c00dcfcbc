import { type RefObject, memo, useRef } from "react";
import { type SearchResult, loadSearchEngine } from "../../search/engine/loadSearchEngine";
import type { SearchState } from "../../search/hooks/useSearchResults";
import { useSettledText } from "../../search/hooks/useSettledText";
import { type SiteSearch, useSiteSearch } from "../../search/hooks/useSiteSearch";
import { SearchField } from "../SearchField/SearchField";
import { MoreResults, useFocusFirstNewResult } from "../MoreResults/MoreResults";
import { Excerpt } from "./Excerpt";
import styles from "./SiteSearch.module.css";
import { canonicalPath, CONTACT_PATH, LEARNING_PATH } from "../../site/paths";
import { CONTACT_LINK_LABEL } from "../../content/actions";

/** Starts loading the engine and the index when the visitor reaches the box, before the first query. */
const preloadSearch = () => void loadSearchEngine().catch(() => undefined);

/**
 * The search box of the Learning Center hero (on a navy band; docs/decisions/007 and 015): a
 * `SearchField` whose GET form lands on `/learning/?q=…` before or without scripts, whose results
 * show once its island runs (the query then leaves the address; `useSearchQuery`). With scripts, a
 * submit keeps the page and leaves the address and the history as they are. Without them, a
 * notice says search needs JavaScript. Focusing the box starts loading the search engine and the
 * index.
 * @param search - the page's search state (`useSiteSearch`).
 */
export function SiteSearchBox({ search }: { search: Pick<SiteSearch, "draft" | "type" | "submit" | "inputRef"> }) {
  return (
    <SearchField
      landmark="Learning Center"
      label="Search the Learning Center"
      placeholder="Search articles, guides, FAQs..."
      action={canonicalPath(LEARNING_PATH)}
      value={search.draft}
      onChange={search.type}
      onSubmit={search.submit}
      onFocus={preloadSearch}
      inputRef={search.inputRef}
      onDark
    >
      Search isn&apos;t working in this browser: it needs JavaScript, which is off or did not load. If you press Search anyway, the
      words you typed go into the address bar and your browser&apos;s history. Browse the sections below instead: every guide,
      article, answer and term is one or two links away.
    </SearchField>
  );
}

/** How many results the Learning Center search shows at first, and adds at each "Show more results". */
export const RESULTS_PER_PAGE = 10;

/**
 * The status message of a search under way, answered or failed. When nothing holds every word of
 * the query, the results are its close matches and the message says so (docs/decisions/066):
 * "Nothing in the Learning Center has all of these words. 3 close matches for “brokr data”."
 */
function statusText(state: Exclude<SearchState, { status: "idle" }>, query: string): string {
  if (state.status === "loading") return "Searching…";
  if (state.status === "error") return "Search is unavailable right now. Please try again, or browse the sections below.";
  const count = state.page.total;
  if (count === 0) return `No results for “${query}”.`;
  if (state.page.closeMatches) return `Nothing in the Learning Center has all of these words. ${count} close ${count === 1 ? "match" : "matches"} for “${query}”.`;
  return `${count} ${count === 1 ? "result" : "results"} for “${query}”`;
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
 * The Learning Center search's results (docs/decisions/007 and 015), for the page body: nothing
 * before a search; then each result's type, title (its link) and an excerpt around the match with
 * the matched words marked, `RESULTS_PER_PAGE` at a time ("Show more results" adds the next ones
 * and moves focus to the first of them); the count announced politely once the visitor stops
 * typing, and that the results are close matches when nothing holds every word (docs/decisions/066);
 * no result says so and suggests the contact page.
 * @param search - the page's search state (`useSiteSearch`).
 */
export function SiteSearchResults({ search }: { search: Pick<SiteSearch, "query" | "draft" | "results" | "showMore"> }) {
  const { query, draft, results: state, showMore } = search;
  const list = useRef<HTMLOListElement>(null);
  const shown = state.status === "done" ? state.page.results.length : 0;
  const focusFirstNew = useFocusFirstNewResult(list, shown);
  if (state.status === "idle") return null;
  return (
    <section className={styles.results} aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="visually-hidden">
        Search results
      </h2>
      <ResultsStatus text={statusText(state, query)} input={draft} />
      {state.status === "done" && state.page.total === 0 ? (
        <div className={styles.empty}>
          <p>Try different or fewer words, or browse the sections below. If you cannot find what you need, ask our team through the contact page.</p>
          <a href={canonicalPath(CONTACT_PATH)}>{CONTACT_LINK_LABEL}</a>
        </div>
      ) : null}
      {state.status === "done" && state.page.total > 0 ? (
        <>
          <ResultList results={state.page.results} listRef={list} />
          <MoreResults
            shown={shown}
            total={state.page.total}
            noun="results"
            loading={state.loadingMore}
            onMore={() => {
              focusFirstNew();
              showMore();
            }}
          />
        </>
      ) : null}
    </section>
  );
}

/**
 * The results, each with its type, title (its link) and excerpt. Memoized (`React.memo`): a
 * keystroke re-renders the status, and the list only when new results arrive, in a transition
 * (docs/decisions/031).
 */
const ResultList = memo(function ResultList({ results, listRef }: { results: readonly SearchResult[]; listRef: RefObject<HTMLOListElement | null> }) {
  return (
    <ol className={styles.list} ref={listRef}>
      {results.map((result) => (
        <li key={result.id} className={styles.result}>
          <span className={styles.type}>{result.type}</span>
          <h3 className={styles.title}>
            <a href={result.url}>{result.title}</a>
          </h3>
          <p className={styles.snippet}>
            <Excerpt segments={result.excerpt} />
          </p>
        </li>
      ))}
    </ol>
  );
});

/**
 * The Learning Center's search (docs/spec.md §2 "Learning Center"; docs/decisions/007 and 015), its
 * island (`learning-search`, docs/decisions/041): the navy band with the box under the hero, then
 * the results. Plain HTML until the visitor focuses or presses inside it, or arrives with `?q=`:
 * the islands loader then hydrates it, and the text typed before is adopted.
 */
export function LearningCenterSearch() {
  const search = useSiteSearch(RESULTS_PER_PAGE);
  return (
    <>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <SiteSearchBox search={search} />
        </div>
      </div>
      <SiteSearchResults search={search} />
    </>
  );
}
