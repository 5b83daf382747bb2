import { z } from 'zod'

/** What can be scheduled: a page version or a release to go live, a post to appear, a page or a special to come down. */
export const ScheduleTarget = z.enum(['pages', 'releases', 'posts', 'specials'])
export const ScheduleAction = z.enum(['publish', 'unpublish'])

export const ScheduledJob = z.object({
  id: z.string(),
  action: ScheduleAction,
  target_kind: ScheduleTarget,
  target_id: z.string(),
  version_id: z.string().nullable(),
  /** What an editor reads: the page's title and path, the release's name. */
  label: z.string(),
  site_id: z.string().nullable(),
  run_at: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  /** Why a run failed, for the studio to show. */
  error: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  version: z.number().int(),
})
export type ScheduledJob = z.infer<typeof ScheduledJob>

const RunAt = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-12-01T00:00:00+01:00' })

export const CreateSchedule = z
  .object({
    action: ScheduleAction,
    target_kind: ScheduleTarget,
    target_id: z.string().min(1).max(100),
    /** The saved version of the page to publish; required to publish a page. */
    version_id: z.string().min(1).max(100).optional(),
    run_at: RunAt,
  })
  .strict()
export type CreateSchedule = z.infer<typeof CreateSchedule>

export const UpdateSchedule = z.object({ run_at: RunAt, version: z.number().int().optional() }).strict()

export const ScheduleListQuery = z
  .object({
    target_kind: ScheduleTarget.optional(),
    target_id: z.string().max(100).optional(),
    status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled', 'open']).optional(),
    limit: z.coerce.number().int('must be a whole number').min(1).max(500).default(100),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
  })
  .strict()

export const ScheduleList = z.object({ items: z.array(ScheduledJob), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
export type ScheduleList = z.infer<typeof ScheduleList>

/** The product's clock: now as the server sees it, how far it is moved, and whether it may be (tests only). */
export const ClockState = z.object({ now: z.string(), offsetMs: z.number(), movable: z.boolean() })
export const ClockBody = z.object({ offsetMs: z.number().int().min(-10 * 365 * 86_400_000).max(10 * 365 * 86_400_000) }).strict()
