import { type ReactNode, type Ref, type SyntheticEvent, useId } from "react";
import { Button } from "../Button/Button";
import { replaySubmit } from "../../config/enhancement";
import styles from "./SearchField.module.css";

/** What a `SearchField` shows and whom it tells. */
export interface SearchFieldProps {
  /** The search landmark's name (the form's `aria-label`), e.g. "Learning Center". */
  landmark: string;
  /** The box's visible label, e.g. "Search articles". */
  label: string;
  placeholder: string;
  /** Where the form sends `?q=` without scripts: the canonical path of the page that shows the results. */
  action: string;
  /** The text in the box. */
  value: string;
  /** Called with the box's text on every change. */
  onChange: (value: string) => void;
  /** Called on submit, with scripts: the page stays, and the query stays out of the address and the history (`useSearchQuery`). */
  onSubmit: () => void;
  /** Called when the box takes focus (the Learning Center starts loading the search engine then). */
  onFocus?: () => void;
  /** The search input, for reading what was typed before hydration. */
  inputRef?: Ref<HTMLInputElement>;
  /** On a dark band: light label and note, a taller box and the large inverted button. */
  onDark?: boolean;
  /** The note shown when scripts are off or failed to load (global `.script-notice`). */
  children: ReactNode;
}

/**
 * A site search form (docs/decisions/007 and 015; docs/product-decisions.md, decision 11): a GET
 * form with the search role and a name, a labelled search box named `q` and a submit button (WCAG
 * technique H32; 1.3.1 Info and Relationships, 2.4.6 Headings and Labels), so a search made
 * without scripts lands on `action?q=…`, whose results show once scripts run (and which
 * `useSearchQuery` then removes from the address). With scripts the submit keeps the page and
 * the address (`onSubmit`); a submit made while the search's island is still loading is held and
 * replayed into it once it is live (`replaySubmit`, src/islands/presses.ts), so the query does not
 * enter the address or the history then either. Without scripts, the note (`children`) says what
 * to do instead.
 *
 * The box has `autocomplete="off"` (HTML, the `autocomplete` attribute, the "off" keyword: the
 * user agent should not remember what was entered nor offer or prefill it later, and the value is
 * reset when the page is revisited through history): a search for "stalker ex partner" is neither
 * saved as a suggestion for the box nor put back into it by Back, for the next person at the
 * device (docs/product-decisions.md, decision 13).
 * Used by the Learning Center search (`SiteSearchBox`) and the blog list.
 */
export function SearchField({ landmark, label, placeholder, action, value, onChange, onSubmit, onFocus, inputRef, onDark = false, children }: SearchFieldProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={landmark}
      method="get"
      action={action}
      {...replaySubmit}
      className={onDark ? styles.formOnDark : styles.form}
      onSubmit={(event: SyntheticEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className={onDark ? styles.labelOnDark : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          className={onDark ? styles.inputOnDark : styles.input}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onFocus={onFocus}
        />
        <Button type="submit" variant={onDark ? "default" : "outline"} size={onDark ? "lg" : "default"} onDark={onDark}>
          Search
        </Button>
      </div>
      <p className={`script-notice ${onDark ? styles.noticeOnDark : styles.notice}`}>{children}</p>
    </form>
  );
}
