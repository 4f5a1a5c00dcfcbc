import { type RefObject, startTransition, useEffect, useRef, useState } from "react";
import { type SetURLSearchParams, useSearchParams } from "react-router";
import { useAdoptTypedValue } from "../../hooks/typedBeforeHydration";
import { useQueryStringReady } from "../../hooks/useQueryStringReady";

/** What `useSearchQuery` gives a search box and the list it filters. */
export interface SearchQuery {
  /**
   * The applied query, which the results follow: the text in the box once it has stayed unchanged
   * for `QUERY_DELAY_MS`, or at once on a submit (the address's `?q=` follows later still).
   */
  readonly query: string;
  /** The text in the box, which follows the address's `?q=` when it changes from outside the box. */
  readonly draft: string;
  /** Whether the page may apply the query string yet (`useQueryStringReady`). */
  readonly queryReady: boolean;
  /** The address's parameters and their setter (`useSearchParams`), for the page's other ones. */
  readonly params: URLSearchParams;
  readonly setParams: SetURLSearchParams;
  /** Goes on the search input: text typed there before hydration becomes the query. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /**
   * For the input's `onChange`: the box shows `value`, the results follow, and the address follows
   * once typing pauses (`ADDRESS_DELAY_MS`, history `replace`).
   */
  readonly type: (value: string) => void;
  /** For the form's submit: the draft becomes the query in a new history entry. */
  readonly submit: () => void;
  /** Empties the box (the caller then navigates to the unfiltered list). */
  readonly clearDraft: () => void;
}

/**
 * How long the box must stay unchanged before the results follow it, ms: shorter than the pause
 * between two keystrokes of most typists' words, longer than a fast typist's gap between letters,
 * so a word typed in one go redraws the results once, not once per letter, and each keystroke
 * only echoes its letter (INP; docs/decisions/031).
 */
export const QUERY_DELAY_MS = 150;

/**
 * How long the box must stay unchanged before the address follows it, ms. Writing the address is
 * a navigation: React Router re-renders the whole page for it and the browser records a history
 * state. Done on every keystroke it cost more than the search itself (`history.replaceState` and
 * the page's re-render, docs/decisions/031); done once typing pauses, a shared or reloaded
 * address still holds the query.
 */
export const ADDRESS_DELAY_MS = 400;

/** The `?q=` value a box's text stands for: none (`""`) for blank text. */
const addressValue = (text: string) => (text.trim() === "" ? "" : text);

/** `params` with `?q=` set to `text`, or without `?q=` for blank text; the other parameters kept. */
function withQuery(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (addressValue(text) === "") next.delete("q");
  else next.set("q", text);
  return next;
}

/**
 * A search box whose query lives in the address (`?q=`; docs/product-decisions.md, decision 11):
 * the query is read after hydration; typing filters as the visitor types, and the address follows
 * once typing pauses (history `replace`, keeping its other parameters; docs/decisions/031); a
 * submit pushes a history entry at once; the box follows the address when it changes from outside
 * (back button, a shared link; adjusted while rendering,
 * https://react.dev/learn/you-might-not-need-an-effect), and text typed before hydration is
 * adopted. Used by the Learning Center search and the blog list.
 */
export function useSearchQuery(): SearchQuery {
  const queryReady = useQueryStringReady();
  const [params, setParams] = useSearchParams();
  const addressQuery = queryReady ? (params.get("q") ?? "") : "";
  const [draft, setDraft] = useState(addressQuery);
  const [seenAddressQuery, setSeenAddressQuery] = useState(addressQuery);
  // The value this hook last wrote into the address: when the address arrives at it, the change
  // is the box's own, and the box (which may hold newer keystrokes by then) keeps its text.
  const [written, setWritten] = useState<string | null>(null);
  const [query, setQuery] = useState(addressQuery);

  if (addressQuery !== seenAddressQuery) {
    setSeenAddressQuery(addressQuery);
    if (addressQuery === written) setWritten(null);
    else {
      // A change from outside the box (a shared link read after hydration, the back button):
      // the box and the results follow it at once.
      setDraft(addressQuery);
      setQuery(addressQuery);
    }
  }

  // The results follow the box once it has stayed unchanged for `QUERY_DELAY_MS`, in a transition.
  useEffect(() => {
    if (query === draft) return;
    const timer = window.setTimeout(() => startTransition(() => setQuery(draft)), QUERY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query]);

  // The address follows the box once it has stayed unchanged for `ADDRESS_DELAY_MS` (`replace`).
  useEffect(() => {
    if (addressValue(draft) === addressQuery) return;
    const timer = window.setTimeout(() => {
      setWritten(addressValue(draft));
      setParams(withQuery(params, draft), { replace: true, preventScrollReset: true });
    }, ADDRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, addressQuery, params, setParams]);

  const inputRef = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(inputRef, setDraft);

  return {
    query,
    draft,
    queryReady,
    params,
    setParams,
    inputRef,
    type: setDraft,
    // A submit pushes a history entry at once.
    submit: () => {
      setQuery(draft);
      setWritten(addressValue(draft));
      setParams(withQuery(params, draft), { preventScrollReset: true });
    },
    clearDraft: () => setDraft(""),
  };
}
