export interface ProtectedFetchOptions {
  /** The header the token goes in. */
  header?: string
  /** The `<meta name>` holding the token. */
  metaName?: string
  fetch?: typeof fetch
}

/**
 * A fetch that adds a token, read from a page meta tag on every request (so a refreshed tag is picked up),
 * to a configurable header.
 */
export function createProtectedFetch({ header = 'X-CSRF-Token', metaName = 'csrf-token', fetch: send = fetch }: ProtectedFetchOptions = {}) {
  return (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const token = document.querySelector<HTMLMetaElement>(`meta[name="${CSS.escape(metaName)}"]`)?.content
    const headers = new Headers(init.headers)
    if (token) headers.set(header, token)
    return send(input, { ...init, headers })
  }
}
