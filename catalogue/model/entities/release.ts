import { z } from 'zod'
import { Id } from '../ids.ts'
import { ReleaseStatus } from '../page.ts'

/** Statuses stored before the review workflow, read as their nearest current status. */
const legacyStatus: Record<string, ReleaseStatus> = { scheduled: 'approved', archived: 'cancelled' }

/** Changes published together: the page versions it carries go live at once. */
export const Release = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    name: z.string().trim().min(1, 'must not be empty').max(200),
    status: z.preprocess((v) => (typeof v === 'string' ? (legacyStatus[v] ?? v) : v), ReleaseStatus).default('draft'),
    pageVersions: z.array(z.object({ page_id: Id, version_id: Id }).strict()).max(1000).default([]),
    /** Set by the API and rotated on request; never accepted from a client. */
    previewSecret: z.string().regex(/^[A-Za-z0-9_-]{32,}$/).optional(),
  })
  .strict()
export type Release = z.infer<typeof Release>

/** The statuses a release may move to from each status (published only by publishing it). */
export const releaseMoves: Record<ReleaseStatus, readonly ReleaseStatus[]> = {
  draft: ['in_review', 'cancelled'],
  in_review: ['draft', 'approved', 'cancelled'],
  approved: ['draft', 'in_review', 'cancelled'],
  published: [],
  cancelled: ['draft'],
}

/** Words for each status, as editors read them. */
export const releaseStatusLabels: Record<ReleaseStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  published: 'Published',
  cancelled: 'Cancelled',
}

/** A release still open to change: its pages are marked as in it. */
export const isOpenRelease = (status: ReleaseStatus) => status !== 'published' && status !== 'cancelled'

/** POST /api/releases/:id/status */
export const ReleaseStatusBody = z.object({ status: ReleaseStatus }).strict()

/** One page of a release against what is live: GET /api/releases/:id/changes. */
export const ReleaseChange = z.object({
  page_id: Id,
  version_id: Id,
  site_id: z.string(),
  path: z.string(),
  title: z.string(),
  version_name: z.string(),
  /** new: not live yet; changed: differs from the live version; same: the live version already. */
  change: z.enum(['new', 'changed', 'same']),
  /** What differs from the live version, in words ("title", "3 elements changed"). */
  differences: z.array(z.string()),
  review: z.object({ status: z.enum(['pending', 'approved', 'changes_requested']), open_annotations: z.number().int() }),
})
export type ReleaseChange = z.infer<typeof ReleaseChange>

/** GET /api/releases/:id/impact: pages the release changes per site, counted against the live build's page index. */
export const ReleaseImpact = z.object({
  build_id: z.string().nullable(),
  sites: z.array(z.object({ site_id: z.string(), added: z.number().int(), changed: z.number().int(), unchanged: z.number().int() })),
})
export type ReleaseImpact = z.infer<typeof ReleaseImpact>

/** A visual diff of one page at one breakpoint: what POST /api/releases/:id/diff stores. */
export const ReleaseDiffShot = z.object({
  page_id: Id,
  path: z.string(),
  site_id: z.string(),
  breakpoint: z.enum(['sm', 'md', 'xl']),
  width: z.number().int(),
  /** The compared screenshots' height (both padded to it). */
  height: z.number().int(),
  /** Share of pixels that differ, 0–1. */
  changed: z.number(),
  /** Changed regions, in page pixels. */
  regions: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })),
  live: z.string(),
  release: z.string(),
  diff: z.string(),
})
export const ReleaseDiff = z.object({ release_id: Id, made_at: z.string(), shots: z.array(ReleaseDiffShot) })
export type ReleaseDiff = z.infer<typeof ReleaseDiff>
