/**
 * Finds the inline scripts of the built pages and hashes them for the content security policy
 * (CSP Level 3 "hash-source": base64 of the SHA-256 digest of the script's text, exactly as it
 * appears between the tags), and keeps their number bounded (docs/decisions/008 and 011).
 */
import { createHash } from "node:crypto";
import type { Element } from "hast";
import { elementsOf, isExecutableInlineScript, parseDocument, textOf } from "./page-scripts";

/**
 * The most distinct inline scripts the whole site may have. After `removeReactScripts` the site
 * carries four: the theme's, the static pages' script, the islands loader and the speculation
 * rules. The rest leaves
 * room for a new one; a page-specific script (React Router's data or a helper
 * `removeReactScripts` no longer recognises) adds one per page, about 60, and fails the build well
 * before the policy passes a host's header limit (`deploy/render.ts`).
 */
export const MAX_INLINE_SCRIPT_HASHES = 12;

/**
 * Whether a `<script>` holds inline speculation rules (`type="speculationrules"`), which the
 * content security policy's `script-src` governs as it does executable inline scripts
 * (https://wicg.github.io/nav-speculation/speculation-rules.html, "Content Security Policy").
 */
function isInlineSpeculationRules(element: Element): boolean {
  return element.tagName === "script" && element.properties.src === undefined && element.properties.type === "speculationrules";
}

/**
 * The text of every inline script in a document that the content security policy must allow: each
 * one the browser would execute, and the speculation rules (src/site/speculationRules.ts). Data
 * blocks (`application/json`, `application/ld+json`), scripts with `src` and `<template>`
 * contents are left out.
 */
export function inlineScripts(html: string): string[] {
  return [...elementsOf(parseDocument(html))].filter((element) => isExecutableInlineScript(element) || isInlineSpeculationRules(element)).map(textOf);
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
        "a per-page script is left in the pages (did React Router change the shape of its scripts? see scripts/html/page-scripts.ts)",
    );
  }
}
