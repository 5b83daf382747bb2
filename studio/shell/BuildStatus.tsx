import { useQuery } from '@tanstack/react-query'
import { api } from '../api/client.ts'
import { useCan } from './useCan.ts'

const time = (iso?: string) => (iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '')

/**
 * The site's latest build, in one place for every save that changes the site (a page published, a menu,
 * special, redirect or head tag saved): polled quickly while one runs, slowly otherwise.
 */
export function BuildStatus() {
  const mayRead = useCan('builds:read')
  const jobs = useQuery({
    queryKey: ['builds', 'latest'],
    queryFn: () => api.listJobs(1),
    enabled: mayRead,
    refetchInterval: (q) => {
      const status = q.state.data?.[0]?.status
      return status === 'queued' || status === 'building' ? 700 : 8000
    },
  })
  if (!mayRead || !jobs.data) return null
  const job = jobs.data[0]
  if (!job) return <span className="build-status" data-build-status="none" title="Everything published is on the site; no change has been published since">Site up to date</span>
  const label =
    job.status === 'live'
      ? `Site updated ${time(job.finishedAt)}`
      : job.status === 'failed'
        ? `Site not updated: ${job.error?.message ?? 'the build failed'}`
        : job.status === 'building'
          ? 'Updating the site…'
          : 'Site update queued…'
  return (
    <span className={`build-status is-${job.status}`} role="status" data-build-status={job.status} data-job-id={job.id} title={job.status === 'live' && job.error ? `Not updated: ${job.error.message}` : undefined}>
      {label}
    </span>
  )
}
