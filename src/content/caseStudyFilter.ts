import type { CaseStudyMeta } from "./collectionTypes";
import { newestFirst } from "./dates";
import { CASE_STUDY_FILTER_INDUSTRIES } from "./taxonomy";

export type IndustryChoice = "All" | (typeof CASE_STUDY_FILTER_INDUSTRIES)[number];
export type CaseStudySort = "newest" | "relevance";

/** Reads `?industry=`; anything unknown means `All`. */
export function parseIndustry(value: string | null): IndustryChoice {
  return (CASE_STUDY_FILTER_INDUSTRIES as readonly string[]).includes(value ?? "") ? (value as IndustryChoice) : "All";
}

/** Reads `?sort=`; anything unknown means `newest`. */
export function parseSort(value: string | null): CaseStudySort {
  return value === "relevance" ? "relevance" : "newest";
}

/**
 * How closely a story matches an industry: 2 when it is the client's industry, 1 when the story
 * is also relevant to it (`relatedIndustries`), 0 otherwise.
 */
export function relevance(study: CaseStudyMeta, industry: IndustryChoice): number {
  if (industry === "All") return 0;
  if (study.industry === industry) return 2;
  return study.relatedIndustries?.includes(industry) ? 1 : 0;
}

/**
 * The stories the case-study list shows (issue 4 point 6): with an industry chosen, only the
 * stories relevant to it; sorted newest first, or by relevance to the industry (then newest).
 * With "All", relevance ranks stories that speak to more industries first.
 */
export function selectCaseStudies(studies: readonly CaseStudyMeta[], industry: IndustryChoice, sort: CaseStudySort): CaseStudyMeta[] {
  const shown = industry === "All" ? [...studies] : studies.filter((study) => relevance(study, industry) > 0);
  const newest = (a: CaseStudyMeta, b: CaseStudyMeta) => newestFirst(a.date, b.date);
  if (sort === "newest") return shown.sort(newest);
  const breadth = (study: CaseStudyMeta) => (study.relatedIndustries?.length ?? 0) + 1;
  return shown.sort((a, b) =>
    industry === "All" ? breadth(b) - breadth(a) || newest(a, b) : relevance(b, industry) - relevance(a, industry) || newest(a, b),
  );
}
