import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { Site } from '../../catalogue/model/site.ts'
import type { Db } from '../db/openDatabase.ts'

/**
 * The origins a site is served at: its own public address (`seo.origin`) and each pattern (`SITE_ORIGIN`, then
 * `CORS_ORIGINS`) for each of its hosts (`{slug}.localhost` when it has none), `{host}` and `{slug}` filled in.
 */
export function siteOriginsOf(site: Pick<Site, 'slug' | 'hosts' | 'seo'>, patterns: readonly string[]): string[] {
  const hosts = site.hosts.length ? site.hosts : [`${site.slug}.localhost`]
  const origins = patterns.flatMap((pattern) => hosts.map((host) => pattern.replaceAll('{host}', host).replaceAll('{slug}', site.slug)))
  if (site.seo?.origin) origins.push(site.seo.origin)
  return origins.flatMap((origin) => {
    try {
      const url = new URL(origin)
      return ['http:', 'https:'].includes(url.protocol) ? [url.origin] : []
    } catch {
      return []
    }
  })
}

/** How long the list of site origins is kept: a site added or moved is allowed within this. */
const originsTtlMs = 5_000

/**
 * CORS for the calls an exported site makes to the content API (forms): an answer, and a preflight, name the
 * caller's Origin only when it is where one of the sites is served; credentials are never allowed, so no cookie
 * of the API's origin goes with them. Others get no CORS headers, which the browser takes as a refusal.
 * The list is read from the sites (key: none, one list; bounded by the number of sites; kept `originsTtlMs`).
 */
export function siteCors(db: Db, patterns: readonly string[]): MiddlewareHandler {
  let cached: { at: number; origins: Promise<Set<string>> } | undefined
  const allowed = () => {
    if (!cached || Date.now() - cached.at > originsTtlMs) {
      const origins = db.kysely
        .selectFrom('sites')
        .select('document')
        .execute()
        .then((rows) => new Set(rows.flatMap((row) => siteOriginsOf(Site.parse(JSON.parse(row.document)), patterns))))
      cached = { at: Date.now(), origins }
      origins.catch(() => (cached = undefined))
    }
    return cached.origins
  }
  return cors({
    origin: async (origin) => (origin && (await allowed()).has(origin) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-Voix-Site'],
    credentials: false,
    maxAge: 600,
  })
}
