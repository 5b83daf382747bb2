import type { MiddlewareHandler } from 'hono'

/**
 * The studio's Content Security Policy: its own scripts only (no inline script or handler, no eval'd string
 * can run even if an editor's content reached the studio's DOM), no plugins, no <base> moved elsewhere, and
 * framed only by its own origin. Styles may be inline: the editor and its libraries set them at run time.
 * Images may come from any https address: content links them, and an image cannot run script.
 */
export const studioPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The live preview is the site itself, on this origin.
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/** JSON and files are never documents to run: nothing loads, nothing runs, even when opened directly. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'self'"
export const mediaPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'"

type Area = 'studio' | 'api' | 'media' | 'site'

function areaOf(path: string): Area {
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path.startsWith('/media/')) return 'media'
  // Slice, section and cookbook previews under /voix are site pages (the site's own policy applies).
  if ((path === '/voix' || path.startsWith('/voix/')) && !/^\/voix\/(slice-preview|section-preview|cookbook-preview)\//.test(path)) return 'studio'
  return 'site'
}

/** A site page's own policy is kept; it only gains `frame-ancestors 'self'` when it has no frame-ancestors. */
export function withFrameAncestors(policy: string | null): string {
  if (!policy?.trim()) return "frame-ancestors 'self'"
  if (/(^|;)\s*frame-ancestors\s/i.test(policy)) return policy
  return `${policy.trim().replace(/;\s*$/, '')}; frame-ancestors 'self'`
}

/**
 * Security headers on every response of the one origin: the studio's policy on /voix, framing limited to this
 * origin everywhere (the studio's preview frames the site on it, so 'self' keeps working), no MIME sniffing,
 * and referrers kept to ourselves. A policy a response already has (the sign-in page's, the static site's) is
 * kept, never replaced.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const area = areaOf(c.req.path)
    let headers = c.res.headers
    try {
      headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      // Headers of a fetched Response are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res)
      headers = c.res.headers
      headers.set('X-Content-Type-Options', 'nosniff')
    }
    if (!headers.has('X-Frame-Options')) headers.set('X-Frame-Options', 'SAMEORIGIN')
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', area === 'site' ? 'strict-origin-when-cross-origin' : 'same-origin')
    const own = headers.get('Content-Security-Policy')
    if (area === 'studio') headers.set('Content-Security-Policy', studioPolicy)
    else if (area === 'site') headers.set('Content-Security-Policy', withFrameAncestors(own))
    else if (!own) headers.set('Content-Security-Policy', area === 'api' ? apiPolicy : mediaPolicy)
  }
}
