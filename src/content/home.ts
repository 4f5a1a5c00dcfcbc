import { homeCopy } from "./generated/home";
import type { CallToActionContent } from "./types";

/**
 * Copy of the home page (docs/spec.md §2 "Home /"), from the content file
 * `src/content/data/home.yml` (docs/decisions/035; schema `homeCopySchema` in
 * `src/content/pageCopySchemas.ts`, whose hints say what each field is for). The "at a glance"
 * facts are promises of docs/spec.md §1 and §9: a figure the spec does not give (a client count, a
 * success rate) would be a placeholder (docs/product-decisions.md, decision 12). The closing band's
 * colour is design, not copy, so it stays here.
 */
export const homeContent = {
  ...homeCopy,
  closing: { ...homeCopy.closing, tone: "accent" } satisfies CallToActionContent,
};
