import { z } from 'zod'
import { Id } from '../ids.ts'
import { ReleaseStatus } from '../page.ts'

/** Changes published together: the page versions it carries go live at once. */
export const Release = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    name: z.string().min(1, 'must not be empty').max(200),
    status: ReleaseStatus.default('draft'),
    pageVersions: z.array(z.object({ page_id: Id, version_id: Id }).strict()).max(1000).default([]),
    /** Set by the API and rotated on request; never accepted from a client. */
    previewSecret: z.string().regex(/^[A-Za-z0-9_-]{32,}$/).optional(),
  })
  .strict()
export type Release = z.infer<typeof Release>
