// Kept free of zod: the build's render path and the content API both use it.
import { checkWebUrl } from './checkUrl.ts'

/** What the build knows beyond the tag itself: the https origins an admin allows head-tag scripts from. */
export interface HeadTagPolicy {
  scriptOrigins: readonly string[]
}

export interface HeadTagProblem {
  /** Where in the tag: ['tag'] or ['attrs', name]. */
  path: (string | number)[]
  message: string
}

type Rule = (value: string, attrs: Readonly<Record<string, string>>) => string | undefined

const oneOf =
  (values: readonly string[]): Rule =>
  (v) =>
    values.includes(v.toLowerCase()) ? undefined : `must be one of ${values.map((x) => (x === '' ? "'' (empty)" : `'${x}'`)).join(', ')}`
const matches =
  (regex: RegExp, example: string): Rule =>
  (v) =>
    regex.test(v) ? undefined : `must look like ${example}`
const anyText: Rule = () => undefined
const webUrl: Rule = (v) => {
  const checked = checkWebUrl(v, { schemes: ['https', 'http'], paths: true })
  return checked.ok ? undefined : `unsafe URL: ${checked.reason}`
}
const boolean: Rule = (v) => (v === '' ? undefined : "is a switch: give it an empty value ''")

/** Metas whose content a crawler or a browser follows as a URL (Open Graph, Twitter cards, tiles). */
const urlMeta = /^(?:og:(?:url|image|image:url|image:secure_url|video|video:url|video:secure_url|audio|audio:url|audio:secure_url)|twitter:(?:image|image:src|url|player|player:stream)|msapplication-(?:tileimage|config|square\d+x\d+logo|wide310x150logo)|image|thumbnail)$/i

const linkRels = ['alternate', 'canonical', 'icon', 'shortcut', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'manifest', 'mask-icon', 'preconnect', 'dns-prefetch', 'preload', 'prefetch', 'stylesheet', 'author', 'license', 'me', 'next', 'prev', 'search', 'help']
const crossorigin = oneOf(['', 'anonymous', 'use-credentials'])
const referrerpolicy = oneOf(['no-referrer', 'no-referrer-when-downgrade', 'origin', 'origin-when-cross-origin', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'unsafe-url'])
const integrity = matches(/^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}(?: sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})*$/, 'sha384-<base64 hash>')
const mime = matches(/^[a-z]+\/[a-z0-9.+-]+$/i, 'a MIME type such as application/rss+xml')

/**
 * The allowlist: which elements, and for each which attributes with what values. Everything else is refused,
 * so event handlers (on…), style, and http-equiv refresh or set-cookie can never be written. A head tag has no
 * text content, so there is no inline script or style either.
 */
const allowed: Record<string, Record<string, Rule>> = {
  meta: {
    name: matches(/^[A-Za-z][\w:.-]*$/, "a name such as 'theme-color'"),
    property: matches(/^[A-Za-z][\w:.-]*$/, "a property such as 'og:image'"),
    itemprop: matches(/^[A-Za-z][\w:.-]*$/, "an item property such as 'image'"),
    'http-equiv': oneOf(['x-ua-compatible', 'content-language']),
    content: (v, attrs) => (urlMeta.test(attrs.property ?? attrs.name ?? attrs.itemprop ?? '') ? webUrl(v, attrs) : undefined),
    media: anyText,
  },
  link: {
    rel: (v) => {
      const bad = v.toLowerCase().split(/\s+/).filter((r) => r && !linkRels.includes(r))
      return bad.length || !v.trim() ? `must be one or more of ${linkRels.join(', ')}` : undefined
    },
    href: webUrl,
    type: mime,
    hreflang: matches(/^(?:x-default|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/, "a language such as 'es-MX'"),
    sizes: matches(/^(?:any|\d{1,4}x\d{1,4}(?: \d{1,4}x\d{1,4})*)$/i, "'any' or sizes such as '32x32 64x64'"),
    media: anyText,
    as: oneOf(['font', 'image', 'style', 'fetch', 'document', 'audio', 'video', 'track']),
    crossorigin,
    title: anyText,
    color: matches(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour such as #003b5c'),
    referrerpolicy,
    integrity,
    fetchpriority: oneOf(['high', 'low', 'auto']),
  },
  script: {
    src: (v) => {
      const checked = checkWebUrl(v, { schemes: ['https'], paths: false })
      return checked.ok ? undefined : `unsafe URL: ${checked.reason}`
    },
    async: boolean,
    defer: boolean,
    type: oneOf(['module', 'text/javascript']),
    crossorigin,
    integrity,
    referrerpolicy,
  },
}

/** Attributes a tag must have to mean anything. */
const required: Record<string, string[]> = { link: ['rel', 'href'], script: ['src'] }

export const headTagElements = Object.keys(allowed)

/** The origin of an https URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * Everything wrong with a head tag, for an editor: the element and each attribute against the allowlist,
 * URLs checked like links, and, when `policy` is given, a script's source against the admin's allowed origins.
 * Without a policy scripts are checked for shape only (the caller checks origins where it knows them).
 */
export function headTagProblems(tag: { tag: string; attrs: Readonly<Record<string, string>> }, policy?: HeadTagPolicy): HeadTagProblem[] {
  const rules = Object.hasOwn(allowed, tag.tag) ? allowed[tag.tag] : undefined
  if (!rules) return [{ path: ['tag'], message: `'${tag.tag}' tags are not allowed; use ${headTagElements.join(', ')}` }]
  const problems: HeadTagProblem[] = []
  for (const [name, value] of Object.entries(tag.attrs)) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined
    if (!rule) {
      const why = /^on/i.test(name) ? ' (event handlers run scripts)' : name === 'style' ? ' (use the layout’s styles)' : ''
      problems.push({ path: ['attrs', name], message: `'${name}' is not an allowed attribute of <${tag.tag}>${why}; allowed: ${Object.keys(rules).join(', ')}` })
      continue
    }
    const problem = rule(value, tag.attrs)
    if (problem) problems.push({ path: ['attrs', name], message: `${name}: ${problem}` })
  }
  for (const name of required[tag.tag] ?? []) if (!Object.hasOwn(tag.attrs, name)) problems.push({ path: ['attrs', name], message: `<${tag.tag}> needs ${name}` })
  if (tag.tag === 'script' && policy && typeof tag.attrs.src === 'string' && !problems.length) {
    const origin = originOf(tag.attrs.src)
    if (!origin || !policy.scriptOrigins.includes(origin))
      problems.push({ path: ['attrs', 'src'], message: `src: scripts may only come from the origins an admin allows (${policy.scriptOrigins.join(', ') || 'none yet'}); ${origin ?? 'this address'} is not one of them` })
  }
  return problems
}
