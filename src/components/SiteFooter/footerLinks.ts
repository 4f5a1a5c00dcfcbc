/** A footer column (docs/spec.md §2 "Shared frame": Services, Company, Resources, Legal). */
export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly { readonly label: string; readonly href: string }[];
}

/**
 * The four footer columns. Per docs/spec.md §2 "Shared frame", service links go to /services and
 * resources to /learning.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: "Services",
    links: [
      { label: "Content Removal", href: "/services/" },
      { label: "Reputation Management", href: "/services/" },
      { label: "Review Management", href: "/services/" },
      { label: "Crisis Communication", href: "/services/" },
      { label: "Privacy Protection", href: "/services/" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", href: "/about/" },
      { label: "Learning Center", href: "/learning/" },
      { label: "Contact", href: "/contact/" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Blog", href: "/learning/" },
      { label: "Guides", href: "/learning/" },
      { label: "FAQs", href: "/learning/" },
      { label: "Case Studies", href: "/learning/" },
      { label: "Glossary", href: "/learning/" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy/" },
      { label: "Terms of Service", href: "/terms/" },
      { label: "Cookie Policy", href: "/cookies/" },
      { label: "Disclaimer", href: "/disclaimer/" },
    ],
  },
];
