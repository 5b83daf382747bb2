import { ApiError } from '../api/http.ts'

/**
 * An API refusal in a form's words: each bad field by its label (from `labels`, by the field's top-level name),
 * never by its path or an id; `gone` is what a 404 says (the thing was deleted meanwhile).
 */
export function formProblem(error: Error, labels: Readonly<Record<string, string>>, gone: string): string {
  if (error instanceof ApiError && error.status === 404) return gone
  if (error instanceof ApiError && error.issues.length) return error.issues.map((i) => `${labels[i.path.split('.')[0]!] ?? 'The form'}: ${i.message}`).join('. ')
  return error.message
}
