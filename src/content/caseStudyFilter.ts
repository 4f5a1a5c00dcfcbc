import { oneOf } from "../../machines/rules";
import { caseStudyIndustryPath } from "../site/paths";
import type { CaseStudyMeta } from "./collectionTypes";
import { newestFirst } from "./dates";
import { CASE_STUDY_INDUSTRIES, type CaseStudyIndustry } from "./taxonomy";

export type IndustryChoice = "All" | CaseStudyIndustry;
export type CaseStudySort = "newest" | "relevance";

/** An industry the case-study list offers, with the number of stories listed under it. */
export interface IndustryCount {
  readonly name: CaseStudyIndustry;
  readonly count: number;
}

/** The industries a story is listed under: its client's `industry`, then its `relatedIndustries`. */
export function industriesOf(study: Pick<CaseStudyMeta, "industry" | "relatedIndustries">): CaseStudyIndustry[] {
  return [...new Set([study.industry, ...(study.relatedIndustries ?? [])])];
}

/**
 * The industries that have at least one story, each with its count, in the vocabulary's
 * (alphabetical) order (docs/product-decisions.md, decision 2 "Nothing inert": the list offers no
 * industry that would show an empty page). `scripts/content-index.ts` writes the names into the
 * page index, so the route manifest gives each one a prerendered page.
 */
export function caseStudyIndustries(studies: readonly Pick<CaseStudyMeta, "industry" | "relatedIndustries">[]): IndustryCount[] {
  return CASE_STUDY_INDUSTRIES.map((name) => ({ name, count: studies.filter((study) => industriesOf(study).includes(name)).length })).filter(
    (entry) => entry.count > 0,
  );
}

/**
 * The industry whose prerendered list is at `pathname` (`/learning/case-studies/industry/<slug>/`),
 * or `All` for any other path (the full list).
 *
 * @param pathname - a path in either URL form (with or without the trailing slash).
 * @param offered - the industries that have a page.
 */
export function industryAtPath(pathname: string, offered: readonly CaseStudyIndustry[]): IndustryChoice {
  const path = pathname.replace(/\/+$/, "");
  return offered.find((industry) => caseStudyIndustryPath(industry) === path) ?? "All";
}

/**
 * Reads the `?industry=` parameter of older links (the filter is now one page per industry);
 * anything outside the vocabulary means `All`.
 */
export function parseIndustry(value: string | null): IndustryChoice {
  return oneOf(CASE_STUDY_INDUSTRIES, value) ?? "All";
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
 * The stories a case-study list shows (docs/spec.md §2 "Case studies"; docs/product-decisions.md,
 * decision 2): on an industry's page, only the stories listed under it; sorted newest first, or by
 * relevance to the industry (then newest). With "All", relevance ranks stories that speak to more
 * industries first.
 */
export function selectCaseStudies(studies: readonly CaseStudyMeta[], industry: IndustryChoice, sort: CaseStudySort): CaseStudyMeta[] {
  const shown = industry === "All" ? [...studies] : studies.filter((study) => relevance(study, industry) > 0);
  const newest = (a: CaseStudyMeta, b: CaseStudyMeta) => newestFirst(a.date, b.date);
  if (sort === "newest") return shown.sort(newest);
  const breadth = (study: CaseStudyMeta) => industriesOf(study).length;
  return shown.sort((a, b) =>
    industry === "All" ? breadth(b) - breadth(a) || newest(a, b) : relevance(b, industry) - relevance(a, industry) || newest(a, b),
  );
}
