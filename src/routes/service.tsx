import { ButtonAnchor } from "../components/Button/Button";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { CONTACT_ACTION_LABEL } from "../content/actions";
import styles from "./service.module.css";
import { ContentSections } from "../components/ContentSections/ContentSections";
import { TrustLinks } from "../components/TrustLinks/TrustLinks";
import { PageHero } from "../components/PageHero/PageHero";
import { ReviewedDate } from "../components/ReviewedDate/ReviewedDate";
import { formatDate } from "../content/dates";
import { resolveSections } from "../content/resolveSections";
import { serviceEntries } from "../content/services";
import { mentionsSafetyTopic } from "../content/safetyTopics";
import { pageMeta } from "../seo/meta";
import { serviceJsonLd } from "../seo/pageJsonLd";
import { CHARGING_PATH, CONTACT_PATH, canonicalPath, registeredPath, servicePath } from "../site/paths";
import { priceRangeOf } from "../content/pricing";
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
  return { ...entry, path, sections: withUrgentHelp, reviewedDisplayDate, hasUrgentHelp, priceRange: priceRangeOf(entry.slug) };
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
 * The one template of every individual and business service page (docs/decisions/006): hero with
 * the breadcrumb, the entry's sections, the review date of a page that describes outside rules,
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
        visual="search"
        actions={
          <>
            <ButtonAnchor href={canonicalPath(CONTACT_PATH)} size="lg">
              {CONTACT_ACTION_LABEL}
            </ButtonAnchor>
            {service.priceRange ? (
              <p className={styles.price} data-price-range="">
                Starting range: {service.priceRange.range}. <a href={canonicalPath(CHARGING_PATH)}>How we charge</a>
              </p>
            ) : null}
          </>
        }
      />
      {service.hasUrgentHelp && service.sections[0]?.kind !== "urgentHelp" ? <UrgentHelpJump /> : null}
      <ContentSections sections={service.sections} />
      <ReviewedDate date={service.reviewed} displayDate={service.reviewedDisplayDate} variant="block" />
      <TrustLinks />
      <CallToAction content={service.callToAction} note={service.callToActionNote} />
    </>
  );
}
