import { Info } from "lucide-react";
import { Link } from "react-router";
import type { ContactPage, WithContext } from "schema-dts";
import { buttonClassName } from "../components/Button/Button";
import { ContactForm } from "../components/ContactForm/ContactForm";
import { Timeline } from "../components/Timeline/Timeline";
import { TrustLinks } from "../components/TrustLinks/TrustLinks";
import { Island } from "../islands/Island";
import { PageHero } from "../components/PageHero/PageHero";
import { FULL_QUICK_EXIT_HANDLE } from "../components/QuickExit/rules";
import { UrgentHelp } from "../components/UrgentHelp/UrgentHelp";
import { bookingUrl, isDemoMode } from "../config/email";
import { absoluteUrl, siteUrl } from "../config/siteUrl";
import { site } from "../content/site";
import { contactContent as content } from "../content/contact";
import { pageMeta } from "../seo/meta";
import styles from "./contact.module.css";
import { canonicalPath, CONTACT_PATH, REPUTATION_CHECK_PATH } from "../site/paths";

const contactPageJsonLd: WithContext<ContactPage> = {
  "@context": "https://schema.org",
  "@type": "ContactPage",
  name: content.meta.title,
  description: content.meta.description,
  url: absoluteUrl(canonicalPath(CONTACT_PATH)),
  about: { "@id": `${siteUrl}/#organization` },
};

/** The contact page offers the full quick exit (docs/decisions/025): visitors describe what is happening to them here. */
export const handle = FULL_QUICK_EXIT_HANDLE;

export function meta() {
  return pageMeta({ path: CONTACT_PATH, ...content.meta, jsonLd: [contactPageJsonLd] });
}

/**
 * The contact page (docs/spec.md §2 "Contact /contact"): the contact form, what happens next, direct
 * contact details with the business hours, the urgent-help block (without its action, which would
 * lead here) and, when `VITE_BOOKING_URL` is set, the booking button ("Book your call online", in
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
          <UrgentHelp inline action={false} />
          {/* What happens after the first message, to the first progress report (docs/decisions/046). */}
          <Timeline />
        </div>
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
          </section>
          <section className={styles.panel} aria-labelledby="check-prompt">
            <h2 id="check-prompt">{content.checkPrompt.heading}</h2>
            <p>{content.checkPrompt.body}</p>
            <p>
              <Link to={canonicalPath(REPUTATION_CHECK_PATH)} className={styles.strongLink}>
                {content.checkPrompt.linkLabel}
              </Link>
            </p>
          </section>
          <TrustLinks placement="panel" className={styles.panel} />
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
              <dd>Within {site.responseTime}; a message sent outside business hours waits until the next business day.</dd>
              <dt>Business hours</dt>
              <dd>{site.businessHours.text}</dd>
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="confidentiality">
            <h2 id="confidentiality">{content.confidentiality.heading}</h2>
            <p>{content.confidentiality.body}</p>
            <p className={styles.legal}>{content.legal}</p>
          </section>
        </aside>
      </div>
    </>
  );
}
