/** Joins phrases as a sentence does: "a", "a and b", "a, b and c". */
export function joinPhrases(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases.join("");
  return `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1) ?? ""}`;
}
