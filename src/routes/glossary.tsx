import { useMachine } from "@xstate/react";
import { memo, useEffect } from "react";
import { Link } from "react-router";
import type { DefinedTermSet, WithContext } from "schema-dts";
import { glossaryMachine } from "../../machines/glossary";
import { ButtonLink } from "../components/Button/Button";
import { PageHero } from "../components/PageHero/PageHero";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { absoluteUrl } from "../config/siteUrl";
import { glossaryTerms } from "../content/glossary";
import { GLOSSARY_LETTERS, GLOSSARY_REVIEWED, letterId, termId, termsByLetter } from "../content/glossary";
import { pageMeta } from "../seo/meta";
import styles from "./glossary.module.css";
import { canonicalPath, CONTACT_PATH, GLOSSARY_PATH } from "../site/paths";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { glossaryPage } from "../content/glossaryPage";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { type QuickExitRequest, quickExitWhen } from "../components/QuickExit/rules";

/**
 * The page offers the compact quick exit when its copy mentions threats, intimate images or doxxing
 * (docs/product-decisions.md, decision 13; docs/decisions/025): it defines those words for visitors
 * at risk among others, but is not about harm. Compact also keeps the pinned header at its height,
 * under which the letter index sticks.
 */
export const handle: QuickExitRequest = { quickExit: quickExitWhen(glossaryPage.mentionsSafetyTopic, "compact") };

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
 * The glossary (docs/spec.md §2 "Glossary"), driven by `machines/glossary`. Each letter that has terms is an
 * in-page link to its section, so it works before and without scripts; once hydrated, choosing a
 * letter scrolls to the same place (below the sticky header and, on wide screens, the sticky
 * letter index; instantly under reduced motion), moves focus to its heading and keeps the letter
 * in the URL hash. Letters without terms are plain text, not links, and say "no terms" to
 * assistive technology. A letter followed before hydration (the hash) is adopted.
 */
export default function Glossary() {
  const [state, send, actor] = useMachine(glossaryMachine, { input: { availableLetters } });
  const { activeLetter } = state.context;

  useEffect(() => {
    const subscription = actor.on("showLetter", ({ letter }) => {
      const heading = document.getElementById(`${letterId(letter)}-heading`);
      const section = document.getElementById(letterId(letter));
      if (!heading || !section) return;
      const hash = `#${letterId(letter)}`;
      if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", hash);
      heading.focus({ preventScroll: true });
      // The same place an in-page link lands: the CSS scroll padding and margin decide it, so the
      // section clears the sticky header and, where it is sticky, the letter index.
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section.scrollIntoView({ behavior: reduced ? "instant" : "smooth", block: "start" });
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // After hydration: a letter already followed (the address's hash) is the current one. The
  // browser has scrolled there already, so the machine only takes it over.
  useEffect(() => {
    const fromHash = availableLetters.find((letter) => `#${letterId(letter)}` === window.location.hash);
    if (fromHash) send({ type: "LETTER.ADOPT", letter: fromHash });
  }, [send]);

  return (
    <>
      <PageHero {...glossaryPage.hero} />
      {glossaryPage.mentionsSafetyTopic ? <UrgentHelpJump /> : null}
      <div className={styles.layout}>
        <nav className={styles.index} aria-label="Glossary letters">
          <ul className={styles.letters}>
            {GLOSSARY_LETTERS.map((letter) => {
              const available = availableLetters.includes(letter);
              return (
                <li key={letter}>
                  {available ? (
                    <a
                      href={`#${letterId(letter)}`}
                      className={styles.letter}
                      aria-current={letter === activeLetter ? "true" : undefined}
                      aria-label={`Letter ${letter}`}
                      onClick={(event) => {
                        event.preventDefault();
                        send({ type: "LETTER.SELECT", letter });
                      }}
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

/**
 * The terms by letter and the "Missing a term?" section: static, memoized (`React.memo`), so
 * choosing a letter re-renders the letter index only, not every term (docs/decisions/031).
 */
const GlossaryTerms = memo(function GlossaryTerms() {
  return (
    <>
      {groups.map((group) => (
        <section key={group.letter} id={letterId(group.letter)} className={styles.section} aria-labelledby={`${letterId(group.letter)}-heading`}>
          <h2 id={`${letterId(group.letter)}-heading`} className={styles.sectionHeading} tabIndex={-1}>
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
                        <Link to={link.href}>{link.label}</Link>
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
        <p>Tell us which word or phrase you would like explained, and we will consider adding it.</p>
        <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="outline">
          Suggest a term
        </ButtonLink>
      </section>
    </>
  );
});

/** The urgent help (when the copy calls for it) and the review date: static, memoized like `GlossaryTerms`. */
const GlossaryFooter = memo(function GlossaryFooter() {
  return (
    <>
      {glossaryPage.mentionsSafetyTopic ? <UrgentHelp /> : null}
      <ReviewedDate date={GLOSSARY_REVIEWED.date} displayDate={GLOSSARY_REVIEWED.displayDate} variant="block" />
    </>
  );
});
