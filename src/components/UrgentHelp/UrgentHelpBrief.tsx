import { useId } from "react";
import { Link } from "react-router";
import styles from "./UrgentHelp.module.css";
import { canonicalPath, servicePath } from "../../site/paths";
import { HARASSMENT_SERVICE_SLUG, NOT_AN_EMERGENCY_SERVICE, urgentHelpBrief } from "../../content/urgentHelpBrief";

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
 * The address of a part of the online harassment page's urgent-help block, the block every short
 * panel and the home page's lines lead to: `URGENT_HELP_ID` (the whole block) or `UNDER_18_ID`.
 * @returns a canonical path with its fragment, e.g. `/services/individuals/online-harassment-solutions/#under-18`.
 */
export function harassmentHelpHref(anchor: typeof URGENT_HELP_ID | typeof UNDER_18_ID): string {
  return `${canonicalPath(servicePath({ audience: "individuals", slug: HARASSMENT_SERVICE_SLUG }))}#${anchor}`;
}

/**
 * The short urgent-help panel (`urgentHelpBrief`): the emergency number first and "RRR is not an
 * emergency service". By default (the home page) it links to the whole block on the harassment
 * page; beside the reputation check, whose safety answers bring up the whole block, the page gives
 * its own `body` and the link shows only when the page's scripts do not run (`script-notice`),
 * where no answer can bring the block up.
 */
export function UrgentHelpBrief({ body, className }: { body?: string; className?: string }) {
  const headingId = useId();
  return (
    <section className={[styles.brief, className].filter(Boolean).join(" ")} aria-labelledby={headingId} data-urgent-help="brief">
      <h2 id={headingId}>{urgentHelpBrief.heading}</h2>
      <p>{body ?? urgentHelpBrief.site}</p>
      {/* Beside the check, the link shows only where its answers cannot bring up the block: without scripts (docs/decisions/054). */}
      <p className={body === undefined ? undefined : "script-notice"}>
        <Link to={harassmentHelpHref(URGENT_HELP_ID)}>{urgentHelpBrief.linkLabel}</Link>
      </p>
      <p className={styles.notEmergency}>
        <strong>{NOT_AN_EMERGENCY_SERVICE}</strong>
      </p>
    </section>
  );
}
