import type { PagePayload } from '../payload/PagePayload.ts'
import { payloadUrl } from '../navigation/payloadUrl.ts'

/** A page's payload, or why there is none: 404 (no such page), 401 (a page for signed-in agents) or another failure. */
export type PayloadResult = { ok: true; payload: PagePayload } | { ok: false; status: number; message: string }

/** Fetches `{path}/_payload.json?{buildId}` once per path (hover and click share the request). */
export function createPayloadLoader(buildId: string, fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, Promise<PayloadResult>>()
  return function loadPayload(path: string): Promise<PayloadResult> {
    let promise = cache.get(path)
    if (!promise) {
      promise = (async (): Promise<PayloadResult> => {
        const response = await fetchImpl(payloadUrl(path, buildId))
        if (response.status === 404) return { ok: false, status: 404, message: `Page not found: ${path}` }
        if (response.status === 401) {
          // Whoever signs in next in this tab gets the page: the answer is not kept.
          cache.delete(path)
          return { ok: false, status: 401, message: `Sign in to see ${path}` }
        }
        if (!response.ok) throw Object.assign(new Error(`Loading the page ${path} failed with status ${response.status}`), { status: response.status })
        return { ok: true, payload: (await response.json()) as PagePayload }
      })()
      cache.set(path, promise)
      // Only answers are kept; a failure (offline, 5xx) is asked again next time.
      promise.catch(() => cache.delete(path))
    }
    return promise
  }
}
