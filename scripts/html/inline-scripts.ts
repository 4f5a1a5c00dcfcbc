/**
 * Finds the inline scripts of the built pages and hashes them for the content security policy
 * (CSP Level 3 "hash-source": base64 of the SHA-256 digest of the script's text, exactly as it
 * appears between the tags), and keeps their number bounded (docs/decisions/008 and 011).
 */
import { createHash } from "node:crypto";
import { elementsOf, isExecutableInlineScript, parseDocument, textOf } from "./defer-hydration";

/**
 * The most distinct inline scripts the whole site may have. After `deferHydration` every page
 * carries the same eight: the hydration loader, the stream feeder, React Router's context, stream
 * close and scroll restoration, and React's streaming helpers (the `$RT` timestamp, the
 * `$RB`/`$RV`/`$RC` definitions with the first `$RC` call, and the second `$RC` call). Four more
 * leave room for a new React or React Router helper; a page-specific script (a shape
 * `deferHydration` no longer recognises) adds one per page, about 50, and fails the build well
 * before the policy passes a host's header limit (`deploy/render.ts`).
 */
export const MAX_INLINE_SCRIPT_HASHES = 12;

/**
 * The text of every inline script in a document that the browser would execute; data blocks
 * (`application/json`, `application/ld+json`), scripts with `src` and `<template>` contents are
 * left out.
 */
export function inlineScripts(html: string): string[] {
  return [...elementsOf(parseDocument(html))].filter(isExecutableInlineScript).map(textOf);
}

/** The CSP hash of a script's text: base64 SHA-256 of its UTF-8 bytes, without the `sha256-` prefix. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * Checks the site's number of distinct inline scripts against `MAX_INLINE_SCRIPT_HASHES`.
 * @param hashes the distinct hashes of the whole build.
 * @throws Error naming the limit and the likely cause when there are more.
 */
export function assertInlineScriptBudget(hashes: ReadonlySet<string> | readonly string[]): void {
  const count = "size" in hashes ? hashes.size : new Set(hashes).size;
  if (count > MAX_INLINE_SCRIPT_HASHES) {
    throw new Error(
      `inline scripts: the build has ${String(count)} distinct inline scripts, more than ${String(MAX_INLINE_SCRIPT_HASHES)} (MAX_INLINE_SCRIPT_HASHES): ` +
        "a per-page script is left in the pages (did React Router change the shape of its scripts? see scripts/html/defer-hydration.ts)",
    );
  }
}
