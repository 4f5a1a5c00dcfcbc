import { type RefObject, useRef, useState } from "react";
import { type SetURLSearchParams, useSearchParams } from "react-router";
import { useAdoptTypedValue } from "../../hooks/typedBeforeHydration";
import { useQueryStringReady } from "../../hooks/useQueryStringReady";

/** What `useSearchQuery` gives a search box and the list it filters. */
export interface SearchQuery {
  /** The applied query: the address's `?q=` once the page may read it (`useQueryStringReady`), else "". */
  readonly query: string;
  /** The text in the box, which follows `query` when the address changes from outside the box. */
  readonly draft: string;
  /** Whether the page may apply the query string yet (`useQueryStringReady`). */
  readonly queryReady: boolean;
  /** The address's parameters and their setter (`useSearchParams`), for the page's other ones. */
  readonly params: URLSearchParams;
  readonly setParams: SetURLSearchParams;
  /** Goes on the search input: text typed there before hydration becomes the query. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** For the input's `onChange`: the box shows `value` and the address follows (history `replace`). */
  readonly type: (value: string) => void;
  /** For the form's submit: the draft becomes the query in a new history entry. */
  readonly submit: () => void;
  /** Empties the box (the caller then navigates to the unfiltered list). */
  readonly clearDraft: () => void;
}

/**
 * A search box whose query lives in the address (`?q=`; docs/product-decisions.md, decision 11):
 * the query is read after hydration, typing filters as the visitor types (the address follows
 * with `replace`, keeping its other parameters), a submit pushes a history entry, the box follows
 * the address when it changes from outside (back button, a shared link; adjusted while rendering,
 * https://react.dev/learn/you-might-not-need-an-effect), and text typed before hydration is
 * adopted. Used by the Learning Center search and the blog list.
 */
export function useSearchQuery(): SearchQuery {
  const queryReady = useQueryStringReady();
  const [params, setParams] = useSearchParams();
  const query = queryReady ? (params.get("q") ?? "") : "";
  const [draft, setDraft] = useState(query);
  const [seenQuery, setSeenQuery] = useState(query);

  if (query !== seenQuery) {
    setSeenQuery(query);
    setDraft(query);
  }

  const setQuery = (value: string, replace: boolean) => {
    const next = new URLSearchParams(params);
    if (value.trim() === "") next.delete("q");
    else next.set("q", value);
    setParams(next, { replace, preventScrollReset: true });
  };
  const type = (value: string) => {
    setDraft(value);
    setQuery(value, true);
  };

  const inputRef = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(inputRef, type);

  return {
    query,
    draft,
    queryReady,
    params,
    setParams,
    inputRef,
    type,
    submit: () => setQuery(draft, false),
    clearDraft: () => setDraft(""),
  };
}
