/** One document of the Learning Center search index (docs/decisions/007). */
export interface SearchDocument {
  /** Unique: `type:slug`. */
  id: string;
  type: "Article" | "Guide" | "Case study" | "FAQ" | "Glossary term";
  title: string;
  /** Words searched besides the title (lowercased body words, answers, definitions). */
  text: string;
  /** One or two sentences shown under the result. */
  snippet: string;
  /** Canonical site path, with a `#fragment` for FAQs and glossary terms. */
  url: string;
}

/** Where the index is served from (a prerendered file). */
export const SEARCH_INDEX_PATH = "/learning/search-index.json";
