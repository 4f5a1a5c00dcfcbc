import { CallToAction } from "../components/CallToAction/CallToAction";
import { ContentSections } from "../components/ContentSections/ContentSections";
import { PageHero } from "../components/PageHero/PageHero";
import { aboutPages, serviceHubPages } from "../content/pages";
import { resolveSections } from "../content/resolveSections";
import { mentionsSafetyTopic } from "../content/safetyTopics";
import { webPageMeta } from "../seo/pageKindMeta";
import { CONTACT_PATH, canonicalPath, registeredPath, serviceHubPath } from "../site/paths";
import { ButtonAnchor } from "../components/Button/Button";
import { CONTACT_ACTION_LABEL } from "../content/actions";

/** The hub of the services for individuals, the one hub about harm. */
const INDIVIDUALS_HUB_PATH = serviceHubPath("individuals");
import type { Route } from "./+types/content-page";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { TrustLinks } from "../components/TrustLinks/TrustLinks";
import type { HeroVisualKind } from "../components/HeroVisual/HeroVisual";

/**
 * Finds the page's content entry at build time (prerender) and resolves its sections, so the
 * browser receives only this page's content; the urgent-help block is added at the end when the
 * copy mentions threats, intimate images or doxxing.
 * @throws Response 404 when no entry has this path (the manifest and the content disagree).
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = registeredPath(new URL(request.url).pathname);
  const entry = [...aboutPages, ...serviceHubPages].find((page) => page.path === path);
  if (!entry) throw new Response(`No content page at ${path}`, { status: 404 });
  const sections = resolveSections(entry.sections);
  // The individuals' hub, whose copy is about threats, intimate images or doxxing, carries the short
  // urgent-help block (src/content/urgentHelp.ts); the About pages and the other hubs are about the
  // firm and its services, and show the frame's help strip alone (docs/product-decisions.md, decision 17).
  const needsUrgentHelp = entry.path === INDIVIDUALS_HUB_PATH && mentionsSafetyTopic(JSON.stringify([entry.hero, sections])) !== undefined;
  // The hero's drawing (docs/decisions/051): a search page under review for the Services hubs, the
  // steps of the process for the About pages.
  const visual: HeroVisualKind = aboutPages.includes(entry) ? "process" : "search";
  // A Services hub offers the main action in its hero, so the first link to /contact/ is within the first screens at 375 px.
  const offersAction = serviceHubPages.includes(entry);
  return { ...entry, offersAction, sections: needsUrgentHelp ? [...sections, { kind: "urgentHelp" } as const] : sections, needsUrgentHelp, visual };
}

/** The head of an About page or a Services hub (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  return webPageMeta(loaderData.schemaType ?? "WebPage", { path: loaderData.path, ...loaderData.meta });
}

/**
 * The template of the About pages and the Services hubs (docs/decisions/006): hero (with the main
 * action on a hub, so the next step is within the first screen), sections,
 * "Before you decide" (`TrustLinks`) where the page asks for it (`beforeYouDecide`: the hubs, Why
 * choose RRR and Our Process, docs/decisions/046), and the closing call to action.
 */
export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        visual={page.visual}
        actions={
          page.offersAction ? (
            <ButtonAnchor href={canonicalPath(CONTACT_PATH)} size="lg">
              {CONTACT_ACTION_LABEL}
            </ButtonAnchor>
          ) : undefined
        }
      />
      {page.needsUrgentHelp ? <UrgentHelpJump /> : null}
      <ContentSections sections={page.sections} />
      {page.beforeYouDecide === true ? <TrustLinks /> : null}
      <CallToAction content={page.callToAction} note={page.callToActionNote} />
    </>
  );
}
