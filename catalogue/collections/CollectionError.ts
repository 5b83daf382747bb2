import type { z } from 'zod'

/**
 * A collection file that breaks its schema: the message names the file (relative to the repository) and the key,
 * such as `catalogue/collections/locales.json: [1].direction: must be 'ltr' or 'rtl'`, so whoever edits it can fix it.
 */
export class CollectionError extends Error {
  constructor(
    readonly file: string,
    readonly key: string,
    readonly problem: string,
  ) {
    super(`${file}: ${key || '(the whole file)'}: ${problem}`)
    this.name = 'CollectionError'
  }

  /** The first issue of a failed parse, as an error naming file and key. */
  static fromIssues(file: string, error: z.ZodError, prefix = ''): CollectionError {
    const issue = error.issues[0]!
    return new CollectionError(file, prefix + keyOf(issue.path), issue.message)
  }
}

/** `[1].direction` for ['1', 'direction'] — array positions in brackets, keys dotted. */
export function keyOf(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('')
}
