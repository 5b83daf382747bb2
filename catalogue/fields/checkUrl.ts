// Kept free of zod: the public site's browser bundle uses it.
/** Schemes a link or media URL may use. Anything else (javascript:, data:, vbscript:, file:, …) is refused. */
export const allowedUrlSchemes = ['http', 'https', 'mailto', 'tel'] as const

const namedEntities: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' }

const plainAscii = /^[\x21-\x24\x27-\x7e]*$/

/**
 * Reduce a URL to what a browser would act on: entities and percent-escapes decoded (repeatedly, since
 * attackers nest them), control characters and whitespace removed, lower-cased. Only used for the check,
 * never stored.
 */
function normalise(raw: string): string {
  // Printable ASCII without '%' or '&' holds nothing to decode or remove: most URLs, and every page has many.
  if (plainAscii.test(raw)) return raw.toLowerCase()
  let s = raw
  for (let i = 0; i < 3; i++) {
    const before = s
    s = s.replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16) % 0x110000))
    s = s.replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000))
    s = s.replace(/&([a-z]+);/gi, (m, n: string) => namedEntities[n.toLowerCase()] ?? m)
    try {
      s = decodeURIComponent(s)
    } catch {
      // A lone '%' is not an escape; keep the text as it is.
    }
    if (s === before) break
  }
  return s.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase()
}

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string; protocol?: string }

/** Decide whether a link or media URL is safe to put in an href or src. */
export function checkUrl(raw: string): UrlCheck {
  const url = raw.trim()
  if (url === '') return { ok: false, reason: 'must not be empty' }
  const plain = normalise(url)
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain)?.[1]
  if (scheme) {
    if ((allowedUrlSchemes as readonly string[]).includes(scheme)) return { ok: true, url }
    return {
      ok: false,
      protocol: scheme,
      reason: `'${scheme}:' URLs are not allowed; use http(s), mailto, tel or a path on this site`,
    }
  }
  // No scheme: only references relative to this site (path, query or fragment) are accepted, and a protocol-relative
  // //host written as such. A path starting /\ (however escaped) passes for a site path, but browsers read \ as /
  // and go to another site.
  if (/^\/\\/.test(plain)) return { ok: false, reason: "must not start with /\\, which browsers read as // (another site): write one / for a path on this site, or https://… for another site" }
  if (/^(\/|\.\.?\/|#|\?)/.test(plain)) return { ok: true, url }
  return { ok: false, reason: 'must start with http://, https://, mailto:, tel: or / (a path on this site)' }
}

export function isSafeUrl(raw: string): boolean {
  return checkUrl(raw).ok
}

/**
 * A path on this site, as site-path fields (redirects' from, head tags' prefix, a canonical link) take it: one `/`
 * and then no `/` or `\` (browsers read `//host` and `/\host` as another site), no whitespace, query or fragment.
 */
export const sitePathPattern = /^\/(?![/\\])[^\s?#\\]*$/

/** What a plain-text URL field (a booking engine, an embed, a video file) may point at. */
export interface WebUrlRule {
  /** Absolute URLs with these schemes; mailto: and tel: make no sense where a page navigates or embeds. */
  schemes: readonly ('http' | 'https')[]
  /** Whether a path on this site ('/book') is accepted. */
  paths: boolean
}

/**
 * Decide whether a plain-text URL that code navigates to, embeds or fetches is safe: `checkUrl` first (so
 * every trick that hides a `javascript:` is refused the same way), then only the schemes the rule names, or a
 * path on this site. No whitespace, quotes, angle brackets or backslashes: browsers read `/\evil.example` as
 * `//evil.example`, and a clean URL needs none of them (spaces are written %20).
 */
export function checkWebUrl(raw: string, rule: WebUrlRule): UrlCheck {
  const checked = checkUrl(raw)
  if (!checked.ok) return checked
  const what = [...rule.schemes.map((s) => `a ${s}:// address`), ...(rule.paths ? ["a path on this site such as '/book'"] : [])].join(' or ')
  if (/[\s"'<>\\`]/.test(raw)) return { ok: false, reason: `must be ${what}, without spaces, quotes, < > or \\` }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase()
  if (scheme) {
    if ((rule.schemes as readonly string[]).includes(scheme) && /^[a-z]+:\/\/[^/?#]/i.test(raw)) return checked
    return { ok: false, protocol: scheme, reason: `must be ${what}` }
  }
  if (rule.paths && /^\/(?![/\\])/.test(raw)) return checked
  return { ok: false, reason: `must be ${what}` }
}
