import { HelpStrip } from "../UrgentHelp/HelpStrip";
import { site } from "../../content/site";
import { BrandMark } from "../SiteHeader/BrandMark";
import { FOOTER_COLUMNS } from "./footerLinks";
import styles from "./SiteFooter.module.css";
import { useCurrentYear } from "./useCurrentYear";
import { CURRENT_YEAR_ATTRIBUTE } from "../../config/enhancement";

/**
 * The site footer (docs/spec.md §2 "Shared frame"): a short statement, the four link columns, contact
 * details, the not-a-law-firm statement (docs/product-decisions.md, decision 9) and the copyright
 * line with the current year (`useCurrentYear` where React runs; the static pages' script sets the
 * `CURRENT_YEAR_ATTRIBUTE` element on the others). The links are plain links to other documents
 * (docs/decisions/040).
 */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <HelpStrip />
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <p className={styles.brand}>
              <BrandMark className={styles.brandMark} />
              {site.shortName}
            </p>
            <p>
              Confidential online reputation management for individuals, executives and businesses. Free consultation,
              answer within {site.responseTime}.
            </p>
            <p>
              <a className={styles.contactLink} href={`mailto:${site.email}`}>
                {site.email}
              </a>
              <br />
              <a className={styles.contactLink} href={`tel:${site.phone.e164}`}>
                {site.phone.display}
              </a>
            </p>
          </div>
          <div className={styles.columns}>
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`}>
                <h2 id={`footer-${column.heading.toLowerCase()}`} className={styles.heading}>
                  {column.heading}
                </h2>
                <ul className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <a className={styles.link} href={link.href}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className={styles.bottom}>
          <p>
            © <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }}>{year}</span> {site.name}. All rights reserved.
          </p>
          <p>{site.shortName} is not a law firm and does not give legal advice.</p>
        </div>
      </div>
    </footer>
  );
}
