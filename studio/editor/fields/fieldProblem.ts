import type { z } from 'zod'
import { valuePartWords } from '../../../catalogue/blocks/problemForEditor.ts'

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
  // The part of the value in words ('address', 'row 3, cells'), never a JSON path.
  const part = issue.path.length ? valuePartWords(issue.path) : ''
  return part ? `${part}: ${issue.message}` : issue.message
}
