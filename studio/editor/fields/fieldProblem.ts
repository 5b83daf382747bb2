import type { z } from 'zod'

interface Issue {
  code?: string
  message: string
  path: PropertyKey[]
  errors?: Issue[][]
}

/**
 * The message to show for a field value that does not parse. For a value of several accepted shapes (a link),
 * the shape it came closest to explains best: "unsafe URL" rather than "Invalid input".
 */
export function fieldProblem(error: z.ZodError): string {
  let issue = error.issues[0] as Issue | undefined
  while (issue?.code === 'invalid_union' && issue.errors?.length) {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!
    issue = closest[0]
  }
  if (!issue) return 'is not valid'
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}
