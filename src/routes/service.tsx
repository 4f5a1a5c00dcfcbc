import { ButtonAnchor } from "../components/Button/Button";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { CONTACT_ACTION_LABEL } from "../content/actions";
import styles from "./service.module.css";
import { ContentSections, isBandSection } from "../components/ContentSections/ContentSections";
import { TrustLinks } from "../components/TrustLinks/TrustLinks";
import { PageHero } from "../components/PageHero/PageHero";
import { Illustration } from "../components/Illustration/Illustration";
import { serviceIllustration } from "../content/serviceIllustration";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { formatDate } from "../content/dates";
import { type ResolvedSection, resolveSections } from "../content/resolveSections";
import { serviceEntries } from "../content/services";
import { mentionsSafetyTopic } from "../content/safetyTopics";
import { pageMeta } from "../seo/meta";
import { serviceJsonLd } from "../seo/pageJsonLd";
import { CHARGING_PATH, CONTACT_PATH, canonicalPath, registeredPath, servicePath } from "../site/paths";
import { priceRangeOf } from "../content/pricing";
import GithubSlugger from "github-slugger";
import { TableOfContents } from "../components/TableOfContents/TableOfContents";
import type { TocHeading } from "../content/types";
import type { Route } from "./+types/service";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";

/**
 * Finds the service entry at build time (prerender), with its review date as the page shows it
 * (`reviewedDisplayDate`, "November 23, 2026"; absent without one), so the browser formats no date,
 * and the urgent-help block added at the end of its sections when its copy mentions threats,
 * intimate images or doxxing and it has none of its own.
 * @throws Response 404 when no service has this path.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = registeredPath(new URL(request.url).pathname);
  const entry = serviceEntries.find((service) => servicePath(service) === path);
  if (!entry) throw new Response(`No service at ${path}`, { status: 404 });
  const reviewedDisplayDate = entry.reviewed === undefined ? undefined : formatDate(entry.reviewed);
  const sections = resolveSections(entry.sections);
  // A service for individuals whose copy is about threats, intimate images or doxxing carries the
  // short urgent-help block (src/content/urgentHelp.ts); a business service, the frame's help strip
  // alone (docs/product-decisions.md, decision 17).
  const needsUrgentHelp =
    entry.audience === "individuals" && !sections.some((section) => section.kind === "urgentHelp") && mentionsSafetyTopic(JSON.stringify([entry.hero, sections])) !== undefined;
  const withUrgentHelp = needsUrgentHelp ? [...sections, { kind: "urgentHelp" } as const] : sections;
  const hasUrgentHelp = withUrgentHelp.some((section) => section.kind === "urgentHelp");
  return { ...entry, path, sections: withUrgentHelp, reviewedDisplayDate, hasUrgentHelp, priceRange: priceRangeOf(entry.slug), contents: sectionContents(withUrgentHelp) };
}

/**
 * The page's "On this page" entries: each banded section's heading with an id made from it as
 * GitHub makes heading ids (github-slugger, the slugs of the guides' headings too), unique in the page.
 * @returns the headings in page order (level 2), and heading → id for `ContentSections`.
 */
function sectionContents(sections: readonly ResolvedSection[]): { headings: TocHeading[]; anchors: Record<string, string> } {
  const slugger = new GithubSlugger();
  const headings: TocHeading[] = [];
  for (const section of sections) {
    if (!isBandSection(section)) continue;
    headings.push({ id: slugger.slug(section.heading), text: section.heading, level: 2 });
  }
  return { headings, anchors: Object.fromEntries(headings.map((heading) => [heading.text, heading.id])) };
}

/** The head of a service page, with its Service record (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    path: loaderData.path,
    ...loaderData.meta,
    jsonLd: [
      serviceJsonLd({
        path: loaderData.path,
        name: loaderData.name,
        serviceType: loaderData.serviceType,
        description: loaderData.summary,
      }),
    ],
  });
}

/**
 * "Starting range: <range>. How we charge", the service's range in one line with the link to how
 * the firm charges (docs/product-decisions.md, decision 18).
 */
function StartingRange({ range, className }: { range: string; className: string }) {
  return (
    <p className={className}>
      Starting range: {range}. <a href={canonicalPath(CHARGING_PATH)}>How we charge</a>
    </p>
  );
}

/**
 * The one template of every individual and business service page (docs/decisions/006): hero with
 * the breadcrumb, the main action, the starting range and the service's own drawing; the entry's
 * sections, with "On this page" and the main action in a sticky aside beside them from 75rem
 * (docs/decisions/061); the review date of a page that describes outside rules,
 * the links to how the firm charges and its standards (`TrustLinks`), the closing call to action
 * to /contact.
 */
export default function ServicePage({ loaderData: service }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={service.hero.eyebrow}
        title={service.hero.title}
        lead={service.hero.lead}
        aside={<Illustration name={serviceIllustration(service.icon)} className={styles.heroArt} />}
        actions={
          <>
            <ButtonAnchor href={canonicalPath(CONTACT_PATH)} size="lg">
              {CONTACT_ACTION_LABEL}
            </ButtonAnchor>
            {service.priceRange ? <StartingRange range={service.priceRange.range} className={styles.price} /> : null}
          </>
        }
      />
      {service.hasUrgentHelp && service.sections[0]?.kind !== "urgentHelp" ? <UrgentHelpJump /> : null}
      <div className={styles.withAside}>
        <ContentSections sections={service.sections} anchors={service.contents.anchors} />
        {/* From 75rem: the index and the main action beside the sections, in view while they scroll;
            after them in the source, so that the sections (the urgent-help block first where a page
            opens with it) come first to a screen reader's headings and to the keyboard. */}
        <div className={styles.rail}>
          <div className={styles.railInner}>
            <div className={styles.aside}>
              <TableOfContents headings={service.contents.headings} />
              <div className={styles.asideAction}>
                <ButtonAnchor href={canonicalPath(CONTACT_PATH)}>{CONTACT_ACTION_LABEL}</ButtonAnchor>
                {service.priceRange ? <StartingRange range={service.priceRange.range} className={styles.asidePrice} /> : null}
              </div>
            </div>
          </div>
        </div>
      </div>
      <ReviewedDate date={service.reviewed} displayDate={service.reviewedDisplayDate} variant="block" />
      <TrustLinks />
      <CallToAction content={service.callToAction} note={service.callToActionNote} />
    </>
  );
}
