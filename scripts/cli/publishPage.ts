/** How `voix publish` ended: its exit code and the sentence that says why. */
export interface PublishOutcome {
  /** 0 live (or queued, without waiting), 1 refused or failed, 2 timed out. */
  code: 0 | 1 | 2
  message: string
  job?: { id: string; status: string; buildId?: string }
}

export interface PublishOptions {
  /** The product's address, e.g. https://cms.example.com (the API is under /api). */
  api: string
  token: string
  page: string
  wait: boolean
  /** How long to wait for the build, in seconds, counted from the start. */
  timeoutSeconds: number
  /** Between two looks at the build job. */
  pollMs?: number
  log?: (line: string) => void
}

/** One answer of the API, or why there was none. */
type Answer = { ok: true; status: number; body: Record<string, unknown>; etag: string | null } | { ok: false; status: number; message: string }

/** A request cut off when the whole run's time is up: a hanging server cannot hold CI for ever. */
async function call(url: string, init: RequestInit, deadline: number): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) })
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return { ok: false, status: 0, message: timedOut ? 'no answer before the time was up' : `could not reach ${new URL(url).origin} (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})` }
  }
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    // Not the API's JSON (a proxy's page): its status says enough.
  }
  if (response.ok) return { ok: true, status: response.status, body, etag: response.headers.get('etag') }
  const reason = typeof body.error === 'string' ? body.error : text.slice(0, 200) || response.statusText
  return { ok: false, status: response.status, message: `${response.status}: ${reason}` }
}

/** A failed build's error as the API names it: the sentence, then where. */
function failure(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'the build failed'
  const { message, site, page, element, field } = error as Record<string, string | undefined>
  const where = [site && `site ${site}`, page && `page ${page}`, element && `block ${element}`, field && `field ${field}`].filter(Boolean).join(', ')
  return `${message ?? 'the build failed'}${where ? ` (${where})` : ''}`
}

/**
 * Publishes a page's stored draft (`POST /api/pages/:id/publish`, as a `publish` token may) and, with `wait`, follows
 * its build job until it is live, failed, or the time is up. A refusal (a read-only token's 403, a blocking check's
 * 409, an unknown page) ends it at once with the API's own sentence; only a server that does not answer is asked again.
 */
export async function publishPage(options: PublishOptions): Promise<PublishOutcome> {
  const deadline = Date.now() + options.timeoutSeconds * 1000
  const log = options.log ?? (() => undefined)
  const base = `${options.api.replace(/\/+$/, '')}/api`
  const headers = { Authorization: `Bearer ${options.token}` }
  const pageUrl = `${base}/pages/${encodeURIComponent(options.page)}`
  const read = await call(pageUrl, { headers }, deadline)
  if (!read.ok) return { code: read.status === 0 && Date.now() >= deadline ? 2 : 1, message: `could not read page ${options.page}: ${read.message}` }
  const { version: _version, published_version_id: _published, source_page_id: _source, ...page } = read.body
  const published = await call(`${pageUrl}/publish`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', ...(read.etag ? { 'If-Match': read.etag } : {}) }, body: JSON.stringify({ page }) }, deadline)
  if (!published.ok) return { code: published.status === 0 && Date.now() >= deadline ? 2 : 1, message: `page ${String(page.path ?? options.page)} was not published: ${published.message}` }
  const queued = published.body.job as { id?: unknown; status?: unknown } | undefined
  if (typeof queued?.id !== 'string') return { code: 1, message: `the API answered the publish without a build job: ${JSON.stringify(published.body).slice(0, 200)}` }
  const job = { id: queued.id, status: String(queued.status) }
  if (!options.wait) return { code: 0, message: `page ${String(page.path)} published; build job ${job.id} is ${job.status}`, job }
  log(`page ${String(page.path)} published; waiting for build job ${job.id}`)
  let last = job.status
  for (;;) {
    const seen = await call(`${base}/builds/jobs/${encodeURIComponent(job.id)}`, { headers }, deadline)
    if (seen.ok) {
      const status = String(seen.body.status)
      if (status !== last) log(`build job ${job.id}: ${status}`)
      last = status
      if (status === 'live') return { code: 0, message: `live: build ${String(seen.body.buildId)}`, job: { ...job, status, buildId: String(seen.body.buildId) } }
      if (status === 'failed') return { code: 1, message: `the build failed: ${failure(seen.body.error)}`, job: { ...job, status } }
    } else if (seen.status >= 400 && seen.status < 500 && seen.status !== 429) return { code: 1, message: `could not follow build job ${job.id}: ${seen.message}` }
    else log(`build job ${job.id}: ${seen.message}; asking again`)
    if (Date.now() + (options.pollMs ?? 1000) >= deadline) return { code: 2, message: `build job ${job.id} was still ${last} after ${options.timeoutSeconds} s`, job: { ...job, status: last } }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000))
  }
}
