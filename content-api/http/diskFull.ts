import { ApiError } from './ApiError.ts'

/** The disk (or the quota) is full: the system's ENOSPC/EDQUOT, SQLite's SQLITE_FULL, PostgreSQL's 53100 disk_full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100'
}

/** What is full, in words for whoever runs the server, and that nothing was half-stored. */
const places = {
  media: 'the disk that holds uploads (DATA_DIR/media) is full: the file was not stored',
  database: 'the disk that holds the database is full: nothing was saved',
} as const

/**
 * A full disk as a 507 naming what is full, for any error that is one (others answer undefined). The database is
 * named for SQLite's and PostgreSQL's own codes; a file write's ENOSPC names the place the caller was writing.
 */
export function diskFullError(error: unknown, place?: keyof typeof places): ApiError | undefined {
  if (!isDiskFull(error)) return undefined
  const code = (error as { code?: unknown }).code
  const where = code === 'SQLITE_FULL' || code === '53100' ? 'database' : (place ?? 'media')
  return new ApiError(507, `No space left: ${places[where]}. Free space on the server (or ask whoever runs it), then try again.`)
}
