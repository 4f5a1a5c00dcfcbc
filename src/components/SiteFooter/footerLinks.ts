import {
  ABOUT_PATH,
  CONTACT_PATH,
  COOKIES_PATH,
  LEARNING_PATH,
  PRIVACY_PATH,
  SERVICES_PATH,
  TERMS_PATH,
  canonicalPath,
  legalPath,
} from "../../routes/paths";

/** A footer column (docs/spec.md §2 "Shared frame": Services, Company, Resources, Legal). */
export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/** A footer link to a page, by its registered path. */
const link = (label: string, path: string) => ({ label, href: canonicalPath(path) });

/** Links that all lead to one page, e.g. the service names to the Services hub. */
const allTo = (path: string, labels: readonly string[]) => labels.map((label) => link(label, path));

/**
 * The four footer columns. Per docs/spec.md §2 "Shared frame", service links go to the Services hub
 * and resources to the Learning Center.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: "Services",
    links: allTo(SERVICES_PATH, ["Content Removal", "Reputation Management", "Review Management", "Crisis Communication", "Privacy Protection"]),
  },
  {
    heading: "Company",
    links: [link("About Us", ABOUT_PATH), link("Learning Center", LEARNING_PATH), link("Contact", CONTACT_PATH)],
  },
  {
    heading: "Resources",
    links: allTo(LEARNING_PATH, ["Blog", "Guides", "FAQs", "Case Studies", "Glossary"]),
  },
  {
    heading: "Legal",
    links: [link("Privacy Policy", PRIVACY_PATH), link("Terms of Service", TERMS_PATH), link("Cookie Policy", COOKIES_PATH), link("Disclaimer", legalPath("disclaimer"))],
  },
];
