import { z } from 'zod'
import { Id } from '../ids.ts'
import { ReleaseStatus } from '../page.ts'

/** Statuses stored before the review workflow, read as their nearest current status. */
const legacyStatus: Record<string, ReleaseStatus> = { scheduled: 'approved', archived: 'cancelled' }

/** The records a release may carry besides pages, by their API name (content-api/entities/registry.ts). */
export const ReleaseRecordKind = z.enum(['specials', 'menus', 'posts', 'head-tags', 'redirects', 'fact-sheets', 'booking-code-triggers'])
export type ReleaseRecordKind = z.infer<typeof ReleaseRecordKind>

/** Each kind of record as editors name it. */
export const releaseRecordLabels: Record<ReleaseRecordKind, string> = {
  specials: 'special offer',
  menus: 'menu',
  posts: 'post',
  'head-tags': 'head tag',
  redirects: 'redirect',
  'fact-sheets': 'fact sheet',
  'booking-code-triggers': 'booking-code trigger',
}

/**
 * A record as it goes live with the release: the whole document, checked and cleaned as a save would, held by
 * the release itself (saving the record elsewhere does not change it). `base_version` is the record's version it
 * was made from (null: a new record), so publishing never overwrites a change made since without saying so.
 */
export const ReleaseRecord = z
  .object({
    kind: ReleaseRecordKind,
    id: Id,
    label: z.string().max(300),
    site_id: Id.nullable(),
    base_version: z.number().int().nullable(),
    doc: z.record(z.string(), z.unknown()),
  })
  .strict()
export type ReleaseRecord = z.infer<typeof ReleaseRecord>

/** Who did something to a release, and when. */
const Stamp = z.object({ by: z.string().max(200), by_name: z.string().max(200), at: z.string().max(40) }).strict()

/**
 * What a release held when it was approved: each item's key (`page:<id>`, `<kind>:<id>`) and its fingerprint
 * (a page's version id, a record's content hash). Kept after a change, so the release can say what changed since.
 */
export const ReleaseApproval = Stamp.extend({ items: z.record(z.string(), z.object({ fingerprint: z.string(), label: z.string() }).strict()) }).strict()
export type ReleaseApproval = z.infer<typeof ReleaseApproval>

/** Changes published together: the page versions and records it holds go live at once, exactly as approved. */
export const Release = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    name: z.string().trim().min(1, 'must not be empty').max(200),
    status: z.preprocess((v) => (typeof v === 'string' ? (legacyStatus[v] ?? v) : v), ReleaseStatus).default('draft'),
    pageVersions: z.array(z.object({ page_id: Id, version_id: Id }).strict()).max(1000).default([]),
    /** Set by the API (POST /releases/:id/records); never accepted from a client as a whole. */
    records: z.array(ReleaseRecord).max(500).default([]),
    /** Set by the API and rotated on request; never accepted from a client. */
    previewSecret: z.string().regex(/^[A-Za-z0-9_-]{32,}$/).optional(),
    /** Server-set: the users who changed what the release holds (they may not approve it themselves). */
    authors: z.array(z.string().max(200)).max(200).default([]),
    /** Server-set: each item marked reviewed, at the fingerprint it had then. */
    reviewed: z.record(z.string(), Stamp.extend({ fingerprint: z.string() }).strict()).default({}),
    /** Server-set: the last approval (kept after a change, to say what changed since). */
    approval: ReleaseApproval.optional(),
    /** Server-set: when and by whom it went live, and the build that carried it. */
    published: Stamp.extend({ job_id: z.string().max(100).optional() }).strict().optional(),
  })
  .strict()
export type Release = z.infer<typeof Release>

/** The release's fields only the API sets. */
export const releaseServerFields = ['previewSecret', 'records', 'authors', 'reviewed', 'approval', 'published'] as const

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
  /** `page:<page id>` */
  key: z.string(),
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
  /** The page's draft differs from the version the release holds (a fix not yet in the release). */
  draft_differs: z.boolean(),
  /** Marked reviewed at the version it holds now. */
  reviewed: z.boolean(),
  /** Against the last approval: null when there is none or the item is as approved. */
  since_approval: z.enum(['added', 'changed']).nullable(),
  /** A translation (platform.md: pages › translate): its language and the page it translates; null for other pages. */
  translation: z.object({ locale: z.string(), of_page_id: Id, of_title: z.string(), of_path: z.string() }).nullable().default(null),
})
export type ReleaseChange = z.infer<typeof ReleaseChange>

/** One field of a record that the release changes, in an editor's words. */
export const FieldChange = z.object({ field: z.string(), before: z.string(), after: z.string() })
export type FieldChange = z.infer<typeof FieldChange>

/** One record of a release against what is live: GET /api/releases/:id/changes (`records`). */
export const ReleaseRecordChange = z.object({
  key: z.string(),
  kind: ReleaseRecordKind,
  id: Id,
  label: z.string(),
  site_id: z.string().nullable(),
  change: z.enum(['new', 'changed', 'same']),
  fields: z.array(FieldChange),
  /** Saved elsewhere since it was added: publishing is refused until it is added again. */
  stale: z.boolean(),
  reviewed: z.boolean(),
  since_approval: z.enum(['added', 'changed']).nullable(),
})
export type ReleaseRecordChange = z.infer<typeof ReleaseRecordChange>

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
  /** Phone 390 px, tablet 768 px, desktop 1280 px. */
  breakpoint: z.enum(['phone', 'tablet', 'desktop']),
  width: z.number().int(),
  /** The compared screenshots' height (both padded to it). */
  height: z.number().int(),
  /** Share of pixels that differ, 0–1. */
  changed: z.number(),
  /** How many pixels differ: more than 0 whenever anything visible changed. */
  changed_pixels: z.number().int().min(0),
  /** Changed regions, in page pixels. */
  regions: z.array(z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })),
  live: z.string(),
  release: z.string(),
  diff: z.string(),
})
export const ReleaseDiff = z.object({ release_id: Id, made_at: z.string(), shots: z.array(ReleaseDiffShot) })
export type ReleaseDiff = z.infer<typeof ReleaseDiff>

/** The widths a release is compared at, as people name the screens. */
export const diffWidths = { phone: 390, tablet: 768, desktop: 1280 } as const

/**
 * How much of a screenshot changed, in words: never "0 %" for a change, however small (a one-word edit on a tall
 * page is a few hundred pixels of millions).
 */
export function changedWords(pixels: number, total: number): string {
  if (pixels === 0) return 'no change'
  const share = (pixels / Math.max(1, total)) * 100
  const percent = share >= 10 ? share.toFixed(0) : share >= 0.1 ? share.toFixed(1) : share >= 0.01 ? share.toFixed(2) : null
  return `${pixels.toLocaleString('en')} changed pixel${pixels === 1 ? '' : 's'} (${percent === null ? 'under 0.01' : percent} % of the page)`
}

/** GET /api/releases/:id/changes */
export const ReleaseChanges = z.object({
  items: z.array(ReleaseChange),
  records: z.array(ReleaseRecordChange),
  /** What the last approval held that the release no longer does. */
  removed_since_approval: z.array(z.object({ key: z.string(), label: z.string() })),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type ReleaseChanges = z.infer<typeof ReleaseChanges>
