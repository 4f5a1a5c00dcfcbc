import type { BreadcrumbList, Organization, WithContext } from "schema-dts";
import { absoluteUrl, siteUrl } from "../config/siteUrl";
import { site } from "../content/site";
import type { BreadcrumbItem } from "../site/manifest";
import { AREA_SERVED } from "./areaServed";


/**
 * The Organization record (docs/spec.md §3 "Structured data"): name, description, url, logo, a customer
 * support contact point in English, the area served, and the service types (as the catalogue's
 * `Service.serviceType`, since schema.org's Organization has no `serviceType`).
 *
 * Area served: the United States (`AREA_SERVED`), not the spec's "Worldwide". The firm is a US firm
 * under Texas law, and the site's statements of law describe US law unless they say otherwise
 * (docs/content/review.md, M8); whether it serves clients outside the US is for the firm to confirm
 * (README "Before going live").
 */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${siteUrl}/`,
    logo: absoluteUrl("/logo.svg"),
    email: site.email,
    telephone: site.phone.e164,
    areaServed: AREA_SERVED,
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      availableLanguage: "English",
      email: site.email,
      telephone: site.phone.e164,
      areaServed: AREA_SERVED,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${site.shortName} services`,
      itemListElement: site.serviceTypes.map((serviceType) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", serviceType, name: serviceType },
      })),
    },
  };
}

/**
 * A BreadcrumbList (docs/spec.md §3: items with position, name, url;
 * https://schema.org/BreadcrumbList).
 * @param trail - the page's breadcrumb trail, first item Home.
 */
export function breadcrumbJsonLd(trail: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.url),
    })),
  };
}
