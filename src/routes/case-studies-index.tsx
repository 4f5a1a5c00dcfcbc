import { useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ArticleCard } from "../components/ArticleCard/ArticleCard";
import { PAGE_SIZE, Pagination } from "../components/Pagination/Pagination";
import { PageHero } from "../components/PageHero/PageHero";
import { TagList } from "../components/TagList/TagList";
import {
  type CaseStudySort,
  type IndustryChoice,
  caseStudyIndustries,
  industryAtPath,
  parseIndustry,
  parseSort,
  selectCaseStudies,
} from "../content/caseStudyFilter";
import { CASE_STUDIES_PATH, caseStudyIndustryPath, caseStudyPath } from "../content/collectionPaths";
import { caseStudies, formatDate } from "../content/collections";
import { CASE_STUDY_INDUSTRY_PAGES, type FilterPageCopy } from "../content/filterPages";
import { useAdoptTypedValue } from "../hooks/typedBeforeHydration";
import { useQueryStringReady } from "../hooks/useQueryStringReady";
import { pageMeta } from "../seo/meta";
import { webPageJsonLd } from "../seo/pageJsonLd";
import styles from "./learning.module.css";
import { canonicalPath } from "./manifest";

/** The industries the list offers: those with at least one story, with their counts. */
const INDUSTRIES = caseStudyIndustries(caseStudies);
const OFFERED = INDUSTRIES.map((industry) => industry.name);

/** The case-study list's own copy: the page of every story. */
const ALL_STORIES: FilterPageCopy = {
  title: "Case Studies: Reputation Problems We Have Solved",
  description:
    "Anonymized client stories from RRR: fake-review attacks, executive content removal and a doxxing victim's privacy restored, step by step.",
  keywords: ["reputation management case studies", "review management results", "content removal case study", "privacy protection"],
  heading: "Real problems, solved with care",
  intro: "Anonymized stories from our clients: what they faced, what we did, and what changed. Details are changed to protect their privacy.",
};

/** The registered path of the list page for an industry choice: the full list or the industry's page. */
function listPath(industry: IndustryChoice): string {
  return industry === "All" ? CASE_STUDIES_PATH : caseStudyIndustryPath(industry);
}

/** The copy of the list page for an industry choice. */
function listCopy(industry: IndustryChoice): FilterPageCopy {
  return industry === "All" ? ALL_STORIES : CASE_STUDY_INDUSTRY_PAGES[industry];
}

export function meta({ location }: { location: { pathname: string } }) {
  const industry = industryAtPath(location.pathname, OFFERED);
  const path = listPath(industry);
  const copy = listCopy(industry);
  return pageMeta({
    path,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    jsonLd: [webPageJsonLd("CollectionPage", { path, title: copy.title, description: copy.description })],
  });
}

/** `path` with `?sort=` when the visitor chose a sort other than the default. */
function withSort(path: string, sort: CaseStudySort): string {
  return sort === "newest" ? path : `${path}?${new URLSearchParams({ sort }).toString()}`;
}

/**
 * The case-study list (docs/spec.md §2 "Case studies") and, with the same template, each industry's page.
 *
 * Works as HTML first (docs/product-decisions.md, decision 11): the industries are links to prerendered pages
 * (`/learning/case-studies/industry/<slug>/`), only for industries that have stories, each with
 * its count and `aria-current="page"` when shown. A story is listed under its client's industry
 * and under each of its related industries. The sort is a script enhancement (`?sort=`, applied
 * after hydration, kept when the visitor follows an industry link); it is hidden when scripting
 * is off (`@media (scripting: none)`), and a choice made before hydration is adopted. A
 * `?industry=` address from before the industry pages is replaced by that industry's page after
 * hydration, keeping `?sort=`.
 */
export default function CaseStudiesIndex() {
  const { pathname } = useLocation();
  const industry = industryAtPath(pathname, OFFERED);
  const queryReady = useQueryStringReady();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sort: CaseStudySort = queryReady ? parseSort(params.get("sort")) : "newest";
  const legacyIndustry = queryReady ? params.get("industry") : null;
  const sortId = useId();
  const shown = selectCaseStudies(caseStudies, industry, sort);
  const path = listPath(industry);
  const copy = listCopy(industry);

  // An older `?industry=Personal` address: show that industry's page instead, in place of the old
  // entry in the history. An industry without stories is dropped.
  useEffect(() => {
    if (legacyIndustry === null) return;
    const chosen = parseIndustry(legacyIndustry);
    const next = new URLSearchParams(window.location.search);
    next.delete("industry");
    const search = next.toString();
    const target = canonicalPath(chosen !== "All" && OFFERED.includes(chosen) ? listPath(chosen) : path);
    void navigate(search === "" ? target : `${target}?${search}`, { replace: true });
  }, [legacyIndustry, navigate, path]);

  const setSort = (value: string) => {
    const next = new URLSearchParams(params);
    if (parseSort(value) === "newest") next.delete("sort");
    else next.set("sort", value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };

  const sortRef = useRef<HTMLSelectElement>(null);
  // A sort chosen before hydration is applied once the page is interactive.
  useAdoptTypedValue(sortRef, setSort);

  return (
    <>
      <PageHero eyebrow="Case studies" title={copy.heading} lead={copy.intro} />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <nav aria-label="Industries">
            <ul className={styles.filters}>
              {(["All", ...OFFERED] as const).map((choice) => {
                const count = choice === "All" ? caseStudies.length : (INDUSTRIES.find((entry) => entry.name === choice)?.count ?? 0);
                return (
                  <li key={choice}>
                    <Link
                      to={withSort(canonicalPath(listPath(choice)), sort)}
                      className={styles.filterLink}
                      aria-current={choice === industry ? "page" : undefined}
                    >
                      {choice === "All" ? "All industries" : choice}{" "}
                      <span className={styles.filterCount}>
                        {count}
                        <span className="visually-hidden">{count === 1 ? " story" : " stories"}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={`${styles.searchField} ${styles.sortField}`}>
            <label htmlFor={sortId} className={styles.label}>
              Sort by
            </label>
            <select ref={sortRef} id={sortId} className={styles.select} value={sort} onChange={(event) => setSort(event.currentTarget.value)}>
              <option value="newest">Newest</option>
              <option value="relevance">Relevance</option>
            </select>
          </div>
          <p className={styles.count} role="status">
            {shown.length === caseStudies.length
              ? `Showing all ${caseStudies.length} case studies`
              : `Showing ${shown.length} of ${caseStudies.length} case studies`}
          </p>
        </div>
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
        <Pagination page={1} total={shown.length} hrefFor={(number) => `?page=${number}`} />
      </div>
    </>
  );
}
