import type { BriefHelpResource, ShownHelpResource } from "../../content/pageCopySchemas";
import styles from "./UrgentHelp.module.css";

/**
 * A list of free services (`ShownHelpResource`, from `src/content/data/urgent-help.yml`): each
 * with its name, who it is for, what it does and its contacts (links, `tel:` and `sms:` numbers);
 * `brief` keeps the name and the contacts, for the short block of a page about a harm (at most about 600 px at
 * 375 px; docs/product-decisions.md, decision 17). Outside links carry `rel="noopener noreferrer"`
 * and open in the same tab (decision 2).
 */
export function HelpResources({ resources, brief = false }: { resources: readonly ListedHelpResource[]; brief?: boolean }) {
  return (
    <ul className={brief ? `${styles.resources} ${styles.briefResources}` : styles.resources}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <p className={styles.resourceName}>{resource.name}</p>
          {brief || resource.audience === undefined ? null : <p className={styles.audience}>For: {resource.audience}</p>}
          {brief || resource.what === undefined ? null : <p>{resource.what}</p>}
          <p className={styles.contacts}>
            {resource.contacts.map((contact, index) => (
              <span key={contact.href}>
                {index > 0 ? " · " : null}
                <a href={contact.href} rel={contact.href.startsWith("https:") ? "noopener noreferrer" : undefined}>
                  {contact.label}
                </a>
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A service as a list shows it: its name and contacts, and on "Get help now" who it is for and what it does. */
type ListedHelpResource = BriefHelpResource & Partial<Pick<ShownHelpResource, "audience" | "what">>;

/** A heading, an optional introduction and a list of steps: what to preserve, the doxxing steps, the teen's steps. */
export function StepList({
  heading,
  intro,
  steps,
  level = 3,
}: {
  heading?: string;
  intro?: string;
  steps: readonly string[];
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <>
      {heading ? <Heading>{heading}</Heading> : null}
      {intro ? <p>{intro}</p> : null}
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </>
  );
}
