import type { DomainRedirect } from '../../catalogue/model/site.ts'
import type { RouteRule } from '../manifest/siteManifests.ts'
import { cachePolicies } from './cachePolicies.ts'

/** What a host needs to know of one exported site to answer as the live server does. */
export interface SiteRules {
  /** The headers of every answer (the `/*` section of the build's `_headers`): security policy and friends. */
  security: Record<string, string>
  /** Redirect records by path, as the build manifest's route rules hold them. */
  redirects: Record<string, NonNullable<RouteRule['redirect']>>
  /** A move to another brand's host, as hosts.json holds it. */
  moved?: DomainRedirect
  /** Files of the site bundle outside /assets (`/favicon.svg`…), and the site's robots.txt and sitemaps. */
  shortLived?: string[]
  /** The content API's public origin, which `/api/…` is passed on to where the host can proxy. */
  apiOrigin?: string
}

/**
 * The `_headers` file of an exported site (Netlify, Cloudflare Pages): the security headers on every path, then the
 * cache rule of each kind of file. Those hosts join the values of one header set by several matching rules, so
 * each Cache-Control is set by one rule alone; pages get none, since both hosts answer with the page policy
 * (`public, max-age=0, must-revalidate`) by default.
 */
export function exportHeadersFile(rules: SiteRules): string {
  const section = (path: string, headers: Record<string, string>) => `${path}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`
  return [
    section('/*', rules.security),
    section('/assets/*', { 'Cache-Control': cachePolicies.immutable }),
    section('/media/*', { 'Cache-Control': cachePolicies.immutable }),
    section('/builds/*', { 'Cache-Control': cachePolicies.manifest }),
    ...(rules.shortLived ?? []).map((path) => section(path, { 'Cache-Control': cachePolicies.short })),
  ].join('')
}

/**
 * The `_redirects` file of an exported site: the build's (moves, then records) after the rule that passes the
 * content API on (a 200 to another origin is a proxy on Netlify and Cloudflare Pages), so forms also work sent to
 * the site's own `/api`. A site that moved whole still serves the shared files, as the server does: a rule that is
 * not forced gives way to a file that is there, and the first rule that matches is the one applied.
 */
export function exportRedirectsFile(buildRedirects: string, rules: Pick<SiteRules, 'apiOrigin' | 'moved' | 'shortLived'> = {}): string {
  const lines = rules.apiOrigin ? [`/api/* ${rules.apiOrigin}/api/:splat 200!`] : []
  if (rules.moved && !rules.moved.pathKeywords.length)
    lines.push('/assets/* /assets/:splat 200', ...(rules.shortLived ?? []).filter((file) => !shortLivedOfSite(file)).map((file) => `${file} ${file} 200`))
  return lines.map((line) => `${line}\n`).join('') + buildRedirects
}

/** The site's own files among the short-lived ones (robots.txt, sitemaps), which a moved site's move covers. */
export const shortLivedOfSite = (file: string): boolean => /^\/(?:robots\.txt|sitemap[^/]*\.xml)$/.test(file)

/** The content API's public origin from the setting (`PUBLIC_URL`): an http(s) origin, or an error naming it. */
export function apiOriginOf(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`the content API's public address must be an address like https://cms.example.com, got '${value}'`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(`the content API's public address must be an http or https origin without a path, got '${value}'`)
  return url.origin
}
