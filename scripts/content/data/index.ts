/**
 * Every content file and folder that holds copy as data (docs/decisions/035), in the order the
 * CMS lists them. Adding one: write its schema (`src/content/dataSchemas.ts` or a module beside
 * it), declare it in a module of this folder with `defineDataCollection`, and add it here.
 */
import type { DataCollection } from "./collection";
import { contactCollection } from "./contact";
import { faqCollection } from "./faq";
import { glossaryCollection } from "./glossary";
import { pagesCollection } from "./pages";
import { businessServicesCollection, individualServicesCollection } from "./services";
import { homeCollection } from "./home";
import { siteFactsCollection } from "./siteFacts";
import { teamCollection } from "./team";
import { testimonialsCollection } from "./testimonials";
import { timelineCollection } from "./timeline";
import { urgentHelpCollection } from "./urgentHelp";

export const dataCollections: readonly DataCollection[] = [
  siteFactsCollection,
  faqCollection,
  glossaryCollection,
  individualServicesCollection,
  businessServicesCollection,
  pagesCollection,
  homeCollection,
  contactCollection,
  timelineCollection,
  urgentHelpCollection,
  teamCollection,
  testimonialsCollection,
];
