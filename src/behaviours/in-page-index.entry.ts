/**
 * The module the FAQ and glossary pages load (`PageRoute.behaviours` "in-page-index",
 * src/site/manifest.ts; bundled by scripts/html/behaviours.ts): it tracks every in-page index of
 * the page (`./inPageIndex.ts`). A module script runs once the document is parsed.
 */
import { trackInPageIndexes } from "./inPageIndex";

trackInPageIndexes(window);
