import { useEffect, useId, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ArticleCardList, summaryCard } from "../components/ArticleCardList/ArticleCardList";
import { FilterLinks } from "../components/FilterLinks/FilterLinks";
import { PAGE_SIZE, Pagination } from "../components/Pagination/Pagination";
import { IllustrativeNote } from "../components/IllustrativeNote/IllustrativeNote";
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
import { canonicalPath, CASE_STUDIES_PATH, caseStudyIndustryPath } from "../site/paths";
import { caseStudySummary } from "../content/articleSummary";
import { legacyFilterTarget } from "../content/legacyFilterAddress";
import { caseStudies } from "../content/collections";
import { CASE_STUDY_INDUSTRY_PAGES, type FilterPageCopy } from "../content/filterPages";
import { useAdoptTypedValue } from "../hooks/typedBeforeHydration";
import { useQueryStringReady } from "../hooks/useQueryStringReady";
import { webPageMeta } from "../seo/pageKindMeta";
import styles from "./learning.module.css";
import type { Route } from "./+types/case-studies-index";

/** The filter links in the list toolbar, styled by the Learning Center pages' CSS. */
const FILTER_CLASSES = { list: styles.filters, link: styles.filterLink, count: styles.filterCount };

/** The industries the list offers: those with at least one story, with their counts. */
const INDUSTRIES = caseStudyIndustries(caseStudies);
const OFFERED = INDUSTRIES.map((industry) => industry.name);

/** The case-study list's own copy: the page of every story. */
const ALL_STORIES: FilterPageCopy = {
  title: "Case Studies: How RRR Approaches Reputation Problems",
  description:
    "Illustrative examples of RRR's approach: a fake-review attack, a defamatory blog about an executive and a doxxing victim's privacy, step by step.",
  keywords: ["reputation management case studies", "review management results", "content removal case study", "privacy protection"],
  heading: "How we approach the problems people bring us",
  intro: "Illustrative examples of situations we handle: what the person or business faced, the steps we would take, and what can change.",
};

/** The registered path of the list page for an industry choice: the full list or the industry's page. */
function listPath(industry: IndustryChoice): string {
  return industry === "All" ? CASE_STUDIES_PATH : caseStudyIndustryPath(industry);
}

/** The copy of the list page for an industry choice. */
function listCopy(industry: IndustryChoice): FilterPageCopy {
  return industry === "All" ? ALL_STORIES : CASE_STUDY_INDUSTRY_PAGES[industry];
}

/** The head of the list page at this URL: the full list or an industry's page. */
export function meta({ location }: Route.MetaArgs) {
  const industry = industryAtPath(location.pathname, OFFERED);
  const path = listPath(industry);
  const copy = listCopy(industry);
  return webPageMeta("CollectionPage", { path, title: copy.title, description: copy.description, keywords: copy.keywords });
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
  // The address's query string when it holds an old `?industry=`, once the page may read it.
  const legacySearch = queryReady && params.has("industry") ? params.toString() : null;
  const sortId = useId();
  const shown = selectCaseStudies(caseStudies, industry, sort);
  const path = listPath(industry);
  const copy = listCopy(industry);
  // Each industry's page with its number of stories, keeping the sort.
  const industryLinks = [
    { key: "All", label: "All industries", href: withSort(canonicalPath(CASE_STUDIES_PATH), sort), count: caseStudies.length, current: industry === "All" },
    ...INDUSTRIES.map(({ name, count }) => ({ key: name, label: name, href: withSort(canonicalPath(listPath(name)), sort), count, current: name === industry })),
  ];

  // An older `?industry=Personal` address: show that industry's page instead, in place of the old
  // entry in the history. An industry without stories is dropped.
  useEffect(() => {
    if (legacySearch === null) return;
    const target = legacyFilterTarget(legacySearch, "industry", (value) => {
      const chosen = parseIndustry(value);
      return chosen !== "All" && OFFERED.includes(chosen) ? listPath(chosen) : path;
    });
    if (target !== null) void navigate(target, { replace: true });
  }, [legacySearch, navigate, path]);

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
        <IllustrativeNote variant="list" />
        <div className={styles.toolbar}>
          <FilterLinks label="Industries" noun={{ one: "story", other: "stories" }} classNames={FILTER_CLASSES} links={industryLinks} />
          <div className={styles.sortField}>
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
        <ArticleCardList
          headingLevel="h2"
          className={styles.grid}
          cards={shown.slice(0, PAGE_SIZE).map((study) => ({
            ...summaryCard(caseStudySummary(study)),
            eyebrow: study.industry,
            meta: <time dateTime={study.date}>{study.displayDate}</time>,
            footer: <TagList tags={study.tags} label="Tags" />,
            linkLabel: "Read the story",
          }))}
        />
        <Pagination page={1} total={shown.length} hrefFor={(number) => `?page=${number}`} />
      </div>
    </>
  );
}
