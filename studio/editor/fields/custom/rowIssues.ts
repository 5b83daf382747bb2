import type { z } from 'zod'

/**
 * A list field's validation messages from its zod schema, by where they belong: `row.field` ('0.value') for one
 * input, `row` ('2') for a whole row, '' for the list (too many rows, a country twice).
 */
export function rowIssues(schema: z.ZodType, value: unknown): Map<string, string> {
  const issues = new Map<string, string>()
  const parsed = schema.safeParse(value)
  if (parsed.success) return issues
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.')
    if (!issues.has(key)) issues.set(key, issue.message)
  }
  return issues
}
