/** A network the share menu offers (docs/product-decisions.md, decision 2: real share URLs). */
export interface ShareTarget {
  readonly name: string;
  readonly href: string;
}

/**
 * The share URLs of a page for X, LinkedIn and Facebook, from their public share endpoints
 * (X Web Intents, LinkedIn share-offsite, Facebook sharer).
 * @param url - the page's absolute canonical URL.
 * @param title - the text X pre-fills.
 */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const encodedUrl = encodeURIComponent(url);
  return [
    { name: "X", href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
  ];
}
