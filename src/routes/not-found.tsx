import { useEffect } from "react";
import { useLocation } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs/Breadcrumbs";
import { ButtonLink } from "../components/Button/Button";
import { NOT_FOUND_ATTRIBUTE, notFoundMessage } from "../config/enhancement";
import { site } from "../content/site";
import { CONTACT_LINK_LABEL } from "../content/actions";
import { pageMeta } from "../seo/meta";
import { notFoundRoute } from "../site/manifest";
import styles from "./not-found.module.css";
import { CONTACT_PATH, HOME_PATH, LEARNING_PATH, REPUTATION_CHECK_PATH, canonicalPath, serviceHubPath } from "../site/paths";

/** Not indexed (docs/product-decisions.md, decision 7); same tags at every URL, so it hydrates anywhere. */
export function meta() {
  return pageMeta({
    path: notFoundRoute.prerenderAt,
    title: "Page not found",
    description: "The page you were looking for does not exist or has moved. Search the Learning Center, or go on from the main pages of RRR.",
    keywords: ["page not found"],
    noindex: true,
  });
}

/** The main pages the not-found page offers, each with what a visitor finds there. */
const DESTINATIONS = [
  { href: serviceHubPath("individuals"), label: "Services for individuals", text: "Help with search results, harassment and personal information about you." },
  { href: serviceHubPath("businesses"), label: "Services for businesses", text: "Help with reviews, search results and crises that affect your company." },
  { href: LEARNING_PATH, label: "Learning Center", text: "Guides, articles, answers to common questions and a glossary, with a search of them all." },
  {
    href: REPUTATION_CHECK_PATH,
    label: "Reputation check",
    text: "Six short questions and a plain-language summary. Your answers stay on this device unless you choose to send them to us.",
  },
  {
    href: CONTACT_PATH,
    label: CONTACT_LINK_LABEL,
    text: `A free first assessment of your options, with no obligation. A specialist replies within ${site.responseTime} (${site.businessHours.text}). Under 18? The contact page lists free help you can use alone.`,
  },
] as const;

/**
 * The not-found page (docs/spec.md §2 "Not-found"): '404', a calm heading in place of the spec's
 * "Oops!" (a visitor who lands here may already be frightened; docs/content/review.md, "The not-found page"),
 * "Return to home" and "Contact" (`CONTACT_LINK_LABEL`), and the main pages with what each holds, the Learning Center and
 * its search first among them. No search box here: on a page without scripts it could only send
 * the words in the address, where history and server logs keep them (docs/decisions/038;
 * docs/content/review.md, "The not-found page"). It renders the same
 * markup at every URL (prerendered once at /404, served as 404.html with HTTP 404). The page ships
 * no React (`notFoundRoute.scripts`): its inline script logs the missing path
 * (`NOT_FOUND_ATTRIBUTE`, scripts/html/loader/static-main.ts); the effect does it when React
 * renders the page after a client-side navigation to an unknown path.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(notFoundMessage(pathname));
  }, [pathname]);
  return (
    <div className={styles.inner} {...{ [NOT_FOUND_ATTRIBUTE]: "" }}>
      <Breadcrumbs />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404: </span>We can't find that page
      </h1>
      <p className={styles.body}>
        The address may have a typing mistake, or the page may have moved. You can go on from one of the pages below.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={canonicalPath(HOME_PATH)}>Return to home</ButtonLink>
        <ButtonLink to={canonicalPath(CONTACT_PATH)} variant="outline">
          {CONTACT_LINK_LABEL}
        </ButtonLink>
      </div>
      <section aria-labelledby="not-found-destinations" className={styles.destinations}>
        <h2 id="not-found-destinations">Where to go from here</h2>
        <ul className={styles.destinationList}>
          {DESTINATIONS.map((destination) => (
            <li key={destination.href}>
              <a href={canonicalPath(destination.href)} className={styles.destinationLink}>
                {destination.label}
              </a>
              <p>{destination.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
