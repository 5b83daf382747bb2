import { z } from 'zod'
import { Id } from '../ids.ts'
import { OptionalUrl, RichText, Slug } from './common.ts'

/** A hotel brand of the family; its site, if it has one, is linked by `site_id`. */
export const Brand = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    name: z.string().min(1, 'must not be empty').max(200),
    slug: Slug,
    logo: OptionalUrl,
    description: RichText.default(''),
    adultsOnly: z.boolean().default(false),
  })
  .strict()
export type Brand = z.infer<typeof Brand>
