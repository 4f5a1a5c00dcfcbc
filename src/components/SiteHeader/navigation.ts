import { registeredPath } from "../../routes/manifest";

/** One link of the header (docs/spec.md §2 "Shared frame"). */
export interface NavItem {
  readonly label: string;
  /** Canonical path with a trailing slash. */
  readonly href: string;
}

/** The five header links, in the order of docs/spec.md §2 "Shared frame". */
export const MAIN_NAVIGATION: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about/" },
  { label: "Services", href: "/services/" },
  { label: "Learning Center", href: "/learning/" },
  { label: "Contact", href: "/contact/" },
];

/**
 * Whether a header link is the current section: Home only on `/`, every other link on its own
 * path and below it (docs/spec.md §2 "Shared frame": "About stays active on any /about/ subpath").
 */
export function isActiveSection(href: string, pathname: string): boolean {
  const target = registeredPath(href);
  const current = registeredPath(pathname);
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}
