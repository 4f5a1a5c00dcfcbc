/** The contact form's island entry (docs/decisions/041): what the islands loader imports to hydrate it. */
import { ContactForm } from "../components/ContactForm/ContactForm";
import { type IslandModule, hydrateIsland } from "./hydrateIsland";

export const hydrate: IslandModule["hydrate"] = (element) => {
  hydrateIsland(element, "contact-form", <ContactForm />);
};
