import { ApiError } from '../http/ApiError.ts'

/**
 * The one measure of a page's size, for writes and reads alike: its text as stored, every block's settings written
 * out (a compact body of 3,000 elements, 230 KB, is about 1.1 MB so). A read answers that text and a few bookkeeping
 * fields, so the body limit of page writes, `pageBodyLimit`, is above anything a read returns: a page that can be
 * read can be saved as read.
 */
export const maxPageBytes = 4 * 1024 * 1024
/** A read's bookkeeping fields (version, ids, times) and a publish's own fields (a version name): far below this. */
export const pageBodyLimit = maxPageBytes + 64 * 1024

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The text to store for a page, refused with 413 when it is over the measure. */
export function withinPageSize(text: string, path: string): string {
  const bytes = Buffer.byteLength(text)
  if (bytes > maxPageBytes) throw new ApiError(413, `The page ${path} is ${mb(bytes)} with every block's settings written out; a page may be at most ${mb(maxPageBytes)}. Move some of its blocks to another page.`)
  return text
}
