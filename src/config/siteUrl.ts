import { DEFAULT_SITE_URL } from "./defaults";

/**
 * The site's public origin, without a trailing slash: an environment setting, `VITE_SITE_URL`
 * (build time; `DEFAULT_SITE_URL` without it), from which canonical URLs, the sitemap, the feeds,
 * Open Graph and the JSON-LD identifiers are made. The facts about the firm are content
 * (`src/content/site.ts`, from `src/content/data/site.yml`); only the address is a setting.
 */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");

/**
 * An absolute URL on this site.
 * @param path - a canonical path beginning with `/` (see `canonicalPath`).
 * @returns `siteUrl` followed by `path`.
 */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
