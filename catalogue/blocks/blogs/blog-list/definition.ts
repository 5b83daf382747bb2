import { z } from 'zod'
import { checkbox, link, select, text } from '../../../fields/index.ts'
import { Post, postTypes } from '../../../model/entities/post.ts'
import { defineBlock } from '../../defineBlock.ts'
import { corporateLayouts, resortLayouts } from '../../shared/layoutSets.ts'

/**
 * What the build hands the block as `data`: the site's published posts of the chosen postType in the page's
 * locale, newest first (by publishedAt). The block shows the first four unless showAll is on.
 */
export const BlogListData = z.array(Post)
export type BlogListData = z.infer<typeof BlogListData>

export const blogListDefinition = defineBlock({
  name: 'Blog list',
  component: 'BlogsBlogList',
  group: 'blogs',
  layouts: [...new Set([...resortLayouts, ...corporateLayouts])],
  tags: ['blog', 'posts'],
  description:
    'The newest posts of one type (blog, Playa Cares, or a destination) from the posts database: four of them with a View more button, or all of them.',
  database: true,
  queryModels: ['posts'],
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    postType: select({ label: 'Post type', options: postTypes, default: 'blog' }),
    showAll: checkbox({ label: 'Show all posts', default: false, help: 'Off: the four newest' }),
    viewMoreBtn: link({ label: 'View more button', default: { href: '/blog', text: 'View more' }, help: 'Shown when posts are left out' }),
    basePath: text({
      label: 'Post path',
      default: '/blog',
      group: 'Links',
      maxLength: 100,
      pattern: { regex: /^\/[a-z0-9/-]*$/, message: "must be a path on this site such as '/blog'" },
    }),
    readMoreText: text({ label: 'Read more text', default: 'Read more', group: 'Links', maxLength: 60 }),
    emptyText: text({ label: 'Text when there are no posts', default: 'No stories yet. Check back soon.', group: 'Links', maxLength: 200 }),
  },
  templates: [{ label: 'Latest stories', values: { title: 'Latest stories', postType: 'blog' } }],
})
