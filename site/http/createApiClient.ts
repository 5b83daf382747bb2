import { ofetch, type FetchOptions } from 'ofetch'
import { withSiteHeader } from './siteFetch.ts'

/** Statuses worth one more try for requests that change nothing (platform.md §7). */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504]

/**
 * The generic client: JSON bodies in and out, 400–599 thrown as errors (FetchError, with status and data),
 * one retry of non-mutating requests on the statuses above. ofetch does exactly this; the statuses are
 * pinned so an upgrade of its defaults cannot change our behaviour (the retry tests guard the rest).
 */
export function createApiClient(baseURL = '', options: FetchOptions = {}) {
  return ofetch.create({
    baseURL,
    retryStatusCodes: retryStatuses,
    retryDelay: 100,
    ...options,
    // `retry` left unset: ofetch then retries GET, HEAD and OPTIONS once and never PATCH, POST, PUT or DELETE
    // (a second POST could book twice).
    onRequest(context) {
      context.options.headers = new Headers(withSiteHeader({ headers: context.options.headers }).headers)
    },
  })
}
