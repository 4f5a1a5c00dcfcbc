import { CONTACT_LINK_LABEL } from "../../content/actions";
import { ABOUT_PATH, canonicalPath, CONTACT_PATH, HOME_PATH, LEARNING_PATH, registeredPath, SERVICES_PATH } from "../../site/paths";

/** One link of the header (docs/spec.md §2 "Shared frame"). */
export interface NavItem {
  readonly label: string;
  /** Canonical path with a trailing slash. */
  readonly href: string;
}

/**
 * The five header links, in the order of docs/spec.md §2 "Shared frame", in sentence case; the
 * contact page's says `CONTACT_LINK_LABEL` (src/content/actions.ts).
 */
export const MAIN_NAVIGATION: readonly NavItem[] = [
  { label: "Home", href: canonicalPath(HOME_PATH) },
  { label: "About us", href: canonicalPath(ABOUT_PATH) },
  { label: "Services", href: canonicalPath(SERVICES_PATH) },
  { label: "Learning Center", href: canonicalPath(LEARNING_PATH) },
  { label: CONTACT_LINK_LABEL, href: canonicalPath(CONTACT_PATH) },
];

/**
 * Whether a header link is the current section: Home only on `/`, every other link on its own
 * path and below it (docs/spec.md §2 "Shared frame": About stays active on every subpath of /about/).
 */
export function isActiveSection(href: string, pathname: string): boolean {
  const target = registeredPath(href);
  const current = registeredPath(pathname);
  if (target === HOME_PATH) return current === HOME_PATH;
  return current === target || current.startsWith(`${target}/`);
}
