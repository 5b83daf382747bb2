import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { BuildJob } from '../../catalogue/model/buildJob.ts'
import type { Site } from '../../catalogue/model/site.ts'
import { api } from '../api/client.ts'

/**
 * A site's public address as this browser reaches it: the default site at the studio's own origin, any other at
 * its first host on the same scheme and port (production hosts answer on the default port, so it is empty there).
 */
export function siteOrigin(site: Site | undefined, location: { protocol: string; port: string; origin: string }): string {
  if (!site || site.isDefault || !site.hosts[0]) return location.origin
  const host = site.hosts[0]
  return `${location.protocol}//${host}${location.port && !host.includes(':') ? `:${location.port}` : ''}`
}

/** The latest build the studio knows of, before a save queues another. */
export const latestBuildId = (client: QueryClient) => client.getQueryData<BuildJob[]>(['builds', 'latest'])?.[0]?.id

/**
 * "See it on the site", once the build the save queued has gone live: before that the old page (or none)
 * would be shown. The latest build seen at save time is remembered; a newer one that is live is this save's.
 */
export function SeeOnSite({ where, before }: { where: { site: string | null; path: string }; before: string | undefined }) {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  // The same query as the shell's build status, which polls it quickly while a build runs.
  const latest = useQuery({ queryKey: ['builds', 'latest'], queryFn: () => api.listJobs(1) }).data?.[0]
  if (!latest || latest.id === before || latest.status !== 'live' || !sites.data) return <span className="studio__muted">The site is being updated…</span>
  const site = where.site ? sites.data.find((s) => s.id === where.site) : sites.data.find((s) => s.isDefault)
  return (
    <a href={`${siteOrigin(site, window.location)}${where.path}`} target="_blank" rel="noreferrer">
      See it on the site
    </a>
  )
}
