import type { BreadcrumbList, Organization, WithContext } from "schema-dts";
import { absoluteUrl, site } from "../config/site";
import type { BreadcrumbItem } from "../site/manifest";

/**
 * The Organization record (docs/spec.md §3 "Structured data"): name, description, url, logo, a customer
 * support contact point in English, area served Worldwide, and the service types (as the
 * catalogue's `Service.serviceType`, since schema.org's Organization has no `serviceType`).
 */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: `${site.url}/`,
    logo: absoluteUrl("/logo.svg"),
    email: site.email,
    telephone: site.phone.e164,
    areaServed: "Worldwide",
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      availableLanguage: "English",
      email: site.email,
      telephone: site.phone.e164,
      areaServed: "Worldwide",
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
