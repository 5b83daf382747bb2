/**
 * The public site's Content Security Policy. It is what stops an injected payload even when a check upstream
 * misses one: no inline scripts and no event-handler attributes run (no 'unsafe-inline' for scripts, and
 * script-src-attr 'none'), scripts load only from the site itself and the origins an admin allowed for head
 * tags, no plugins, and no <base> that re-points relative URLs.
 *
 * The build writes no executable inline script: the payload (`script#voix-payload`) and vike's page context are
 * `type="application/json"` data blocks, which CSP does not govern, and the client entry is a file under
 * /assets. So no hashes are needed; should the build ever write an inline script, add its sha256 here.
 * Styles keep 'unsafe-inline': components set style attributes and the build writes the field styles in a
 * <style>; CSS cannot run script in today's browsers. Images, media and frames may come from any https origin
 * because editors link them (YouTube, Vimeo, the iframe block), and fetches may go anywhere (services an editor
 * configures); none of them can run script in the page.
 *
 * Framing (frame-ancestors) is not set here but with the other headers of a site (siteSecurityHeaders).
 */
export function contentSecurityPolicy(scriptOrigins: readonly string[]): string {
  const origins = scriptOrigins.filter((o) => /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(o))
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...origins].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https:",
    "font-src 'self' data: https:",
    "frame-src 'self' https:",
    // The site's runtime calls services an editor configures (error reporting, window.voix.client), at any origin.
    "connect-src *",
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

/**
 * The response headers every page of a site gets, wherever it is served: framed by its own origin only (the
 * studio's preview frames the site on the product's origin, so 'self' is what the server sends too).
 */
export function siteSecurityHeaders(scriptOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(scriptOrigins)}; frame-ancestors 'self'`,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
}

/**
 * The same headers as a `_headers` file, the format Netlify and Cloudflare Pages read: a path pattern, then its
 * headers indented. The static server reads this very file (build/serve/siteHeaders.ts), so the export to a CDN
 * and the local server send one policy.
 */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`
}

/** The headers of a `_headers` file's `/*` section; other sections are ignored. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inAll = false
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}
