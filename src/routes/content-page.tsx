import { CallToAction } from "../components/CallToAction/CallToAction";
import { ContentSections } from "../components/ContentSections/ContentSections";
import { PageHero } from "../components/PageHero/PageHero";
import { aboutPages, serviceHubPages } from "../content/pages";
import { resolveSections } from "../content/resolveSections";
import { mentionsSafetyTopic } from "../content/safetyTopics";
import { webPageMeta } from "../seo/pageKindMeta";
import { registeredPath } from "../site/paths";
import type { Route } from "./+types/content-page";
import { UrgentHelpJump } from "../components/UrgentHelp/UrgentHelpJump";
import { quickExitWhen } from "../components/QuickExit/rules";
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
  // A page about threats, intimate images or doxxing carries the urgent-help block (src/content/urgentHelp.ts).
  const needsUrgentHelp = mentionsSafetyTopic(JSON.stringify([entry.hero, sections])) !== undefined;
  // With the block comes the quick exit (SiteFrame, docs/product-decisions.md, decision 13;
  // docs/decisions/025): the full strip on a Services hub (the way in to the services for people
  // harassed or exposed), the compact one on an About page, which is about the firm, not about harm.
  const quickExit = quickExitWhen(needsUrgentHelp, aboutPages.includes(entry) ? "compact" : "full");
  // The hero's drawing (docs/decisions/051): a search page under review for the Services hubs, the
  // steps of the process for the About pages.
  const visual: HeroVisualKind = aboutPages.includes(entry) ? "process" : "search";
  return { ...entry, sections: needsUrgentHelp ? [...sections, { kind: "urgentHelp" } as const] : sections, quickExit, visual };
}

/** The head of an About page or a Services hub (docs/spec.md §1 "Page metadata"). */
export function meta({ loaderData }: Route.MetaArgs) {
  return webPageMeta(loaderData.schemaType ?? "WebPage", { path: loaderData.path, ...loaderData.meta });
}

/**
 * The template of the About pages and the Services hubs (docs/decisions/006): hero, sections,
 * "Before you decide" (`TrustLinks`) where the page asks for it (`beforeYouDecide`: the hubs, Why
 * choose RRR and Our Process, docs/decisions/046), and the closing call to action.
 */
export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} visual={page.visual} />
      {page.quickExit !== "none" ? <UrgentHelpJump /> : null}
      <ContentSections sections={page.sections} />
      {page.beforeYouDecide === true ? <TrustLinks /> : null}
      <CallToAction content={page.callToAction} note={page.callToActionNote} />
    </>
  );
}
