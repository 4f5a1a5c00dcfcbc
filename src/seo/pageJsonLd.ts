import type { AboutPage, CollectionPage, Service, WebPage, WithContext } from "schema-dts";
import { absoluteUrl, site } from "../config/site";
import { canonicalPath } from "../routes/manifest";

/**
 * The page's own record (issue 3 point 6): `AboutPage` on About pages, `CollectionPage` on hubs,
 * `WebPage` otherwise; it names the organization as what the page is about.
 */
export function webPageJsonLd(
  type: "AboutPage" | "CollectionPage" | "WebPage",
  page: { path: string; title: string; description: string },
): WithContext<AboutPage | CollectionPage | WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.title,
    description: page.description,
    url: absoluteUrl(canonicalPath(page.path)),
    about: { "@id": `${site.url}/#organization` },
  };
}

/**
 * A Service record (issue 3 point 6; https://schema.org/Service): name, provider (the
 * organization), serviceType, description, areaServed, url.
 */
export function serviceJsonLd(service: {
  path: string;
  name: string;
  serviceType: string;
  description: string;
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(canonicalPath(service.path)),
    areaServed: "Worldwide",
    provider: { "@type": "Organization", "@id": `${site.url}/#organization`, name: site.name, url: `${site.url}/` },
  };
}
