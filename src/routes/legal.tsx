import { Markdown } from "../components/Markdown/Markdown";
import { PageHero } from "../components/PageHero/PageHero";
import { PrintSource } from "../components/PrintSource/PrintSource";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { TableOfContents } from "../components/TableOfContents/TableOfContents";
import { pageIndex } from "../content/generated/pageIndex";
import { loadLegalDocument } from "../content/legal.server";
import { webPageMeta } from "../seo/pageKindMeta";
import styles from "./legal.module.css";
import { registeredPath } from "../site/paths";
import type { Route } from "./+types/legal";

/**
 * Loads the legal document for this path at build time.
 * @throws Response 404 when no legal document has this path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = registeredPath(new URL(request.url).pathname);
  const document = pageIndex.legalDocuments.find((candidate) => `/${candidate.slug}` === path);
  if (!document) throw new Response(`No legal document at ${path}`, { status: 404 });
  return { path, ...loadLegalDocument(document.slug) };
}

/** The head of a legal page, from its frontmatter (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  const { frontmatter, path } = loaderData;
  return webPageMeta("WebPage", { path, title: frontmatter.title, description: frontmatter.description, keywords: frontmatter.keywords });
}

/**
 * A legal page from Markdown (docs/spec.md §2 "Legal pages"; docs/decisions/006), or a policy page
 * of the same kind (how the firm charges, its standards) with its own eyebrow: title, date, a
 * table of contents with anchors, and the text with long-form typography and print styles (help
 * for people in danger is the frame's strip alone: docs/product-decisions.md, decision 17); in
 * print, the canonical URL under the title (`PrintSource`; docs/decisions/019).
 */
export default function LegalPage({ loaderData: document }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={document.frontmatter.eyebrow ?? "Legal"}
        title={document.frontmatter.title}
        lead={
          <>
            {document.frontmatter.dateLabel}: <time dateTime={document.frontmatter.date}>{document.displayDate}</time>
            <ReviewedDate date={document.frontmatter.reviewed} displayDate={document.reviewedDisplayDate} separator=" · " />
          </>
        }
        visual="policy"
      />
      <PrintSource path={document.path} />
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Contents">
          <TableOfContents headings={document.headings} />
        </aside>
        <article>
          <Markdown html={document.html} />
        </article>
      </div>
    </>
  );
}
