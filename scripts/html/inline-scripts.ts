/**
 * Finds the inline scripts of the built pages and hashes them for the content security policy
 * (issue 6 point 2; CSP Level 3 "hash-source": base64 of the SHA-256 digest of the script's text,
 * exactly as it appears between the tags).
 */
import { createHash } from "node:crypto";

/** Script types a browser executes (an absent type, JavaScript, or a module). */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;
const SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The text of every inline script in a document that the browser would execute; data blocks
 * (`application/json`, `application/ld+json`) and scripts with `src` are left out.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (EXECUTABLE_TYPE.test(type)) scripts.push(text);
  }
  return scripts;
}

/** The CSP hash of a script's text: base64 SHA-256 of its UTF-8 bytes, without the `sha256-` prefix. */
export function scriptHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}
