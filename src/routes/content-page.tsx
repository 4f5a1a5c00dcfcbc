import { useLoaderData } from "react-router";
import { CallToAction } from "../components/CallToAction/CallToAction";
import { ContentSections } from "../components/ContentSections/ContentSections";
import { PageHero } from "../components/PageHero/PageHero";
import { aboutPages, serviceHubPages } from "../content/pages";
import { resolveSections } from "../content/resolveSections";
import { pageMeta } from "../seo/meta";
import { webPageJsonLd } from "../seo/pageJsonLd";
import { registeredPath } from "./manifest";

/**
 * Finds the page's content entry at build time (prerender) and resolves its sections, so the
 * browser receives only this page's content.
 * @throws Response 404 when no entry has this path (the manifest and the content disagree).
 */
export function loader({ request }: { request: Request }) {
  const path = registeredPath(new URL(request.url).pathname);
  const entry = [...aboutPages, ...serviceHubPages].find((page) => page.path === path);
  if (!entry) throw new Response(`No content page at ${path}`, { status: 404 });
  return { ...entry, sections: resolveSections(entry.sections) };
}

type LoaderData = ReturnType<typeof loader>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }) {
  if (!loaderData) return [];
  return pageMeta({
    path: loaderData.path,
    ...loaderData.meta,
    jsonLd: [
      webPageJsonLd(loaderData.schemaType ?? "WebPage", {
        path: loaderData.path,
        title: loaderData.meta.title,
        description: loaderData.meta.description,
      }),
    ],
  });
}

/** The template of the About pages and the Services hubs (docs/decisions/006). */
export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <ContentSections sections={page.sections} />
      <CallToAction content={page.callToAction} note={page.callToActionNote} />
    </>
  );
}
