/** The pages built from content sections: About and the Services hubs (docs/decisions/006). */
import type { PageEntry } from "../pageTypes";
import about from "./about";
import aboutProcess from "./about-process";
import aboutStory from "./about-story";
import aboutTeam from "./about-team";
import aboutWhyChooseRrr from "./about-why-choose-rrr";
import services from "./services";
import servicesBusinesses from "./services-businesses";
import servicesIndividuals from "./services-individuals";

/** About pages, in menu order. */
export const aboutPages: readonly PageEntry[] = [about, aboutStory, aboutProcess, aboutTeam, aboutWhyChooseRrr];

/** The services hubs. */
export const serviceHubPages: readonly PageEntry[] = [services, servicesIndividuals, servicesBusinesses];
