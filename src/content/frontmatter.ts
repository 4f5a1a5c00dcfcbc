import { z } from "zod";

/**
 * Frontmatter of a legal document (`src/content/legal/*.md`), validated at build time.
 * `date` is an ISO date (YYYY-MM-DD); `dateLabel` says whether it is when the text last changed
 * or when it takes effect.
 */
export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(1)).min(1),
  dateLabel: z.enum(["Last updated", "Effective"]),
  date: z.iso.date(),
});

export type LegalFrontmatter = z.infer<typeof legalFrontmatterSchema>;

/**
 * Validates frontmatter against a schema.
 * @param file - the file's path, for the message.
 * @throws Error naming the file and each bad field, e.g.
 *   `src/content/legal/terms.md: frontmatter field "date": Invalid ISO date` (fails the build).
 */
export function parseFrontmatter<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${file}: frontmatter field "${issue.path.join(".") || "(root)"}": ${issue.message}`,
  );
  throw new Error(problems.join("\n"));
}
