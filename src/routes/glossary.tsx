import type { DefinedTermSet, WithContext } from "schema-dts";
import { IN_PAGE_INDEX_ATTRIBUTE } from "../behaviours/inPageIndex";
import { ButtonLink } from "../components/Button/Button";
import { PageHero } from "../components/PageHero/PageHero";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { absoluteUrl } from "../config/siteUrl";
import { glossaryTerms } from "../content/glossary";
import { GLOSSARY_LETTERS, GLOSSARY_REVIEWED, letterId, termId, termsByLetter } from "../content/glossary";
import { pageMeta } from "../seo/meta";
import styles from "./glossary.module.css";
import { canonicalPath, CONTACT_PATH, GLOSSARY_PATH } from "../site/paths";
import { CONTACT_LINK_LABEL } from "../content/actions";
import { glossaryPage } from "../content/glossaryPage";

/** DefinedTermSet JSON-LD from the same terms the page shows (https://schema.org/DefinedTermSet). */
function glossaryJsonLd(): WithContext<DefinedTermSet> {
  const url = absoluteUrl(canonicalPath(GLOSSARY_PATH));
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    name: glossaryPage.meta.title,
    url,
    hasDefinedTerm: glossaryTerms.map((term) => ({
      "@type": "DefinedTerm" as const,
      name: term.term,
      description: term.definition,
      url: `${url}#${termId(term.term)}`,
    })),
  };
}

export function meta() {
  return pageMeta({ path: GLOSSARY_PATH, ...glossaryPage.meta, jsonLd: [glossaryJsonLd()] });
}

const groups = termsByLetter();
const availableLetters = groups.map((group) => group.letter);

/**
 * The glossary (docs/spec.md §2 "Glossary"; docs/decisions/040), as the browser does it: each letter
 * that has terms is an in-page link to its section, which scrolls there (below the sticky header
 * and, on wide screens, the sticky letter index: the sections' `scroll-margin-top`; instantly under
 * reduced motion), moves focus to the section (focusable, `tabIndex={-1}`) and keeps the letter in
 * the address. Letters without terms are plain text, not links, and say "no terms" to assistive
 * technology. The one script is the in-page index module (src/behaviours/inPageIndex.ts), which
 * marks the chosen letter with `aria-current` (the first letter with terms is marked in the HTML).
 * `machines/glossary` is the model e2e/glossary.spec.ts walks on the built page.
 */
export default function Glossary() {
  return (
    <>
      <PageHero {...glossaryPage.hero} visual="learning" />
      <div className={styles.layout}>
        <nav className={styles.index} aria-label="Glossary letters" {...{ [IN_PAGE_INDEX_ATTRIBUTE]: "chosen" }}>
          <ul className={styles.letters}>
            {GLOSSARY_LETTERS.map((letter) => {
              const available = availableLetters.includes(letter);
              return (
                <li key={letter}>
                  {available ? (
                    <a
                      href={`#${letterId(letter)}`}
                      className={styles.letter}
                      aria-current={letter === availableLetters[0] ? "true" : undefined}
                      aria-label={`Letter ${letter}`}
                    >
                      {letter}
                    </a>
                  ) : (
                    <span className={styles.letter} data-empty="">
                      {letter}
                      <span className="visually-hidden">, no terms</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <GlossaryTerms />
      </div>
      <GlossaryFooter />
    </>
  );
}

/** The terms by letter and the "Missing a term?" section. */
function GlossaryTerms() {
  return (
    <>
      {groups.map((group) => (
        // Focusable only by following its letter, which moves focus here (HTML "scroll to the fragment").
        <section key={group.letter} id={letterId(group.letter)} className={styles.section} aria-labelledby={`${letterId(group.letter)}-heading`} tabIndex={-1}>
          <h2 id={`${letterId(group.letter)}-heading`} className={styles.sectionHeading}>
            {group.letter}
          </h2>
          <dl className={styles.terms}>
            {group.terms.map((term) => (
              <div key={term.term} id={termId(term.term)}>
                <dt className={styles.term}>{term.term}</dt>
                <dd className={styles.definition}>
                  <p>{term.definition}</p>
                  <ul className={styles.related} aria-label={`More about ${term.term}`}>
                    {term.related.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className={styles.suggest} aria-labelledby="suggest-term">
        <h2 id="suggest-term">Missing a term?</h2>
        <p>Tell us through our contact page which word or phrase you would like explained, and we will consider adding it.</p>
        <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="outline">
          {CONTACT_LINK_LABEL}
        </ButtonLink>
      </section>
    </>
  );
}

/** The urgent help (when the copy calls for it) and the review date. */
function GlossaryFooter() {
  return (
    <>
      <ReviewedDate date={GLOSSARY_REVIEWED.date} displayDate={GLOSSARY_REVIEWED.displayDate} variant="block" />
    </>
  );
}
