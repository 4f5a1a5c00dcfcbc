import { Info } from "lucide-react";
import { Link } from "react-router";
import type { ContactPage, WithContext } from "schema-dts";
import { buttonClassName } from "../components/Button/Button";
import { ContactForm } from "../components/ContactForm/ContactForm";
import { Island } from "../islands/Island";
import { PageHero } from "../components/PageHero/PageHero";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { bookingUrl, isDemoMode } from "../config/email";
import { absoluteUrl, siteUrl } from "../config/siteUrl";
import { site } from "../content/site";
import { contactContent as content } from "../content/contact";
// What happens outside business hours: a term the firm confirms (`toConfirm`), as the crisis and executive pages say it.
import { siteTerms } from "../content/generated/siteTerms";
import { pageMeta } from "../seo/meta";
import styles from "./contact.module.css";
import { CHARGING_PATH, CONTACT_PATH, REPUTATION_CHECK_PATH, STANDARDS_PATH, aboutPath, canonicalPath } from "../site/paths";

const contactPageJsonLd: WithContext<ContactPage> = {
  "@context": "https://schema.org",
  "@type": "ContactPage",
  name: content.meta.title,
  description: content.meta.description,
  url: absoluteUrl(canonicalPath(CONTACT_PATH)),
  about: { "@id": `${siteUrl}/#organization` },
};

export function meta() {
  return pageMeta({ path: CONTACT_PATH, ...content.meta, jsonLd: [contactPageJsonLd] });
}

/**
 * The contact page (docs/spec.md §2 "Contact /contact"): the contact form first, then three short
 * sections (docs/decisions/060): what happens next, with the links to every stage (Our Process), the
 * reputation check, How we charge and Our standards; how to reach us directly and what we do with
 * a message; the short urgent-help block. When `VITE_BOOKING_URL` is set, the booking button ("Book your call online", in
 * sentence case; docs/product-decisions.md, decision 2). It leads to the outside booking site, so
 * its label is its own, not one of `src/content/actions.ts`. The demo build says plainly that messages are
 * not delivered.
 */
export default function Contact() {
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} visual="contact" />
      <div className={styles.layout}>
        <div className={styles.main}>
          {isDemoMode ? (
            <div className={styles.demo}>
              <Info aria-hidden="true" size={20} />
              <p>
                <strong>{content.demo.title}.</strong> {content.demo.body}
              </p>
            </div>
          ) : null}
          <Island name="contact-form">
            <ContactForm />
          </Island>
          {bookingUrl ? (
            <div className={[styles.panel, styles.booking].join(" ")}>
              <div>
                <h2>{content.booking.heading}</h2>
                <p>{content.booking.body}</p>
              </div>
              <a className={buttonClassName({ variant: "outline" })} href={bookingUrl} target="_blank" rel="noopener noreferrer">
                {content.booking.actionLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          ) : null}
        </div>
        {/* After the form, three short sections (docs/decisions/060): what happens next, how to reach us and what we keep, and urgent help. */}
        <aside className={styles.aside} aria-label="About your consultation">
          <section className={styles.panel} aria-labelledby="next-steps">
            <h2 id="next-steps">{content.nextSteps.heading}</h2>
            <ol className={styles.steps}>
              {content.nextSteps.steps.map((step) => (
                <li key={step.title} className={styles.step}>
                  <h3>{step.title}</h3>
                  <p>{step.body}</p>
                </li>
              ))}
            </ol>
            <ul className={styles.moreLinks}>
              <li>
                <Link to={canonicalPath(aboutPath("process"))}>Every stage, with when it happens</Link>
              </li>
              <li>
                {content.checkPrompt.heading}{" "}
                <Link to={canonicalPath(REPUTATION_CHECK_PATH)}>{content.checkPrompt.linkLabel}</Link>
              </li>
              <li>
                <Link to={canonicalPath(CHARGING_PATH)}>How we charge</Link> · <Link to={canonicalPath(STANDARDS_PATH)}>Our standards</Link>
              </li>
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby="direct-contact">
            <h2 id="direct-contact">Reach us directly</h2>
            <dl className={styles.details}>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
              </dd>
              <dt>Response time</dt>
              <dd>
                Within {site.responseTime}, {site.businessHours.text}. Outside those hours, {siteTerms.afterHours}
              </dd>
            </dl>
            <h3>{content.confidentiality.heading}</h3>
            <p>{content.confidentiality.body}</p>
            <p className={styles.legal}>{content.legal}</p>
          </section>
          <UrgentHelp inline />
        </aside>
      </div>
    </>
  );
}
