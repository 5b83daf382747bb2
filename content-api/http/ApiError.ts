import type { z } from 'zod'

export interface Issue {
  path: string
  message: string
}

/** An answer other than success, with the sentence the client shows; thrown anywhere in a handler. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 428 | 429 | 503 | 507,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** Zod issues as `{ path, message }`, one per unknown key too, so every bad field is named on its own. */
export function toIssues(error: { issues: readonly z.core.$ZodIssue[] }, prefix: (string | number)[] = []): Issue[] {
  return error.issues.flatMap((issue) => flatten(issue, prefix))
}

function flatten(issue: z.core.$ZodIssue, prefix: (string | number)[]): Issue[] {
  const at = [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))]
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: [...at, key].join('.'), message: 'is not a known field' }))
  // "Invalid input" from a union says nothing; the alternative that came closest says what is wrong.
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!
    if (closest.length) return closest.flatMap((inner) => flatten(inner, at))
  }
  return [{ path: at.join('.'), message: issue.message }]
}

/** 400 naming every bad field of `what` (the body, the query, a header). */
export function invalid(what: string, issues: Issue[]): ApiError {
  const shown = issues.slice(0, 5).map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''
  return new ApiError(400, `${what} is not valid: ${shown.join('; ')}${more}`, { issues })
}
