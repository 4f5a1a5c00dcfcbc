import type { TeamMember } from "../../content/proofSchemas";
import { Section } from "../Section/Section";
import styles from "./TeamList.module.css";

interface TeamListProps {
  /** The section's `h2`. */
  heading: string;
  /** The sentence or two under the heading. */
  intro?: string;
  /** The band's background, from the page's alternation (`ContentSections`). */
  tone?: "default" | "subtle";
  /** The people, in their order (`teamMembers`, `src/content/proof.ts`). */
  members: readonly TeamMember[];
}

/**
 * The firm's team members (docs/decisions/047), from the "Team members" collection: each a list
 * item with the name as an `h3` under the section's `h2`, the role, the credentials as a list and
 * the photo with its alt text (WCAG 2.2 SC 1.1.1), its `width` and `height` read from the file at
 * build time so the page does not shift as it loads, and `loading="lazy"`. Plain HTML, no script.
 *
 * @returns `null` when there is no member: the page shows nothing, not even the heading, until
 *   the firm adds real people (no one is invented).
 */
export function TeamList({ heading, intro, tone = "default", members }: TeamListProps) {
  if (members.length === 0) return null;
  return (
    <Section heading={heading} intro={intro} tone={tone}>
      <ul className={styles.list}>
        {members.map((member) => (
          <li key={member.id} className={styles.member}>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            {member.photo ? (
              <img
                className={styles.photo}
                src={member.photo.src}
                alt={member.photo.alt}
                width={member.photo.width}
                height={member.photo.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            {member.credentials.length > 0 ? (
              <ul className={styles.credentials} aria-label={`${member.name}'s credentials`}>
                {member.credentials.map((credential) => (
                  <li key={credential}>{credential}</li>
                ))}
              </ul>
            ) : null}
            {member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
