import { z } from 'zod'
import { Id } from '../../catalogue/model/ids.ts'
import { Page, PageHeadTag, PagePath } from '../../catalogue/model/page.ts'
import { Review } from '../../catalogue/model/review.ts'
import { Locale } from '../../catalogue/model/entities/common.ts'

/** A page as sent back for saving: a Page, tolerating the bookkeeping fields a read added. */
export const PageBody = Page.extend({
  // Stored pages load with the lenient HeadTag; what is saved must pass the allowlist.
  head: z.array(PageHeadTag).default([]),
  version: z.number().int().optional(),
  published_version_id: z.string().nullable().optional(),
  source_page_id: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
}).strict()

export const CreatePageBody = Page.omit({ id: true }).extend({ site_id: Id, head: z.array(PageHeadTag).default([]) }).strict()

export const SaveVersionBody = z.object({ name: z.string().trim().min(1, 'must not be empty').max(200), page: PageBody }).strict()

export const PublishBody = z.object({ page: PageBody, name: z.string().trim().max(200).optional(), quick: z.boolean().default(false) }).strict()

export const ReviewBody = z.object({ review: Review }).strict()

export const CopyBody = z.object({ path: PagePath, site_id: Id.optional(), title: z.string().min(1).max(300).optional() }).strict()

export const TranslateBody = z.object({ locale: Locale, path: PagePath.optional(), title: z.string().min(1).max(300).optional() }).strict()

export const PageListQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1).max(500).default(50),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
    sort: z.enum(['path', 'title', 'created_at', 'updated_at', 'locale']).default('created_at'),
    order: z.enum(['asc', 'desc']).default('asc'),
    q: z.string().max(200).optional(),
    site_id: Id.optional(),
    locale: Locale.optional(),
    path: z.string().max(500).optional(),
    published: z.enum(['true', 'false']).optional(),
    source_page_id: Id.optional(),
    /** The email of whoever made the page. */
    author: z.string().max(320).optional(),
  })
  .strict()
