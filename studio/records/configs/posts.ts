import { postImageSizes } from '../../../catalogue/blocks/blogs/blog-list/visiblePosts.ts'
import type { ComponentType } from 'react'
import { z } from 'zod'
import { custom, datetime, select, text, textarea, wysiwyg } from '../../../catalogue/fields/index.ts'
import { Post, postPath, postTypes } from '../../../catalogue/model/entities/post.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { LinesEditor } from '../editors/LinesEditor.tsx'
import type { RecordConfig } from '../RecordConfig.ts'
import { scheduleActions } from '../editors/ScheduleActions.tsx'
import { imageAddress, plain, siteField, str, utcDatetime } from './fieldHelpers.ts'

export const posts: RecordConfig = {
  api: 'posts',
  path: '/posts',
  title: 'Posts',
  noun: 'post',
  schema: Post,
  columns: [
    { label: 'Title', value: (d) => str(d, 'title'), sort: 'title' },
    { label: 'Type', value: (d) => postTypes.find((t) => t.value === d.postType)?.label ?? str(d, 'postType'), sort: 'postType' },
    { label: 'Site', site: true, value: (d) => str(d, 'site_id') },
    { label: 'Published', value: (d) => str(d, 'publishedAt').slice(0, 10) || 'not yet', sort: 'publishedAt' },
  ],
  searchHint: 'title or slug',
  defaultSort: { key: 'publishedAt', order: 'desc' },
  fields: [
    siteField(false),
    plain('postType', select({ label: 'Type', options: postTypes, default: 'blog' })),
    plain('title', text({ label: 'Title', maxLength: 300 })),
    plain('slug', text({ label: 'Slug', help: 'The address: /blog/{slug}', maxLength: 100 })),
    plain('locale', text({ label: 'Language', help: "Such as 'en' or 'es-MX'", maxLength: 5 })),
    utcDatetime('publishedAt', datetime({ label: 'Published at (UTC)' })),
    imageAddress('hero', 'Hero image', postImageSizes),
    plain('youtubeId', text({ label: 'YouTube video id', maxLength: 11 })),
    plain('excerpt', textarea({ label: 'Excerpt', maxLength: 1000 })),
    plain('content', wysiwyg({ label: 'Content' })),
    plain('tags', custom({ label: 'Tags, one a line', editor: 'lines', schema: z.array(z.string()), default: [] }), { editor: LinesEditor as ComponentType<EditorProps> }),
  ],
  name: (d) => str(d, 'title'),
  // The schema's own default: an empty text field would otherwise send '' and be refused.
  blank: () => ({ locale: 'en' }),
  read: 'content:read',
  write: 'content:write',
  // A post has a page once its publish date has come (build/extra/postPages.ts).
  livePath: (d) => (typeof d.publishedAt === 'string' && d.publishedAt <= new Date().toISOString() && typeof d.slug === 'string' ? { site: str(d, 'site_id'), path: postPath(d.slug) } : undefined),
  notLive: (d) => {
    const at = typeof d.publishedAt === 'string' ? d.publishedAt : ''
    if (!at) return 'It is not on the site: a post appears once it has a publish date. Set “Published at” (now, to show it at once) and save.'
    if (at > new Date().toISOString()) return `It is not on the site yet: it appears on ${at.slice(0, 16).replace('T', ' ')} UTC, its publish date.`
    return undefined
  },
  editPath: 'edit',
  formActions: scheduleActions('posts'),
}
