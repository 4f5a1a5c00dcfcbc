import { type RefObject, startTransition, useEffect, useRef, useState } from "react";
import { useAdoptTypedValue } from "../../hooks/typedBeforeHydration";
import { removeQueryParameter, useAddressSearch } from "../../hooks/useAddressSearch";

/** What `useSearchQuery` gives a search box and the list it filters. */
export interface SearchQuery {
  /**
   * The applied query, which the results follow: the text in the box once it has stayed unchanged
   * for `QUERY_DELAY_MS`, or at once on a submit, a clear or an arriving `?q=`. Page state only:
   * it is never written into the address.
   */
  readonly query: string;
  /**
   * The text in the box: what the visitor types (before hydration too), an arriving `?q=`, or ""
   * after `clear`. It does not follow later changes of the address.
   */
  readonly draft: string;
  /**
   * The address's parameters once the island has hydrated (`useAddressSearch`), for the page's
   * other ones (`?category=`…); none before, since the prerendered HTML was made without them. An
   * arriving `q` is in them only until this hook has removed it.
   */
  readonly params: URLSearchParams;
  /** Goes on the search input: text typed there before hydration becomes the query. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** For the input's `onChange`: the box shows `value`, and the results follow after `QUERY_DELAY_MS`. */
  readonly type: (value: string) => void;
  /** For the form's submit: the box's text becomes the query at once; the address and the history stay as they are. */
  readonly submit: () => void;
  /** Empties the box and the query at once (the blog list's "Clear search and filters"). */
  readonly clear: () => void;
}

/**
 * How long the box must stay unchanged before the results follow it, ms: shorter than the pause
 * between two keystrokes of most typists' words, longer than a fast typist's gap between letters,
 * so a word typed in one go redraws the results once, not once per letter, and each keystroke
 * only echoes its letter (INP; docs/decisions/031).
 */
export const QUERY_DELAY_MS = 150;

/**
 * A search box whose query stays out of the address and out of the browser's history
 * (docs/product-decisions.md, decision 13: visitors at risk may share or be watched on the
 * device; someone reading the history, or the address bar's suggestions drawn from it, must not
 * find what they searched for):
 *
 * - Typing and submitting with scripts change page state only: the results follow the box once
 *   it has stayed unchanged for `QUERY_DELAY_MS`, in a transition (docs/decisions/031), or at once
 *   on a submit. Nothing writes `?q=` into the address, and no history entry is pushed or replaced
 *   for a query.
 * - A `?q=` that arrives in the address (a shared link, a bookmark, or the GET form submitted
 *   before or without scripts, docs/product-decisions.md, decision 11) is applied once the island
 *   has hydrated (`useAddressSearch`; the islands loader wakes a search island at load when the address
 *   has one, src/islands/names.ts), then removed from the current history entry
 *   (`history.replaceState`), keeping the other parameters. Back, Forward and a reload then show
 *   the address without it. The limit: the browser may already have recorded the arriving address
 *   in its global history (and so in the address bar's suggestions) when it loaded it; a page
 *   cannot remove that, only deleting it from the browser's history does (the guide "Staying safe
 *   online", sections "Searching This Site" and "Deleting This Site From Your History").
 * - The box follows no other change of the address: there are no history entries with a query to
 *   go back to. A link followed loads its page afresh, with an empty box (docs/decisions/041).
 * - Text typed before hydration is adopted (`useAdoptTypedValue`).
 *
 * The input itself carries `autocomplete="off"` (`SearchField`), so the browser neither saves the
 * query as a suggestion for the box nor restores it when the page is revisited through history.
 * Used by the Learning Center search and the blog list.
 */
export function useSearchQuery(): SearchQuery {
  const search = useAddressSearch();
  const params = new URLSearchParams(search);
  // The `?q=` in the address, once the island may read it; `null` when there is none.
  const arriving = params.get("q");
  const [draft, setDraft] = useState(arriving ?? "");
  const [query, setQuery] = useState(arriving ?? "");
  // The arriving value last applied, so that it is applied once (adjusted while rendering,
  // https://react.dev/learn/you-might-not-need-an-effect); back to `null` once it has left the
  // address, so that a later arrival of the same text (a link to it followed) applies again.
  const [applied, setApplied] = useState(arriving);

  if (arriving !== applied) {
    setApplied(arriving);
    if (arriving !== null) {
      setDraft(arriving);
      setQuery(arriving);
    }
  }

  // The arriving `?q=` leaves the address once applied: the current entry is replaced, with the
  // other parameters kept, and the next render reads the address without it.
  useEffect(() => {
    if (arriving !== null) removeQueryParameter("q");
  }, [arriving]);

  // The results follow the box once it has stayed unchanged for `QUERY_DELAY_MS`, in a transition.
  useEffect(() => {
    if (query === draft) return;
    const timer = window.setTimeout(() => startTransition(() => setQuery(draft)), QUERY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, query]);

  const inputRef = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(inputRef, setDraft);

  return {
    query,
    draft,
    params,
    inputRef,
    type: setDraft,
    submit: () => setQuery(draft),
    clear: () => {
      setDraft("");
      setQuery("");
    },
  };
}
