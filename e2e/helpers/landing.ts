/**
 * Where an in-page link (a FAQ category, a glossary letter) brings its section, in CSS px from the
 * top of the viewport: docs/spec.md §9's 100 px under the header, plus the quick exit's 48 px strip
 * pinned above the header on every page (docs/decisions/059): the page's scroll padding
 * (`--header-height` and 16 px, src/styles/global.css) plus the section's 12 px scroll margin.
 */
export const LANDING_TOP_PX = 148;
