/**
 * The service collection: every service page's content entry (docs/decisions/006). The route
 * manifest, the service template, the hub cards and the Service JSON-LD all read it. Adding a
 * service page means adding one entry file and one line here; no component changes.
 */
import type { ServiceAudience, ServiceEntry } from "../pageTypes";
import brandCrisisManagement from "./businesses/brand-crisis-management";
import corporateDefamationSolutions from "./businesses/corporate-defamation-solutions";
import executiveReputationManagement from "./businesses/executive-reputation-management";
import healthcareReputationManagement from "./businesses/healthcare-reputation-management";
import negativeContentSuppression from "./businesses/negative-content-suppression";
import businessReputationManagement from "./businesses/reputation-management";
import reviewManagement from "./businesses/review-management";
import seoForReputation from "./businesses/seo-for-reputation";
import wikipediaManagement from "./businesses/wikipedia-management";
import onlineDefamationResponse from "./individuals/online-defamation-response";
import onlineHarassmentSolutions from "./individuals/online-harassment-solutions";
import onlineReputationManagement from "./individuals/online-reputation-management";
import personalBranding from "./individuals/personal-branding";
import personalContentRemoval from "./individuals/personal-content-removal";
import privacyProtection from "./individuals/privacy-protection";

/** Every service, individuals first, in the order of docs/spec.md §2 "Route table". */
export const serviceEntries: readonly ServiceEntry[] = [
  personalContentRemoval,
  onlineReputationManagement,
  onlineHarassmentSolutions,
  personalBranding,
  privacyProtection,
  onlineDefamationResponse,
  businessReputationManagement,
  reviewManagement,
  negativeContentSuppression,
  brandCrisisManagement,
  corporateDefamationSolutions,
  seoForReputation,
  wikipediaManagement,
  executiveReputationManagement,
  healthcareReputationManagement,
];


/**
 * Finds a service by audience and slug.
 * @throws Error naming the slug when there is none: a hub that lists a missing service is a
 *   content error and must fail the build, not render a dead link.
 */
export function requireService(audience: ServiceAudience, slug: string): ServiceEntry {
  const entry = serviceEntries.find((service) => service.audience === audience && service.slug === slug);
  if (!entry) throw new Error(`No service "${slug}" for ${audience} in src/content/services.`);
  return entry;
}
