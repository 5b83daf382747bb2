import { z } from 'zod'

/**
 * The pre-publish checks, computed from a page's HTML as the build makes it (build/checks), and from the shared
 * sections it places ('shared-section': one deleted, which always refuses a publish).
 */
export const ProblemKind = z.enum(['broken-link', 'missing-alt', 'several-h1', 'skipped-heading', 'heavy-image', 'shared-section'])
export type ProblemKind = z.infer<typeof ProblemKind>

/** The record collections a block shows images of, and the menus every page of a site shows, by the API's (and the studio's) name for them. */
export const RecordCollection = z.enum(['specials', 'posts', 'resorts', 'brands', 'fact-sheets', 'menus'])

/**
 * Where a problem is fixed, when that is not simply its block: a field of a block (`field` is the field's name in
 * the block definition), a record the block shows (`key` the record's setting holding the image) or a menu of the
 * page's site (`key` 'items', the menu's items), an upload in
 * the media library (`id` its hash). (The page's own settings render only in its head, which the checks do not read.)
 */
export const FixPlace = z.discriminatedUnion('at', [
  z.object({ at: z.literal('field'), element: z.string().max(200), field: z.string().max(100) }).strict(),
  z.object({ at: z.literal('record'), collection: RecordCollection, id: z.string().max(200), name: z.string().max(300), key: z.string().max(100) }).strict(),
  z.object({ at: z.literal('media'), id: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
])
export type FixPlace = z.infer<typeof FixPlace>

/** One problem of a page, in an editor's words; `element` is the placed block it is in, `block` that block's label. */
export const PageProblem = z
  .object({
    kind: ProblemKind,
    message: z.string(),
    element: z.string().optional(),
    block: z.string().optional(),
    /** The link of a broken-link problem, as written. */
    href: z.string().optional(),
    /** Where the fix is made, when known. */
    fix: FixPlace.optional(),
  })
  .strict()
export type PageProblem = z.infer<typeof PageProblem>

/** `GET|POST /api/pages/{id}/checks`: the problems of the saved draft, or of the page as sent (the editor's unsaved copy), before publishing. */
export const PageChecksAnswer = z.object({ path: z.string(), problems: z.array(PageProblem) }).strict()
export type PageChecksAnswer = z.infer<typeof PageChecksAnswer>

/**
 * `GET|PUT /api/settings/publish-checks`: what an admin sets. `blocking` lists the checks whose problems refuse a
 * publish (the others are shown but let it go ahead); `blockBrokenLinks`, kept for settings saved before there was a
 * list, adds 'broken-link' to it. `imageBudgetKb` is the weight above which an image is reported as heavy.
 */
export const PublishChecksSettings = z
  .object({
    blockBrokenLinks: z.boolean().default(false),
    blocking: z.array(ProblemKind).max(ProblemKind.options.length).default([]),
    /** Editors may approve a release they changed themselves (admins always may). */
    editorsApproveOwnReleases: z.boolean().default(false),
    imageBudgetKb: z.number().int('must be a whole number of KB').min(10, 'must be at least 10 KB').max(20_000, 'must be at most 20,000 KB').default(300),
  })
  .strict()
export type PublishChecksSettings = z.infer<typeof PublishChecksSettings>
export const PublishChecksBody = PublishChecksSettings.extend({ version: z.number().int().optional() }).strict()

/** The checks whose problems refuse a publish, with the older broken-link flag folded in. */
export function blockingChecks(settings: Pick<PublishChecksSettings, 'blocking' | 'blockBrokenLinks'>): Set<ProblemKind> {
  return new Set([...settings.blocking, ...(settings.blockBrokenLinks ? (['broken-link'] as const) : [])])
}
