import type { ScheduledJob, ScheduleList } from '../../catalogue/model/schedule.ts'
import { request } from '../api/http.ts'

export type ScheduleKind = ScheduledJob['target_kind']

export const scheduleApi = {
  forTarget: (kind: ScheduleKind, id: string) => request<ScheduleList>(`/schedules?${new URLSearchParams({ target_kind: kind, target_id: id, status: 'open' })}`),
  /** The open changes of a list screen's visible rows, in one request. */
  forTargets: (kind: ScheduleKind, ids: readonly string[], signal?: AbortSignal) =>
    request<ScheduleList>(`/schedules?${new URLSearchParams({ target_kind: kind, target_ids: ids.join(','), status: 'open', limit: '500' })}`, { signal }),
  open: () => request<ScheduleList>('/schedules?status=open&limit=500'),
  create: (body: { action: 'publish' | 'unpublish'; target_kind: string; target_id: string; version_id?: string; run_at: string }) => request<ScheduledJob>('/schedules', { method: 'POST', body }),
  move: (job: ScheduledJob, run_at: string) => request<ScheduledJob>(`/schedules/${job.id}`, { method: 'PUT', body: { run_at }, version: job.version }),
  cancel: (job: ScheduledJob) => request<void>(`/schedules/${job.id}`, { method: 'DELETE', version: job.version }),
}

/** The time zone the studio shows and reads times in, by name and offset: "Europe/Madrid (UTC+01:00)". */
export function zoneName(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const minutes = -at.getTimezoneOffset()
  const sign = minutes >= 0 ? '+' : '−'
  const abs = Math.abs(minutes)
  return `${zone} (UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')})`
}

/** A datetime-local value (local time) as an ISO moment with its offset, and back. */
export const fromLocalInput = (value: string) => new Date(value).toISOString()
export function toLocalInput(iso: string): string {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export const describeJob = (job: ScheduledJob) => `${job.action === 'publish' ? 'Goes live' : 'Comes down'} ${new Date(job.run_at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}`
