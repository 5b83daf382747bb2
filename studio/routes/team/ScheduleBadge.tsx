import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ScheduledJob } from '../../../catalogue/model/schedule.ts'
import { describeJob, scheduleApi } from './scheduleApi.ts'
import './team.css'

/**
 * What is scheduled for one page, release or record, with Cancel; a failed run shows its reason. Small enough to
 * drop into a list row (the page list's "Scheduled" column) or an editor's bar.
 */
export function ScheduleBadge({ kind, id }: { kind: 'pages' | 'releases' | 'posts' | 'specials'; id: string }) {
  const client = useQueryClient()
  const jobs = useQuery({ queryKey: ['schedules', kind, id], queryFn: () => scheduleApi.forTarget(kind, id), refetchInterval: 15_000 })
  const cancel = useMutation({ mutationFn: (job: ScheduledJob) => scheduleApi.cancel(job), onSettled: () => client.invalidateQueries({ queryKey: ['schedules', kind, id] }) })
  const items = jobs.data?.items ?? []
  if (!items.length) return null
  return (
    <ul className="presence" aria-label="Scheduled">
      {items.map((job) => (
        <li key={job.id} className={`schedule-badge${job.status === 'failed' ? ' schedule-badge--failed' : ''}`}>
          {job.status === 'failed' ? (
            <span role="alert">
              Scheduled {job.action} failed: {job.error}
            </span>
          ) : (
            <span>{describeJob(job)}</span>
          )}{' '}
          <button type="button" onClick={() => cancel.mutate(job)} disabled={cancel.isPending}>
            {job.status === 'failed' ? 'Dismiss' : 'Cancel'}
          </button>
        </li>
      ))}
      {cancel.isError && <li role="alert">{cancel.error.message}</li>}
    </ul>
  )
}
