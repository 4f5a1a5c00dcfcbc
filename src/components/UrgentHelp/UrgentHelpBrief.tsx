import { useId } from "react";
import { Link } from "react-router";
import styles from "./UrgentHelp.module.css";
import { canonicalPath, GET_HELP_PATH } from "../../site/paths";
import {
  NOT_AN_EMERGENCY_SERVICE,
  urgentHelpBrief,
} from "../../content/urgentHelpBrief";

/** The `id` of the urgent-help block, for links to it (the short panel's link on the home page). */
export const URGENT_HELP_ID = "urgent-help";

/**
 * The `id` of the block's group for anyone under 18, which opens with the teen's own steps and
 * lists Take It Down, the CyberTipline and Report Remove first: every link meant for a child or
 * teen lands there (docs/decisions/054; NCMEC's and the NCA's first advice on sextortion: do not
 * pay, stop replying, tell someone).
 */
export const UNDER_18_ID = "under-18";

/**
 * The address of the "Get help now" page (`GET_HELP_PATH`; docs/product-decisions.md, decision 17),
 * or of one of its sections, where every short block, the help strip and the home page's lines
 * lead.
 * @param section - a section's anchor (`HelpSituationId` of `src/content/urgentHelp.ts`, e.g.
 *   `UNDER_18_ID`); none for the top of the page.
 * @returns a canonical path, e.g. `/get-help-now/#under-18`.
 */
export function getHelpHref(section?: string): string {
  return section === undefined
    ? canonicalPath(GET_HELP_PATH)
    : `${canonicalPath(GET_HELP_PATH)}#${section}`;
}

/**
 * The short urgent-help panel (`urgentHelpBrief`): the emergency number first and "RRR is not an
 * emergency service". By default (the home page) it links to the "Get help now" page; beside the reputation check, whose safety answers bring up the whole block, the page gives
 * its own `body` and the link shows only when the page's scripts do not run (`script-notice`),
 * where no answer can bring the block up.
 */
export function UrgentHelpBrief({
  body,
  className,
}: {
  body?: string;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      className={[styles.brief, className].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
      data-urgent-help="brief"
    >
      <h2 id={headingId}>{urgentHelpBrief.heading}</h2>
      <p>{body ?? urgentHelpBrief.site}</p>
      {/* Beside the check, the link shows only where its answers cannot bring up the block: without scripts (docs/decisions/054). */}
      <p className={body === undefined ? undefined : "script-notice"}>
        <Link to={getHelpHref()}>{urgentHelpBrief.linkLabel}</Link>
      </p>
      <p className={styles.notEmergency}>
        <strong>{NOT_AN_EMERGENCY_SERVICE}</strong>
      </p>
    </section>
  );
}
