import type { ReviewProfile } from "../../content/dataSchemas";
import type { Testimonial, TestimonialAttribution, TestimonialIncentive } from "../../content/proofSchemas";
import { Section } from "../Section/Section";
import styles from "./Testimonials.module.css";

interface TestimonialsProps {
  /** The section's `h2`. */
  heading: string;
  /** The sentence or two under the heading. */
  intro?: string;
  /** The band's background, from the page's alternation (`ContentSections`). */
  tone?: "default" | "subtle";
  /** The testimonials, in their order (`testimonials`, `src/content/proof.ts`). */
  testimonials: readonly Testimonial[];
  /** The firm's profiles on independent review sites (`reviewProfiles`, the site facts). */
  reviewProfiles: readonly ReviewProfile[];
  /** The firm's name in "Read reviews of … on" (`site.shortName`). */
  firmName: string;
}

/** What the page says when the client received nothing and has no tie to the firm. */
export const NO_INCENTIVE_DISCLOSURE = "No payment or incentive given";

/**
 * Who said it: an anonymised client's descriptor alone ("A business owner in hospitality"), or a
 * named client's name, then their role and company when they agreed to show them.
 */
function attributionText(attribution: TestimonialAttribution): string {
  if (attribution.anonymised) return attribution.descriptor;
  return [attribution.name, attribution.role, attribution.company].filter((part) => part !== undefined).join(", ");
}

/**
 * The disclosure beside the quote (16 CFR § 255.5): what the client received or their tie to the
 * firm, in the editor's words, or that there was none.
 */
export const incentiveDisclosure = (incentive: TestimonialIncentive): string => (incentive.given ? incentive.description : NO_INCENTIVE_DISCLOSURE);

/**
 * Clients' testimonials (docs/decisions/047). Each is a `<figure>`: the client's words in a
 * `<blockquote>`, then a `<figcaption>` that says who said them (a neutral descriptor for an
 * anonymised client, never a name), whether they received anything, right under the quote in the
 * text's own size and colour (16 CFR § 255.5: a material connection disclosed clearly and
 * conspicuously), and "Read it on <site>" when the client posted it on an independent review site.
 * After them, "Read reviews of RRR on <site>" for each of the firm's review profiles, where a
 * visitor finds every review, not only the ones quoted here (§ 465.7(b)). Plain HTML, no script;
 * outside links open in the same tab, without a referrer (`rel="noopener noreferrer"`).
 *
 * @returns `null` when there is no testimonial: the page shows nothing, not even the heading or
 *   the review profiles, until the firm adds a real client's words (no quote is invented).
 */
export function Testimonials({ heading, intro, tone = "default", testimonials, reviewProfiles, firmName }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
  return (
    <Section heading={heading} intro={intro} tone={tone}>
      <ul className={styles.list}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className={styles.testimonial}>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.attribution}>{attributionText(testimonial.attribution)}</span>
                <span className={styles.disclosure}>{incentiveDisclosure(testimonial.incentive)}</span>
                {testimonial.source ? (
                  <a className={styles.source} href={testimonial.source.url} rel="noopener noreferrer">
                    Read it on {testimonial.source.site}
                  </a>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {reviewProfiles.length > 0 ? (
        <ul className={styles.profiles}>
          {reviewProfiles.map((profile) => (
            <li key={profile.url}>
              <a href={profile.url} rel="noopener noreferrer">
                Read reviews of {firmName} on {profile.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
