import { refreshTokens } from '../auth/tokens.ts'

export interface ApiIssue {
  path: string
  message: string
}

/** An error answer of the content API (content-api/README.md, Conventions). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** On 412: the record as it is now. */
    readonly current?: unknown,
  ) {
    // The API's message already names each bad field (content-api/http/ApiError.ts `invalid`): shown once, as sent.
    super(message)
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** A body sent as it is (an upload's bytes). */
  raw?: Blob
  /** The version this write is based on; sent as If-Match. */
  version?: number
  siteId?: string
  signal?: AbortSignal
}

// platform.md §7: non-mutating requests are retried once on these.
const retryable = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/**
 * The site-id header on every call; the browser adds the httpOnly access cookie itself (the studio never sees
 * the token). A 401 tries one refresh of the sign-in cookies.
 */
export async function request<T>(path: string, options: RequestOptions = {}, refreshed = false): Promise<T> {
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Voix-Site': options.siteId ?? '0' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.raw) headers['Content-Type'] = options.raw.type || 'application/octet-stream'
  if (options.version !== undefined) headers['If-Match'] = `"${options.version}"`
  const body = options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined)
  const init: RequestInit = { method, headers, credentials: 'same-origin', signal: options.signal, ...(body !== undefined ? { body } : {}) }
  let response = await fetch(`/api${path}`, init)
  if (method === 'GET' && retryable.has(response.status)) response = await fetch(`/api${path}`, init)
  if (response.status === 401 && !refreshed && (await refreshTokens())) return request(path, options, true)
  const text = await response.text()
  let answer: unknown = undefined
  try {
    answer = text ? JSON.parse(text) : undefined
  } catch {
    answer = undefined
  }
  if (response.status >= 400) {
    const b = (answer ?? {}) as { error?: string; issues?: ApiIssue[]; current?: unknown }
    throw new ApiError(response.status, b.error ?? `${response.status} ${response.statusText}`, b.issues ?? [], b.current)
  }
  return answer as T
}
