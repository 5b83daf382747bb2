import { z } from 'zod'
import { Id } from '../ids.ts'
import { Locale, OptionalUrl, RichText, Slug } from './common.ts'

/** The blog post types of the catalogue's blog list block, by value and label. */
export const postTypes = [
  { value: 'blog', label: 'Blog Post' },
  { value: 'playacares', label: 'Playacares Post' },
  { value: 'dominican-republic', label: 'Dominican Republic Post' },
  { value: 'jamaica', label: 'Jamaica Post' },
  { value: 'mexico', label: 'Mexico Post' },
  { value: 'usa', label: 'USA Post' },
] as const
export const PostType = z.enum(postTypes.map((t) => t.value) as [(typeof postTypes)[number]['value'], ...(typeof postTypes)[number]['value'][]])

export const Post = z
  .object({
    id: Id,
    site_id: Id,
    postType: PostType,
    title: z.string().min(1, 'must not be empty').max(300),
    slug: Slug,
    locale: Locale.default('en'),
    hero: OptionalUrl,
    youtubeId: z.string().regex(/^$|^[\w-]{11}$/, 'must be an 11-character YouTube video id').default(''),
    excerpt: z.string().max(1000).default(''),
    content: RichText.default(''),
    tags: z.array(z.string().min(1).max(100)).max(50).default([]),
    publishedAt: z.iso.datetime({ message: 'must be a date and time such as 2026-01-31T09:00:00Z' }).nullable().default(null),
  })
  .strict()
export type Post = z.infer<typeof Post>

/** Where a site's posts are published: '/blog/{slug}' (the blog list block links there by default). */
export const postBasePath = '/blog'
export const postPath = (slug: string) => `${postBasePath}/${slug}`
