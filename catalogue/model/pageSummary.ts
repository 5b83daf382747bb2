import { z } from 'zod'

/** A page as the page list answers it (GET /api/pages): one contract for the API and the studio. */
export const PageSummary = z.object({
  id: z.string(),
  site_id: z.string(),
  path: z.string(),
  locale: z.string(),
  title: z.string(),
  version: z.number().int(),
  published: z.boolean(),
  published_version_id: z.string().nullable(),
  /** A published page whose saved draft differs from what visitors get (not counting review notes). */
  draft_changed: z.boolean().optional(),
  source_page_id: z.string().nullable(),
  /** A translation: the source's version it matches (see migration 0006). */
  source_version: z.number().int().nullable(),
  updated_at: z.string(),
  /** Who made the page (its email); null when nobody was recorded. */
  author: z.string().nullable(),
  /** Review notes on the draft not marked resolved, over every breakpoint. */
  open_notes: z.number().int().optional(),
  /**
   * A published page the live build could not make, and why: visitors get its last good render (`kept`) or nothing.
   * Absent when the page is live as published (or is not published).
   */
  not_live: z.object({ message: z.string(), kept: z.boolean() }).optional(),
})
export type PageSummary = z.infer<typeof PageSummary>
