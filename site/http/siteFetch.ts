/** The header naming the current page's site on every call through the site's helper (0 when none). */
export const siteHeader = 'X-Voix-Site'

let currentSiteId: string | undefined
export function setCurrentSite(id: string | undefined): void {
  currentSiteId = id
}

export function withSiteHeader(init: RequestInit = {}, siteId = currentSiteId): RequestInit {
  const headers = new Headers(init.headers)
  headers.set(siteHeader, siteId || '0')
  return { ...init, headers }
}

/** `fetch`, plus the site-id header. */
export function siteFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, withSiteHeader(init))
}
