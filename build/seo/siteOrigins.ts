import type { Site } from '../../catalogue/model/site.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'

/**
 * The build setting for sites without a public address of their own (`seo.origin`): a pattern where `{host}` is
 * the site's first host (`{slug}.localhost` when it has none) and `{slug}` its slug. `SITE_ORIGIN` in the
 * environment; locally `http://{host}:{PORT}`, in production for example `https://{host}`.
 */
export const defaultSiteOrigin = 'http://{host}'

/** The site's primary origin: its own address when it has one, otherwise the build's pattern. */
export function siteOrigin(site: Pick<Site, 'slug' | 'hosts' | 'seo'>, pattern = defaultSiteOrigin): string {
  if (site.seo?.origin) return site.seo.origin.replace(/\/+$/, '')
  return pattern.replaceAll('{host}', site.hosts[0] ?? `${site.slug}.localhost`).replaceAll('{slug}', site.slug).replace(/\/+$/, '')
}

/**
 * The snapshot's sites with their origin filled in, so every page's canonical link and the sitemaps agree, and a
 * changed origin re-renders the site's pages (the site record is part of each page's context).
 */
export function withSiteOrigins(meta: SnapshotMeta, pattern = defaultSiteOrigin): SnapshotMeta {
  return {
    ...meta,
    sites: meta.sites.map((site) => ({ ...site, seo: { titlePattern: '{page}', logo: '', ...site.seo, origin: siteOrigin(site, pattern) } })),
  }
}

/** A path of the site as an absolute URL on its origin. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`)
