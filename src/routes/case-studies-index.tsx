import { useId } from "react";
import { useSearchParams } from "react-router";
import { ArticleCard } from "../components/ArticleCard/ArticleCard";
import { ButtonLink } from "../components/Button/Button";
import { PAGE_SIZE, Pagination } from "../components/Pagination/Pagination";
import { PageHero } from "../components/PageHero/PageHero";
import { TagList } from "../components/TagList/TagList";
import { type CaseStudySort, type IndustryChoice, parseIndustry, parseSort, selectCaseStudies } from "../content/caseStudyFilter";
import { CASE_STUDIES_PATH, caseStudies, caseStudyPath, formatDate } from "../content/collections";
import { CASE_STUDY_FILTER_INDUSTRIES } from "../content/taxonomy";
import { useQueryStringReady } from "../hooks/useQueryStringReady";
import { pageMeta } from "../seo/meta";
import { webPageJsonLd } from "../seo/pageJsonLd";
import styles from "./learning.module.css";
import { canonicalPath } from "./manifest";

const META = {
  title: "Case Studies: Reputation Problems We Have Solved",
  description:
    "Anonymized client stories from RRR: fake-review attacks, executive content removal and a doxxing victim's privacy restored, step by step.",
  keywords: ["reputation management case studies", "review management results", "content removal case study", "privacy protection"],
};

export function meta() {
  return pageMeta({
    path: CASE_STUDIES_PATH,
    ...META,
    jsonLd: [webPageJsonLd("CollectionPage", { path: CASE_STUDIES_PATH, title: META.title, description: META.description })],
  });
}

/**
 * The case-study list (SPEC "Case studies"; issue 4 point 6): an industry filter and a sort,
 * both in the URL (`?industry=`, `?sort=`) and applied after hydration; a polite live count.
 */
export default function CaseStudiesIndex() {
  const queryReady = useQueryStringReady();
  const [params, setParams] = useSearchParams();
  const industry: IndustryChoice = queryReady ? parseIndustry(params.get("industry")) : "All";
  const sort: CaseStudySort = queryReady ? parseSort(params.get("sort")) : "newest";
  const industryId = useId();
  const sortId = useId();
  const shown = selectCaseStudies(caseStudies, industry, sort);

  const update = (key: "industry" | "sort", value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };

  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Real problems, solved with care"
        lead="Anonymized stories from our clients: what they faced, what we did, and what changed. Details are changed to protect their privacy."
      />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <div className={styles.selects}>
            <div className={styles.searchField}>
              <label htmlFor={industryId} className={styles.label}>
                Industry
              </label>
              <select id={industryId} className={styles.select} value={industry} onChange={(event) => update("industry", event.currentTarget.value, "All")}>
                {(["All", ...CASE_STUDY_FILTER_INDUSTRIES] as const).map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.searchField}>
              <label htmlFor={sortId} className={styles.label}>
                Sort by
              </label>
              <select id={sortId} className={styles.select} value={sort} onChange={(event) => update("sort", event.currentTarget.value, "newest")}>
                <option value="newest">Newest</option>
                <option value="relevance">Relevance</option>
              </select>
            </div>
          </div>
          <p className={styles.count} role="status">
            {shown.length === caseStudies.length
              ? `Showing all ${caseStudies.length} case studies`
              : `Showing ${shown.length} of ${caseStudies.length} case studies`}
          </p>
        </div>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.slice(0, PAGE_SIZE).map((study) => (
              <li key={study.slug}>
                <ArticleCard
                  headingLevel="h2"
                  href={canonicalPath(caseStudyPath(study.slug))}
                  title={study.title}
                  text={study.summary}
                  image={study.image}
                  eyebrow={study.industry}
                  meta={<time dateTime={study.date}>{formatDate(study.date)}</time>}
                  footer={<TagList tags={study.tags} label="Tags" />}
                  linkLabel="Read the story"
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>No case studies for this industry yet</h2>
            <p>We have not published a story for this industry yet. Choose another, or ask us about your situation directly.</p>
            <ButtonLink to="/contact/" variant="outline">
              Ask about your situation
            </ButtonLink>
          </div>
        )}
        <Pagination page={1} total={shown.length} hrefFor={(number) => `?page=${number}`} />
      </div>
    </>
  );
}
