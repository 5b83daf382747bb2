import type { Context } from 'hono'
import { readFileSync, realpathSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { pageObjectFile, readStoredPageAsync, type PageFile } from '../cache/pageObject.ts'
import type { DomainRedirect } from '../../catalogue/model/site.ts'
import type { BuildMeta } from '../manifest/siteManifests.ts'
import { cachePolicies, seoFilePattern } from '../deploy/cachePolicies.ts'
import { buildIdToken, outputPaths, pageDir } from '../outputPaths.ts'
import { contentTypes } from './contentTypes.ts'
import { domainRedirectLocation } from './domainRedirectLocation.ts'
import { siteHeaders } from './siteHeaders.ts'

export interface Hosts {
  hosts: Record<string, string>
  defaultSite: string | null
  /** Sites that moved to another brand's host, by slug (builds before this field have none). */
  domainRedirects?: Record<string, DomainRedirect>
}

/** What the server needs of one site of the live build, read once per build. */
interface SiteIndex {
  routes: Record<string, string>
  extras: Record<string, string>
  redirects: BuildMeta['routeRules']
}

/**
 * Serves the live build the way a CDN would: by host to a site's folder, hashed assets shared by every build,
 * trailing slashes redirected away (except on '/'), and unknown paths answered with 404.
 */
export interface StaticSiteOptions {
  /** Answers a path whose route rule names the agent-only middleware, as HTML or payload: such pages are rendered on request. */
  agentOnly?: (c: Context, site: string, path: string, buildId: string, as: 'html' | 'payload') => Promise<Response>
  /** The signed-in agent's own answers on a site's host, by path (`/auth/agent`): they need the site and the live build. */
  agentPaths?: Record<string, (c: Context, site: string, buildId: string) => Promise<Response>>
}

export function createStaticSite(outRoot: string, options: StaticSiteOptions = {}) {
  const paths = outputPaths(outRoot)
  let hostsCache: { dir: string; hosts: Hosts } | undefined
  let siteCache: { dir: string; sites: Map<string, SiteIndex> } | undefined

  function siteIndex(dir: string, slug: string): SiteIndex {
    if (siteCache?.dir !== dir) siteCache = { dir, sites: new Map() }
    let index = siteCache.sites.get(slug)
    if (!index) {
      const siteDir = join(dir, 'sites', slug)
      const read = (file: string) => {
        try {
          return JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as unknown
        } catch {
          return undefined
        }
      }
      const latest = read('builds/latest.json') as { id: string } | undefined
      const meta = latest ? (read(`builds/meta/${latest.id}.json`) as BuildMeta | undefined) : undefined
      const map = (file: string) => (read(file) as Record<string, string> | undefined) ?? {}
      index = { routes: map('routes.json'), extras: map('extras.json'), redirects: meta?.routeRules ?? {} }
      siteCache.sites.set(slug, index)
    }
    return index
  }

  /** A file of a stored page with the live build's id where its placeholder is; undefined when it has none. */
  async function sendObject(c: Context, key: string, file: PageFile, buildId: string, cacheControl: string, status: 200 | 404 = 200) {
    const object = await readStoredPageAsync(outRoot, key)
    const body = object && pageObjectFile(object, file)
    if (body === undefined) return undefined
    return c.body(body.replaceAll(buildIdToken, buildId), status, { 'Content-Type': contentTypes[extname(file)]!, 'Cache-Control': cacheControl })
  }

  function liveDir(): string | undefined {
    try {
      return realpathSync(paths.live)
    } catch {
      return undefined
    }
  }

  function siteFor(dir: string, host: string): string | null {
    if (hostsCache?.dir !== dir) hostsCache = { dir, hosts: JSON.parse(readFileSync(join(dir, 'hosts.json'), 'utf8')) as Hosts }
    const name = host.replace(/:\d+$/, '').toLowerCase()
    return hostsCache.hosts.hosts[name] ?? hostsCache.hosts.defaultSite
  }

  async function send(c: Context, file: string, cacheControl: string, status: 200 | 404 = 200) {
    try {
      if (!statSync(file).isFile()) return undefined
    } catch {
      return undefined
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    return c.body(await readFile(file), status, { 'Content-Type': type, 'Cache-Control': cacheControl })
  }

  return async function staticSite(c: Context) {
    let path: string
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad request: the path is not valid URL encoding', 400)
    }
    if (path.split('/').some((s) => s === '..' || s === '.')) return c.text('Bad request: path not allowed', 400)
    // No page path holds a control character; refusing them here also keeps them out of any Location header.
    if (/[\u0000-\u001f\u007f]/.test(path)) return c.text('Bad request: the path holds a control character', 400)
    if (path.startsWith('/assets/')) return (await send(c, join(paths.static, path), cachePolicies.immutable)) ?? c.text('Not found', 404)
    if (extname(path) && !path.endsWith('.json')) {
      // Public files of the site bundle (images, robots.txt); a page path may hold a dot too, so fall through.
      const sent = await send(c, join(paths.static, path), cachePolicies.short)
      if (sent) return sent
    }
    const dir = liveDir()
    if (!dir) return c.text('No build is live yet', 503)
    const slug = siteFor(dir, c.req.header('host') ?? '')
    if (!slug) return c.text('No site for this host', 404)
    // The order of the site's own middleware (platform.md §9): a moved site, trailing slashes, then the rules.
    const moved = domainRedirectLocation(hostsCache!.hosts.domainRedirects?.[slug], requestUrl(c))
    if (moved) return c.redirect(moved, 301)
    if (path.length > 1 && path.endsWith('/')) return c.redirect(slashlessLocation(new URL(c.req.url)), 301)
    const siteDir = join(dir, 'sites', slug)
    // The site's security headers (its Content Security Policy) on everything it answers; see build/security.
    for (const [name, value] of siteHeaders(dir, slug)) c.header(name, value)
    const revalidate = cachePolicies.page
    if (path.startsWith('/builds/')) return (await send(c, join(siteDir, path), cachePolicies.manifest)) ?? c.json({ error: 'Not found' }, 404)
    // Each site's own sitemaps and robots.txt, which the build writes beside its manifests.
    if (seoFilePattern.test(path)) return (await send(c, join(siteDir, path), cachePolicies.short)) ?? c.text('Not found', 404)
    const index = siteIndex(dir, slug)
    const redirect = index.redirects[path]?.redirect
    if (redirect) return c.redirect(redirect.to + new URL(c.req.url).search, redirect.statusCode as 301 | 302 | 307 | 308)
    const buildId = dir.slice(dir.lastIndexOf('/') + 1)
    const agentAnswer = Object.hasOwn(options.agentPaths ?? {}, path) ? options.agentPaths![path] : undefined
    if (agentAnswer) return agentAnswer(c, slug, buildId)
    const isAgentOnly = (pagePath: string) => {
      const rules = index.redirects[pagePath]?.appMiddleware
      return !!rules && 'agent-only' in rules
    }
    if (path === '/_payload.json' || path.endsWith('/_payload.json')) {
      const pagePath = path.slice(0, -'/_payload.json'.length) || '/'
      // An agents-only page's payload, for client navigation: the agent's session decides, as for its HTML.
      if (isAgentOnly(pagePath)) return options.agentOnly ? options.agentOnly(c, slug, pagePath, buildId, 'payload') : c.json({ error: `No page at ${pagePath}` }, 404)
      const key = index.routes[pagePath] ?? index.extras[pagePath]
      const found = key ? await sendObject(c, key, '_payload.json', buildId, revalidate) : await send(c, join(siteDir, path), revalidate)
      return found ?? c.json({ error: `No page at ${pagePath}` }, 404)
    }
    // Agents-only pages are in no build: the server decides who sees them (nothing to serve without that).
    if (isAgentOnly(path)) return options.agentOnly ? options.agentOnly(c, slug, path, buildId, 'html') : c.text(`Page not found: ${path}`, 404)
    const key = index.routes[path] ?? index.extras[path]
    const page = key ? await sendObject(c, key, 'index.html', buildId, revalidate) : await send(c, join(siteDir, pageDir(path), 'index.html'), revalidate)
    if (page) return page
    const notFound = index.extras['404']
    return (notFound && (await sendObject(c, notFound, 'index.html', buildId, revalidate, 404))) || c.text(`Page not found: ${path}`, 404)
  }
}

/**
 * Where a path with trailing slashes redirects: the path as it was sent, still percent-encoded, so that
 * `/%2fevil.example/` stays one segment on this host and never becomes the off-site `//evil.example`, with
 * leading slashes folded into one for the same reason.
 */
export function slashlessLocation(url: URL): string {
  return '/' + url.pathname.replace(/^\/+/, '').replace(/\/+$/, '') + url.search
}

/** The URL the visitor asked for, on the host they asked it of (the Host header, as a CDN passes it on). */
function requestUrl(c: Context): URL {
  const url = new URL(c.req.url)
  const host = c.req.header('host')
  if (host) {
    try {
      url.host = host
    } catch {
      // A malformed Host header leaves the URL's own host.
    }
  }
  return url
}
