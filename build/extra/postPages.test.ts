import { describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { toSitePayload } from '../toPayload.ts'
import { postPages } from './postPages.ts'

const snapshot = PublishedSnapshot.parse({
  sites: [
    { id: 's1', slug: 'demo', name: 'Demo', kind: 'brand', layout: 'playaresorts' },
    { id: 's2', slug: 'other', name: 'Other', kind: 'brand', layout: 'blocks' },
  ],
  pages: [],
  posts: [
    { id: 'p1', site_id: 's1', postType: 'blog', title: 'What to pack', slug: 'what-to-pack', excerpt: 'Sunscreen <first>.', hero: '/demo/beach.svg', youtubeId: 'M7lc1UVf-VE', content: '<p>Reef-safe sunscreen.</p>', publishedAt: '2026-01-01T00:00:00Z' },
    { id: 'p2', site_id: 's1', postType: 'blog', title: 'Draft', slug: 'draft', publishedAt: null },
    { id: 'p3', site_id: 's1', postType: 'blog', title: 'Next year', slug: 'next-year', publishedAt: '2999-01-01T00:00:00Z' },
    { id: 'p4', site_id: 's2', postType: 'blog', title: 'Elsewhere', slug: 'elsewhere', excerpt: 'Only <b>text</b>', publishedAt: '2026-01-01T00:00:00Z' },
  ],
})
const pagesOf = (i: number) => postPages({ snapshot, site: snapshot.sites[i]!, sitePayload: toSitePayload(snapshot.sites[i]!, []), buildId: 'b1' })

describe('post pages', () => {
  it("gives each published post of a site a page at its post path, in the site's layout, with a payload", () => {
    const [page, ...more] = pagesOf(0)
    expect(more).toEqual([]) // the draft and the post dated later have none
    expect(page).toMatchObject({ outputPath: 'blog/what-to-pack', url: '/blog/what-to-pack', writePayload: true })
    expect(page!.payload.page).toMatchObject({ path: '/blog/what-to-pack', title: 'What to pack', description: 'Sunscreen <first>.', layout: 'playaresorts' })
    const components = page!.payload.tree.nodes.map((n) => (n.kind === 'slice' ? [n.component, n.values] : n.kind))
    expect(components).toEqual([
      ['GlobalImage', expect.objectContaining({ image: expect.objectContaining({ url: '/demo/beach.svg', alt: 'What to pack' }) })],
      ['GlobalIntro', expect.objectContaining({ title: 'What to pack', titleTag: 'h1', copy: '<p>Reef-safe sunscreen.</p>' })],
      ['GlobalYoutube', expect.objectContaining({ videoId: 'M7lc1UVf-VE' })],
    ])
  })

  it('is the same page every build, and shows an excerpt as text when the post has no body', () => {
    expect(JSON.stringify(pagesOf(0))).toBe(JSON.stringify(pagesOf(0)))
    const [page] = pagesOf(1)
    const intro = page!.payload.tree.nodes[0]!
    expect(intro.kind === 'slice' && intro.values.copy).toBe('<p>Only &lt;b&gt;text&lt;/b&gt;</p>')
  })
})
