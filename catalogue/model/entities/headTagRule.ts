import { z } from 'zod'
import { Id } from '../ids.ts'
import { HeadTag } from '../page.ts'

/** A meta or link tag added to every page of a site (or of every site) whose path starts with `pathPrefix`. */
export const HeadTagRule = z
  .object({
    id: Id,
    site_id: Id.nullable().default(null),
    name: z.string().min(1, 'must not be empty').max(200),
    pathPrefix: z
      .string()
      .max(500)
      .regex(/^\/[^\s?#]*$/, "must be a path prefix such as '/' or '/blog'")
      .default('/'),
    tag: HeadTag,
    enabled: z.boolean().default(true),
  })
  .strict()
export type HeadTagRule = z.infer<typeof HeadTagRule>
