import { useMachine } from "@xstate/react";
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { FAQPage, WithContext } from "schema-dts";
import { DEFAULT_FAQ_CATEGORY, faqMachine } from "../../machines/faq";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { FaqPanel, readOpenPanels } from "../components/FaqPanel/FaqPanel";
import { PageHero } from "../components/PageHero/PageHero";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { FAQ_REVIEWED, faqCategories } from "../content/faq";
import { scrollWithOffset } from "../dom/scrollWithOffset";
import { pageMeta } from "../seo/meta";
import styles from "./faqs.module.css";
import { FAQS_PATH } from "../site/paths";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { faqPage } from "../content/faqPage";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { type QuickExitRequest, quickExitWhen } from "../components/QuickExit/rules";
import { site } from "../content/site";

/**
 * The page offers the compact quick exit when its copy mentions threats, intimate images or doxxing
 * (docs/product-decisions.md, decision 13; docs/decisions/025): it answers visitors at risk among
 * others, but is not about harm. Compact also keeps the pinned header at its height, which the
 * category links' 100 px offset counts on.
 */
export const handle: QuickExitRequest = { quickExit: quickExitWhen(faqPage.mentionsSafetyTopic, "compact") };

/** FAQPage JSON-LD from the same data the page shows (https://schema.org/FAQPage). */
function faqJsonLd(): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqCategories.flatMap((category) =>
      category.questions.map((question) => ({
        "@type": "Question" as const,
        name: question.question,
        acceptedAnswer: { "@type": "Answer" as const, text: question.answer.join("\n\n") },
      })),
    ),
  };
}

export function meta() {
  return pageMeta({ path: FAQS_PATH, ...faqPage.meta, jsonLd: [faqJsonLd()] });
}

/** The id of a question's panel: category id and position. */
const panelId = (categoryId: string, index: number) => `${categoryId}-${index + 1}`;

/**
 * The FAQ (docs/spec.md §2 "FAQ"; docs/decisions/007), driven by `machines/faq`: the sidebar links scroll to a
 * category 100 px below the top (instantly under reduced motion), move focus to its heading, mark
 * it with `aria-current` and keep it in the URL hash; the highlight follows the category in view
 * while scrolling; each answer is a native disclosure (`<details>`) that opens on its own. Before and without
 * JavaScript the category links are plain in-page anchors (the sections keep a 100 px
 * `scroll-margin-top`) and the answers open natively.
 */
export default function Faqs() {
  const [state, send, actor] = useMachine(faqMachine);
  const { activeCategory, openPanels } = state.context;
  const hydrated = useRef(false);
  // Stable, so that only the panel the visitor toggled re-renders (FaqPanel is memoized).
  const togglePanel = useCallback((id: string) => send({ type: "PANEL.TOGGLE", id }), [send]);

  // A layout effect: it subscribes while React commits the hydrated page, before a click made in
  // that moment (which React replays once the region has hydrated) can ask for a scroll.
  useLayoutEffect(() => {
    const subscription = actor.on("scrollToCategory", ({ id, focusHeading }) => {
      const section = document.getElementById(id);
      if (!section) {
        send({ type: "SCROLL.END" });
        return;
      }
      // The category link's default (following the fragment) is prevented, so focus goes to the
      // category's heading, as on the glossary: a screen reader reads it and goes on reading from
      // there, and Tab continues inside the category (WCAG 2.4.3 Focus Order). Without it the
      // reading position stayed on the link (tests/screen-reader/faq.test.tsx).
      if (focusHeading) document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
      void scrollWithOffset(section).then(() => send({ type: "SCROLL.END" }));
    });
    return () => subscription.unsubscribe();
  }, [actor, send]);

  // After hydration: adopt the answers opened before scripts ran, open the category named in the
  // hash, then follow the category in view.
  useEffect(() => {
    const opened = readOpenPanels(document);
    if (opened.length > 0) send({ type: "PANELS.ADOPT", ids: opened });
    const fromHash = decodeURIComponent(window.location.hash.slice(1));
    if (faqCategories.some((category) => category.id === fromHash)) send({ type: "CATEGORY.SELECT", id: fromHash, fromAddress: true });
    hydrated.current = true;
    const sections = faqCategories
      .map((category) => document.getElementById(category.id))
      .filter((element): element is HTMLElement => element !== null);
    const observer = new IntersectionObserver(
      () => {
        let current = sections[0]?.id;
        for (const section of sections) if (section.getBoundingClientRect().top <= 140) current = section.id;
        if (current) send({ type: "CATEGORY.IN_VIEW", id: current });
      },
      { rootMargin: "-100px 0px -50% 0px", threshold: [0, 0.25, 0.5, 1] },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [send]);

  // Keep the active category in the URL hash (replaceState: no history entry per scroll), only when
  // it changes: on the commit that hydrates the page, the category rendered is still the default,
  // and writing it would replace a hash the visitor's click had just set.
  const writtenCategory = useRef(activeCategory);
  useEffect(() => {
    const changed = writtenCategory.current !== activeCategory;
    writtenCategory.current = activeCategory;
    if (!hydrated.current || !changed) return;
    const hash = activeCategory === DEFAULT_FAQ_CATEGORY && window.location.hash === "" ? "" : `#${activeCategory}`;
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
  }, [activeCategory]);

  return (
    <>
      <PageHero {...faqPage.hero} />
      {faqPage.mentionsSafetyTopic ? <UrgentHelpJump /> : null}
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-labelledby="faq-categories">
          <h2 id="faq-categories" className={styles.sidebarHeading}>
            Categories
          </h2>
          <ul className={styles.categoryList}>
            {faqCategories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className={styles.categoryLink}
                  aria-current={category.id === activeCategory ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    send({ type: "CATEGORY.SELECT", id: category.id });
                  }}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {faqCategories.map((category) => (
            <section key={category.id} id={category.id} className={styles.category} aria-labelledby={`${category.id}-heading`}>
              {/* Focusable by script only: a chosen category's heading takes focus. */}
              <h2 id={`${category.id}-heading`} tabIndex={-1}>
                {category.name}
              </h2>
              {category.questions.map((question, index) => {
                const id = panelId(category.id, index);
                return (
                  <FaqPanel
                    key={id}
                    id={id}
                    question={question}
                    open={openPanels.includes(id)}
                    onToggle={togglePanel}
                  />
                );
              })}
            </section>
          ))}
        </div>
      </div>
      <FaqFooter />
    </>
  );
}

/**
 * The blocks after the questions: the urgent help (when the copy calls for it), the review date
 * and the call to action. Static and memoized (`React.memo`), so a panel toggled or a category
 * chosen does not re-render them (docs/decisions/031).
 */
const FaqFooter = memo(function FaqFooter() {
  return (
    <>
      {faqPage.mentionsSafetyTopic ? <UrgentHelp /> : null}
      <ReviewedDate date={FAQ_REVIEWED.date} displayDate={FAQ_REVIEWED.displayDate} variant="block" />
      <CallToAction
        content={{
          heading: "Still have a question?",
          body: `Ask us directly. A specialist replies within ${site.responseTime} to answer it, or to arrange a free, confidential consultation if you would like one.`,
          actionLabel: "Contact Us",
        }}
      />
    </>
  );
});
