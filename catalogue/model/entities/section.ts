import { z } from 'zod'
import { Id } from '../ids.ts'
import { Element } from '../element.ts'

/**
 * A section: blocks an editor saved to use again. A shared one is one definition placed on many pages by a
 * placeholder block (catalogue/model/sections/expandSections.ts): every page using it changes with it on the next
 * build. A preset is a starting point: inserting one copies its blocks into the page, which keeps no link to it.
 */
export const SectionKind = z.enum(['shared', 'preset'])
export type SectionKind = z.infer<typeof SectionKind>

export const Section = z
  .object({
    id: Id,
    /** The site whose editors may change it; null: every site's, changed only by those who may change every site. */
    site_id: Id.nullable().default(null),
    name: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    kind: SectionKind,
    description: z.string().max(500, 'must be at most 500 characters').default(''),
    elements: z.array(Element).min(1, 'must hold at least one block').max(100, 'must hold at most 100 blocks'),
  })
  .strict()
export type Section = z.infer<typeof Section>

/** A page placing a shared section (`GET /api/sections/{id}/usage`). */
export const SectionUse = z
  .object({
    id: Id,
    site_id: Id,
    path: z.string(),
    title: z.string(),
    /** Its published version places the section: a change to the section rebuilds it at the next build. */
    published: z.boolean(),
    /** Its draft places the section. */
    draft: z.boolean(),
  })
  .strict()
export type SectionUse = z.infer<typeof SectionUse>
/** Where a section is used: at most 1,000 pages, `total` counting them all. */
export const SectionUsage = z.object({ pages: z.array(SectionUse), total: z.number().int() }).strict()
export type SectionUsage = z.infer<typeof SectionUsage>

/** One save of a section (`GET /api/sections/{id}/versions`): its number, who saved it (an email) and when. */
export const SectionVersion = z
  .object({
    version: z.number().int().min(1),
    name: z.string(),
    created_at: z.string(),
    /** The email of who saved it; null for the copy a section had when its history began. */
    created_by: z.string().nullable(),
  })
  .strict()
export type SectionVersion = z.infer<typeof SectionVersion>
/** A page of a section's versions, newest first. */
export const SectionVersionList = z.object({ items: z.array(SectionVersion), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }).strict()
export type SectionVersionList = z.infer<typeof SectionVersionList>
/** `GET /api/sections/{id}/versions` query: at most 50 a page. */
export const SectionVersionQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(20),
    offset: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000, 'must be at most 1000000').default(0),
  })
  .strict()
