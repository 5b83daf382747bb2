import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ScheduledJob } from '../../catalogue/model/schedule.ts'
import { describeJob, fromLocalInput, scheduleApi, toLocalInput, zoneName, type ScheduleKind } from './scheduleApi.ts'
import './team.css'

/**
 * What is scheduled for one page, release or record, with Change and Cancel; a failed run shows its reason (and a new
 * time retries it). Small enough to drop into a list row or an editor's bar. A list passes `jobs` it read for all
 * its rows at once, so a row makes no request of its own.
 */
export function ScheduleBadge({ kind, id, jobs }: { kind: ScheduleKind; id: string; jobs?: readonly ScheduledJob[] }) {
  const client = useQueryClient()
  const own = useQuery({ queryKey: ['schedules', kind, id], queryFn: () => scheduleApi.forTarget(kind, id), refetchInterval: 15_000, enabled: !jobs })
  const settled = () => client.invalidateQueries({ queryKey: ['schedules'] })
  const cancel = useMutation({ mutationFn: (job: ScheduledJob) => scheduleApi.cancel(job), onSettled: settled })
  const move = useMutation({
    mutationFn: ({ job, when }: { job: ScheduledJob; when: string }) => scheduleApi.move(job, fromLocalInput(when)),
    onSuccess: () => setChanging(null),
    onSettled: settled,
  })
  const [changing, setChanging] = useState<{ id: string; when: string } | null>(null)
  const items = jobs ?? own.data?.items ?? []
  if (!items.length) return null
  return (
    <ul className="schedule-list" aria-label="Scheduled">
      {items.map((job) => (
        <li key={job.id} className={`schedule-badge${job.status === 'failed' ? ' schedule-badge--failed' : ''}`}>
          {job.status === 'failed' ? (
            <span role="alert">
              Scheduled {job.action} failed: {job.error}
            </span>
          ) : (
            <span>{describeJob(job)}</span>
          )}{' '}
          {changing?.id === job.id ? (
            <form
              className="schedule-badge__change"
              onSubmit={(e) => {
                e.preventDefault()
                move.mutate({ job, when: changing.when })
              }}
            >
              <input
                type="datetime-local"
                aria-label={`New time (${zoneName(changing.when ? new Date(changing.when) : new Date())})`}
                value={changing.when}
                onChange={(e) => setChanging({ id: job.id, when: e.target.value })}
                required
              />{' '}
              <button type="submit" disabled={move.isPending}>
                Save time
              </button>{' '}
              <button type="button" onClick={() => (setChanging(null), move.reset())}>
                Keep
              </button>
            </form>
          ) : (
            <button type="button" onClick={() => (move.reset(), setChanging({ id: job.id, when: toLocalInput(job.run_at) }))}>
              {job.status === 'failed' ? 'Retry at…' : 'Change…'}
            </button>
          )}{' '}
          <button type="button" onClick={() => cancel.mutate(job)} disabled={cancel.isPending}>
            {job.status === 'failed' ? 'Dismiss' : 'Cancel'}
          </button>
        </li>
      ))}
      {cancel.isError && <li role="alert">{cancel.error.message}</li>}
      {move.isError && <li role="alert">Not moved: {move.error.message}</li>}
    </ul>
  )
}
