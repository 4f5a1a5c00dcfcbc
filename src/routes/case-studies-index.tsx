import { useLocation } from "react-router";
import { ArticleCardList, summaryCard } from "../components/ArticleCardList/ArticleCardList";
import { FilterLinks } from "../components/FilterLinks/FilterLinks";
import { IllustrativeNote } from "../components/IllustrativeNote/IllustrativeNote";
import { PageHero } from "../components/PageHero/PageHero";
import { Pagination } from "../components/Pagination/Pagination";
import { TagList } from "../components/TagList/TagList";
import {
  type CaseStudySort,
  type IndustryChoice,
  caseStudyIndustries,
  industryAtPath,
  selectCaseStudies,
} from "../content/caseStudyFilter";
import { canonicalPath, CASE_STUDIES_PATH, caseStudiesSortPath, caseStudyIndustryPath, RELEVANCE_SEGMENT } from "../site/paths";
import { caseStudySummary } from "../content/articleSummary";
import { caseStudies } from "../content/collections";
import type { CaseStudyMeta } from "../content/collectionTypes";
import { CASE_STUDY_INDUSTRY_PAGES, type FilterPageCopy, listPageSnippet } from "../content/filterPages";
import { LIST_PAGE_SIZE, type PageNeighbours, listPageAtPath, listPagePath, pageItems, pageNeighbours } from "../site/pagination";
import { webPageMeta } from "../seo/pageKindMeta";
import styles from "./learning.module.css";
import lists from "../styles/lists.module.css";
import type { Route } from "./+types/case-studies-index";

/** The filter links in the list toolbar, styled by the Learning Center pages' CSS. */
const FILTER_CLASSES = { list: lists.filters, link: lists.filterLink, count: lists.filterCount };

/** The industries the list offers: those with at least one story, with their counts. */
const INDUSTRIES = caseStudyIndustries(caseStudies);
const OFFERED = INDUSTRIES.map((industry) => industry.name);

/** The case-study list's own copy: the page of every story. */
const ALL_STORIES: FilterPageCopy = {
  title: "Case Studies: How RRR Approaches Reputation Problems",
  description:
    "Illustrative examples of RRR's approach: a fake-review attack, a defamatory blog about an executive and a doxxing victim's privacy, step by step.",
  keywords: ["reputation management case studies", "review management results", "content removal case study", "privacy protection"],
  heading: "Example scenarios: how we would approach common reputation problems",
  intro: "Made-up examples, not client stories: what a person or business might face, the steps we would take, and the kinds of change that can follow. Results vary.",
};

/** The registered path of the list page for an industry choice: the full list or the industry's page. */
function listPath(industry: IndustryChoice): string {
  return industry === "All" ? CASE_STUDIES_PATH : caseStudyIndustryPath(industry);
}

/** The copy of the list page for an industry choice. */
function listCopy(industry: IndustryChoice): FilterPageCopy {
  return industry === "All" ? ALL_STORIES : CASE_STUDY_INDUSTRY_PAGES[industry];
}

/** The head of the list page at this URL: the full list or an industry's page, in its sort. */
export function meta({ location }: Route.MetaArgs) {
  const { sort, industry, at } = listAtPath(location.pathname);
  const copy = listCopy(industry);
  const snippet = listPageSnippet(copy, industry === "All" ? "Case studies" : `${industry} case studies`, at.page, at.pages);
  const title = sort === "relevance" ? `${snippet.title} (by relevance)` : snippet.title;
  // The sorted page lists the stories of the list itself: kept out of search engines (`noindex`,
  // and out of sitemap.xml, src/site/manifest.ts), which index the list.
  return webPageMeta("CollectionPage", {
    path: listPagePath(caseStudiesSortPath(listPath(industry), sort), at.page),
    title,
    description: snippet.description,
    keywords: copy.keywords,
    pagination: at,
    ...(sort === "relevance" ? { noindex: true } : {}),
  });
}

/**
 * The list page at `pathname`: its industry, its sort, its stories in that sort (every page's), and
 * which of the list's pages it is (`/page/<n>/` after the sort's segment; docs/decisions/045).
 */
function listAtPath(pathname: string): { sort: CaseStudySort; industry: IndustryChoice; stories: CaseStudyMeta[]; at: PageNeighbours } {
  const { listPath: sortedPath, page } = listPageAtPath(pathname);
  const { sort, listPathname } = sortAtPath(sortedPath);
  const industry = industryAtPath(listPathname, OFFERED);
  const stories = selectCaseStudies(caseStudies, industry, sort);
  return { sort, industry, stories, at: pageNeighbours(caseStudiesSortPath(listPath(industry), sort), page, stories.length) };
}

/** The sort of the list page at `pathname` and the path of that list unsorted (its `by-relevance` segment removed). */
function sortAtPath(pathname: string): { sort: CaseStudySort; listPathname: string } {
  const path = pathname.replace(/\/+$/, "");
  const suffix = `/${RELEVANCE_SEGMENT}`;
  return path.endsWith(suffix) ? { sort: "relevance", listPathname: path.slice(0, -suffix.length) } : { sort: "newest", listPathname: path };
}

/** The sort choices, as the sort links name them. */
const SORTS: readonly { sort: CaseStudySort; label: string }[] = [
  { sort: "newest", label: "Newest" },
  { sort: "relevance", label: "Relevance" },
];

/**
 * The case-study list (docs/spec.md §2 "Case studies") and, with the same template, each industry's
 * page and each one's page sorted by relevance.
 *
 * Plain HTML, no script (docs/product-decisions.md, decision 11; docs/decisions/041): the
 * industries are links to prerendered pages (`/learning/case-studies/industry/<slug>/`), only for
 * industries that have stories, each with its count and `aria-current="page"` when shown; the sort
 * is two links, Newest (the list's own address) and Relevance (its `by-relevance/` page), the one
 * shown marked `aria-current="page"`, and the industry links keep it. A story is listed under its
 * client's industry and under each of its related industries.
 */
export default function CaseStudiesIndex() {
  const { sort, industry, stories, at } = listAtPath(useLocation().pathname);
  const shown = pageItems(stories, at.page);
  const first = (at.page - 1) * LIST_PAGE_SIZE + 1;
  const copy = listCopy(industry);
  // Each industry's page with its number of stories, in the sort shown.
  const industryLinks = [
    { key: "All", label: "All industries", href: canonicalPath(caseStudiesSortPath(CASE_STUDIES_PATH, sort)), count: caseStudies.length, current: industry === "All" },
    ...INDUSTRIES.map(({ name, count }) => ({ key: name, label: name, href: canonicalPath(caseStudiesSortPath(listPath(name), sort)), count, current: name === industry })),
  ];

  return (
    <>
      <PageHero eyebrow="Case studies" title={copy.heading} lead={copy.intro} visual="learning" />
      <div className={styles.container}>
        <IllustrativeNote variant="list" />
        <div className={lists.toolbar}>
          <FilterLinks label="Industries" noun={{ one: "story", other: "stories" }} classNames={FILTER_CLASSES} links={industryLinks} />
          <nav aria-label="Sort by">
            <p className={lists.label} aria-hidden="true">
              Sort by
            </p>
            <ul className={lists.filters}>
              {SORTS.map((choice) => (
                <li key={choice.sort}>
                  <a
                    href={canonicalPath(caseStudiesSortPath(listPath(industry), choice.sort))}
                    className={lists.filterLink}
                    aria-current={choice.sort === sort ? "page" : undefined}
                  >
                    {choice.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* What "Relevance" sorts by (content review teen-sort-1): not a judgement of the visitor's case. */}
          <p className={lists.count}>
            {industry === "All"
              ? "Relevance puts first the stories that touch the most industries."
              : "Relevance puts first the stories whose client is in this industry, then those that also touch it."}
          </p>
          <p className={lists.count}>
            {at.pages > 1
              ? `Showing case studies ${String(first)} to ${String(first + shown.length - 1)} of ${String(stories.length)}`
              : shown.length === caseStudies.length
                ? `Showing all ${caseStudies.length} case studies`
                : `Showing ${shown.length} of ${caseStudies.length} case studies`}
          </p>
        </div>
        <ArticleCardList
          headingLevel="h2"
          className={lists.grid}
          cards={shown.map((study) => ({
            ...summaryCard(caseStudySummary(study)),
            eyebrow: study.industry,
            meta: <time dateTime={study.date}>{study.displayDate}</time>,
            footer: <TagList tags={study.tags} label="Tags" />,
            linkLabel: "Read the story",
          }))}
        />
        <Pagination listPath={caseStudiesSortPath(listPath(industry), sort)} at={at} label="Pages of case studies" />
      </div>
    </>
  );
}
