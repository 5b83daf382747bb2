import { z } from 'zod'
import { PageAccess } from './agentAccess.ts'
import { headTagProblems } from '../fields/headTagCheck.ts'
import { Element } from './element.ts'
import { Field } from './field.ts'
import { Id } from './ids.ts'
import { PageSeo } from './pageSeo.ts'
import { Review } from './review.ts'

export const ReleaseStatus = z.enum(['draft', 'in_review', 'approved', 'published', 'cancelled'])
export type ReleaseStatus = z.infer<typeof ReleaseStatus>

/** A site path: leading slash, no trailing slash (except '/'), no '..', no query or fragment. */
export const PagePath = z
  .string()
  .max(500)
  .regex(/^\/(?:[a-z0-9][a-z0-9._~-]*(?:\/[a-z0-9][a-z0-9._~-]*)*)?$/, "must be a path such as '/' or '/rooms/ocean-view' (lower-case letters, digits, - . _ ~)")
  .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), "must not contain '.' or '..' segments")

/**
 * A head tag as stored. Loading stays this lenient so a tag saved before the allowlist still loads (the build
 * skips it and names it, see build/headTagsFor); writes take `SafeHeadTag`.
 */
export const HeadTag = z
  .object({
    tag: z.enum(['meta', 'link', 'script']),
    attrs: z.record(z.string().regex(/^[a-z][a-z0-9:-]*$/, 'must be a lower-case attribute name'), z.string().max(2000)),
  })
  .strict()

/** A head tag as an editor may save it: the allowlist of fields/headTagCheck.ts (script origins are checked where the settings are known). */
export const SafeHeadTag = HeadTag.superRefine((tag, ctx) => {
  for (const problem of headTagProblems(tag)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
})

/** A page's own head: meta and link only; scripts come from head-tag records, which only admins may add. */
export const PageHeadTag = SafeHeadTag.refine((tag) => tag.tag !== 'script', { path: ['tag'], message: "a page's own head takes meta and link tags only; an admin adds scripts as a head tag record" })

/** The longest page title and description; the studio counts toward them as they are typed. */
export const titleLimit = 300
export const descriptionLimit = 1000

export const Page = z
  .object({
    id: Id,
    site_id: Id.optional(),
    path: PagePath,
    locale: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, "must be a locale such as 'en' or 'es-MX'").default('en'),
    title: z.string().min(1, 'must not be empty').max(titleLimit, `must be at most ${titleLimit} characters`),
    description: z.string().max(descriptionLimit, `must be at most ${descriptionLimit} characters`).default(''),
    layout: z.string().min(1).max(100),
    elements: z.array(Element).default([]),
    fields: z.array(Field).default([]),
    tags: z.array(z.string().min(1).max(100)).default([]),
    // Absent: everyone may see the page.
    access: PageAccess.optional(),
    head: z.array(HeadTag).default([]),
    seo: PageSeo.optional(),
    review: Review.default({ status: 'pending', annotations: {} }),
    // Set by the API from the open release holding the page (content-api/releases/currentRelease.ts).
    current_release: z.object({ id: Id.optional(), name: z.string().max(200).optional(), status: z.preprocess((v) => (v === 'scheduled' ? 'approved' : v === 'archived' ? 'cancelled' : v), ReleaseStatus) }).strict().optional(),
  })
  .strict()
export type Page = z.infer<typeof Page>
export type PageInput = z.input<typeof Page>
