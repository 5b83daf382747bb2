import { z } from 'zod'
import { SafeUrl, sitePathPattern } from '../../fields/safeUrl.ts'
import { Id } from '../ids.ts'

export const Redirect = z
  .object({
    id: Id,
    site_id: Id,
    from: z
      .string()
      .max(500)
      .regex(sitePathPattern, "must be a path on this site such as '/old-page'"),
    to: SafeUrl,
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  })
  .strict()
export type Redirect = z.infer<typeof Redirect>
