import { z } from 'zod'
import { SafeUrl } from '../../fields/safeUrl.ts'
import { Id } from '../ids.ts'
import { Locale } from './common.ts'

/** A downloadable fact sheet; `corporate` ones are listed by the fact sheets block in its corp_only style. */
export const FactSheet = z
  .object({
    id: Id,
    resort_id: Id.nullable().default(null),
    title: z.string().min(1, 'must not be empty').max(300),
    file: SafeUrl,
    locale: Locale.default('en'),
    corporate: z.boolean().default(false),
  })
  .strict()
export type FactSheet = z.infer<typeof FactSheet>
