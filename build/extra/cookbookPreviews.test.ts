import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { recipes } from '../../catalogue/recipes/recipes.ts'
import { createPageRenderer } from '../render/vike/createPageRenderer.ts'
import { toSitePayload } from '../toPayload.ts'
import { cookbookPreviews } from './cookbookPreviews.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')

const snapshot = PublishedSnapshot.parse({
  sites: [
    { id: 's1', slug: 'demo', name: 'Demo Resorts', kind: 'brand', layout: 'playaresorts', hosts: [], isDefault: true },
    { id: 's2', slug: 'other', name: 'Other', kind: 'brand', layout: 'hilton', hosts: ['other.localhost'] },
    { id: 's3', slug: 'hyatt', name: 'Hyatt All-Inclusive', kind: 'brand', layout: 'hyatt', hosts: ['hyatt.localhost'] },
  ],
  menus: [{ id: 'm3', site_id: 's3', name: 'main', items: [{ label: 'Hyatt resorts', href: '/resorts' }] }],
  pages: [],
  posts: [{ id: 'p1', site_id: 's1', postType: 'blog', title: 'Ten things to pack', slug: 'pack', content: '<p>Sunscreen.</p>', publishedAt: '2026-10-01T09:00:00Z' }],
})
const context = (site: (typeof snapshot.sites)[number]) => ({ snapshot, site, sitePayload: toSitePayload(site, snapshot.menus), buildId: 'b1' })

describe('cookbookPreviews', () => {
  it('makes one page per recipe at /voix/cookbook-preview/{name}, in the default site only', () => {
    const pages = cookbookPreviews(context(snapshot.sites[0]!))
    expect(pages.map((p) => p.url)).toEqual(recipes.map((r) => `/voix/cookbook-preview/${r.name}`))
    for (const [i, page] of pages.entries()) {
      expect(page.outputPath).toBe(`voix/cookbook-preview/${recipes[i]!.name}`)
      expect(page.payload.page.layout).toBe(recipes[i]!.layout)
      expect(page.payload.view).toBe('cookbook')
    }
    expect(cookbookPreviews(context(snapshot.sites[1]!))).toEqual([])
  })

  it('shows a recipe as a page of the site that uses its layout, else of the default site', () => {
    const pages = cookbookPreviews(context(snapshot.sites[0]!))
    const hyatt = pages.find((p) => p.payload.page.layout === 'hyatt')!
    expect(hyatt.payload.site).toMatchObject({ id: 's3', name: 'Hyatt All-Inclusive', menu: [{ label: 'Hyatt resorts', href: '/resorts' }] })
    const agents = pages.find((p) => p.payload.page.layout === 'agent-cash-plus')!
    expect(agents.payload.site).toMatchObject({ id: 's1', name: 'Demo Resorts' })
  })

  it("renders every recipe through the site's renderer: its title and every element, with database blocks' records", async () => {
    const renderer = await createPageRenderer(bundleDir)
    for (const [i, page] of cookbookPreviews(context(snapshot.sites[0]!)).entries()) {
      const recipe = recipes[i]!
      const { statusCode, body } = await renderer.renderUrl(page.url, page.payload, page.pageContext)
      expect(statusCode, recipe.name).toBe(200)
      expect(body).toContain(`data-recipe="${recipe.name}"`)
      expect(body).toContain(`data-layout="${recipe.layout}"`)
      expect(body).toContain(`<p class="v-cookbook__title">${recipe.title}</p>`)
      const ids = JSON.stringify(recipe.elements).match(new RegExp(`"id":"${recipe.name}-\\d+"`, 'g'))!
      const elementIds = new Set(ids.map((m) => m.slice(6, -1)))
      let rendered = 0
      for (const id of elementIds) if (body.includes(`data-el="${id}"`)) rendered++
      // Every element is rendered; the rest of the ids are fields.
      const walk = (els: typeof recipe.elements): number => els.reduce((n, e) => n + 1 + walk(e.elements), 0)
      expect(rendered, recipe.name).toBe(walk(recipe.elements))
    }
    const blog = cookbookPreviews(context(snapshot.sites[0]!)).find((p) => p.url.endsWith('/blog-index'))!
    expect((await renderer.renderUrl(blog.url, blog.payload)).body).toContain('Ten things to pack')
  })
})
