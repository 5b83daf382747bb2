import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import BlogList from './Component.tsx'
import { BlogListData, blogListDefinition } from './definition.ts'
import { postHref, visiblePosts } from './visiblePosts.ts'

const posts = BlogListData.parse(
  Array.from({ length: 6 }, (_, i) => ({
    id: `p${i + 1}`,
    site_id: 'site',
    postType: 'mexico',
    title: `Story ${i + 1}`,
    slug: `story-${i + 1}`,
    excerpt: `Excerpt ${i + 1}`,
    hero: '/demo/blog-cenote.svg',
    publishedAt: `2026-0${6 - i}-01T09:00:00Z`,
  })),
)

const render = (values: Record<string, unknown>, data: unknown = posts) =>
  renderToStaticMarkup(createElement(BlogList, { values: { ...blogListDefinition.defaults, ...values }, id: 'e1', slots: {}, field: () => ({}), data }))

describe('blog list', () => {
  it('offers the six post types', () => {
    const field = blogListDefinition.fields.postType
    expect(field.options.map((o) => o.label)).toEqual(['Blog Post', 'Playacares Post', 'Dominican Republic Post', 'Jamaica Post', 'Mexico Post', 'USA Post'])
  })

  it('shows four posts and a View more button when showAll is off', () => {
    expect(visiblePosts(posts, false)).toHaveLength(4)
    const html = render({ showAll: false })
    expect(html.match(/<article/g)).toHaveLength(4)
    expect(html).toContain('Story 4')
    expect(html).not.toContain('Story 5')
    expect(html).toContain('View more')
  })

  it('shows every post and no View more button when showAll is on', () => {
    const html = render({ showAll: true })
    expect(html.match(/<article/g)).toHaveLength(6)
    expect(html).not.toContain('View more')
  })

  it('has no View more button when nothing is left out', () => {
    expect(render({ showAll: false }, posts.slice(0, 3))).not.toContain('View more')
  })

  it('links posts under its path and says so when there are none', () => {
    expect(postHref('/stories/', 'a')).toBe('/stories/a')
    expect(render({ basePath: '/mexico' })).toContain('href="/mexico/story-1"')
    expect(render({}, [])).toContain('No stories yet.')
    expect(render({}, null)).toContain('No stories yet.')
  })

  it('refuses a post type outside the list and a path that is not on this site', () => {
    const result = blogListDefinition.valuesSchema.safeParse({ postType: 'Canada Post', basePath: 'https://evil.example' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))
    expect(messages.postType).toBe('must be one of blog, playacares, dominican-republic, jamaica, mexico, usa')
    expect(messages.basePath).toBe("must be a path on this site such as '/blog'")
  })
})
