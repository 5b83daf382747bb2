import { z } from 'zod'
import { Element } from './element.ts'
import { Field } from './field.ts'
import { Id } from './ids.ts'
import { PageSeo } from './pageSeo.ts'
import { Review } from './review.ts'

export const ReleaseStatus = z.enum(['draft', 'scheduled', 'published', 'archived'])
export type ReleaseStatus = z.infer<typeof ReleaseStatus>

/** A site path: leading slash, no trailing slash (except '/'), no '..', no query or fragment. */
export const PagePath = z
  .string()
  .max(500)
  .regex(/^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*)?$/, "must be a path such as '/' or '/rooms/ocean-view' (lower-case letters, digits, - . _ ~)")
  .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), "must not contain '.' or '..' segments")

export const HeadTag = z
  .object({
    tag: z.enum(['meta', 'link']),
    attrs: z.record(z.string().regex(/^[a-z][a-z0-9:-]*$/), z.string().max(2000)),
  })
  .strict()

export const Page = z
  .object({
    id: Id,
    site_id: Id.optional(),
    path: PagePath,
    locale: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, "must be a locale such as 'en' or 'es-MX'").default('en'),
    title: z.string().min(1, 'must not be empty').max(300),
    description: z.string().max(1000).default(''),
    layout: z.string().min(1).max(100),
    elements: z.array(Element).default([]),
    fields: z.array(Field).default([]),
    tags: z.array(z.string().min(1).max(100)).default([]),
    head: z.array(HeadTag).default([]),
    seo: PageSeo.optional(),
    review: Review.default({ status: 'pending', annotations: {} }),
    current_release: z.object({ id: Id.optional(), status: ReleaseStatus }).strict().optional(),
  })
  .strict()
export type Page = z.infer<typeof Page>
export type PageInput = z.input<typeof Page>
