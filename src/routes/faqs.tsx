import type { FAQPage, WithContext } from "schema-dts";
import { DEFAULT_FAQ_CATEGORY } from "../../machines/faq";
import { IN_PAGE_INDEX_ATTRIBUTE } from "../behaviours/inPageIndex";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { TrustLinks } from "../components/TrustLinks/TrustLinks";
import { FaqPanel } from "../components/FaqPanel/FaqPanel";
import { PageHero } from "../components/PageHero/PageHero";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { FAQ_REVIEWED, faqCategories } from "../content/faq";
import { pageMeta } from "../seo/meta";
import styles from "./faqs.module.css";
import { FAQS_PATH } from "../site/paths";
import { faqPage } from "../content/faqPage";
import { site } from "../content/site";

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
 * The FAQ (docs/spec.md §2 "FAQ"; docs/decisions/007 and 040), as the browser does it: the sidebar's
 * category links are in-page links, which scroll to the category 100 px below the top (its
 * `scroll-margin-top`; instantly under reduced motion), move focus to its section (focusable,
 * `tabIndex={-1}`) and keep it in the address; each answer is a native disclosure (`<details>`)
 * that opens on its own. The one script is the in-page index module
 * (src/behaviours/inPageIndex.ts), which marks the current category with `aria-current` as it is
 * chosen or scrolled into view (the default, `DEFAULT_FAQ_CATEGORY`, is marked in the HTML).
 * `machines/faq` is the model e2e/faq.spec.ts walks on the built page.
 */
export default function Faqs() {
  return (
    <>
      <PageHero {...faqPage.hero} visual="learning" />
      <div className={styles.layout}>
        <nav className={styles.sidebar} aria-labelledby="faq-categories" {...{ [IN_PAGE_INDEX_ATTRIBUTE]: "follows-scroll" }}>
          <h2 id="faq-categories" className={styles.sidebarHeading}>
            Categories
          </h2>
          <ul className={styles.categoryList}>
            {faqCategories.map((category) => (
              <li key={category.id}>
                <a href={`#${category.id}`} className={styles.categoryLink} aria-current={category.id === DEFAULT_FAQ_CATEGORY ? "true" : undefined}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          {faqCategories.map((category) => (
            // Focusable by script and by following its link only: the section takes focus when
            // its category link is followed (HTML "scroll to the fragment").
            <section key={category.id} id={category.id} className={styles.category} aria-labelledby={`${category.id}-heading`} tabIndex={-1}>
              <h2 id={`${category.id}-heading`}>{category.name}</h2>
              {category.questions.map((question, index) => {
                const id = panelId(category.id, index);
                return <FaqPanel key={id} id={id} question={question} />;
              })}
            </section>
          ))}
        </div>
      </div>
      <FaqFooter />
    </>
  );
}

/** The blocks after the questions: the urgent help (when the copy calls for it), the review date, the links to how we charge and our standards, and the call to action. */
function FaqFooter() {
  return (
    <>
      <ReviewedDate date={FAQ_REVIEWED.date} displayDate={FAQ_REVIEWED.displayDate} variant="block" />
      <TrustLinks />
      <CallToAction
        content={{
          heading: "Still have a question?",
          body: `Tell us what you would like to know. A specialist replies within ${site.responseTime} to answer it and, if you would like one, to arrange a free, confidential consultation with no obligation.`,
        }}
      />
    </>
  );
}
