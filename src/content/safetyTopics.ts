/**
 * Which pages a visitor at risk may be reading (docs/product-decisions.md, decision 13): a page
 * whose text mentions one of these topics renders the urgent-help block of
 * `src/content/urgentHelp.ts`, and `scripts/check-content.ts` checks the built pages by the same
 * patterns. Imports nothing, so build scripts can use it.
 */

/**
 * Words that make a page one a visitor at risk may be reading: threats of harm, intimate images
 * shared without consent, sextortion, doxxing, stalking and domestic abuse. Specific on purpose: "security threats" or
 * "legal threats" in a business article do not match.
 */
export const SAFETY_TOPIC_PATTERNS: readonly RegExp[] = [
  /\bintimate (?:images?|photos?|videos?|imagery|content)\b/i,
  /\bnon-consensual (?:intimate|explicit|sexual)\b/i,
  /\bsextortion\b/i,
  /\bdox(?:x)?(?:ing|ed|es)?\b/i,
  /\b(?:death|violent|physical) threats?\b/i,
  /\bthreats? (?:of|to) (?:violence|harm|hurt|kill|share|release|publish)\b/i,
  /\bthreaten(?:s|ed|ing)? (?:to (?:hurt|harm|kill|share|release|publish)|you\b|your (?:safety|family))/i,
  /\bharassment or threats\b/i,
  /\bthreatening (?:messages?|calls?|posts?|comments?)\b/i,
  // Stalking and abuse by a partner or former partner (docs/content/review.md, advocate-14).
  /\b(?:cyber)?stalk(?:ed|er|ers|ing)\b/i,
  /\bdomestic (?:violence|abuse)\b/i,
  /\babusive (?:partner|relationship|ex|former partner)\b/i,
];

/**
 * The first safety topic a text mentions, as written there, or `undefined` when it mentions none
 * of `SAFETY_TOPIC_PATTERNS`. A page whose text returns a topic renders the urgent-help block.
 */
export function mentionsSafetyTopic(text: string): string | undefined {
  for (const pattern of SAFETY_TOPIC_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}
