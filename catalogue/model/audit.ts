import { z } from 'zod'

/** One audit log entry: who did what, when, from where, and how the API answered. */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  status: z.number().int(),
  address: z.string(),
  summary: z.string(),
  /** What an editor calls the target (a page's title and path), when it still exists; read, not stored. */
  target_label: z.string().optional(),
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const AuditList = z.object({ items: z.array(AuditEntry), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
export type AuditList = z.infer<typeof AuditList>

const When = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-11-25T09:00:00Z' })

/** The audit screen's filters; every one optional, combined with AND. */
export const AuditQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1).max(200).default(50),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
    /** A user's email (exact) or part of a name or email. */
    actor: z.string().trim().max(200).optional(),
    /** What was changed: 'pages', 'releases', 'users', 'auth', … */
    kind: z.string().regex(/^[a-z][a-z-]{0,40}$/, 'must be a kind such as pages or users').optional(),
    target: z.string().max(100).optional(),
    action: z.string().regex(/^[a-z][a-z -]{0,40}$/, 'must be an action such as publish or delete').optional(),
    /** Only failures (status 400 and above), or only successes. */
    outcome: z.enum(['ok', 'failed']).optional(),
    from: When.optional(),
    to: When.optional(),
  })
  .strict()
export type AuditQuery = z.infer<typeof AuditQuery>

/** A page's history: its audit entries and its saved and published versions, newest first. */
export const PageHistoryItem = z.object({
  at: z.string(),
  who: z.string().nullable(),
  summary: z.string(),
  status: z.number().int().optional(),
  version: z.object({ id: z.string(), kind: z.string(), name: z.string() }).optional(),
})
export const PageHistory = z.object({ items: z.array(PageHistoryItem) })
export type PageHistory = z.infer<typeof PageHistory>

/** How long audit entries are kept (an admin's setting). */
export const AuditRetention = z.object({ days: z.number().int('must be a whole number of days').min(1, 'must be at least 1 day').max(3650, 'must be at most 3650 days (ten years)') }).strict()
export type AuditRetention = z.infer<typeof AuditRetention>
