import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { sectionBlock } from '../../catalogue/model/sections/expandSections.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { createPageRenderer } from '../render/vike/createPageRenderer.ts'
import { toSitePayload } from '../toPayload.ts'
import { sectionPreviews } from './sectionPreviews.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')

const intro = (title: string) => newSliceFromBlock('GlobalIntro', { title })
const place = (id: string) => newSliceFromBlock(sectionBlock, { section: id, name: id })
const snapshot = PublishedSnapshot.parse({
  sites: [
    { id: 's1', slug: 'demo', name: 'Demo Resorts', kind: 'brand', layout: 'playaresorts', hosts: [], isDefault: true },
    { id: 's2', slug: 'hyatt', name: 'Hyatt All-Inclusive', kind: 'brand', layout: 'hyatt', hosts: ['hyatt.localhost'] },
  ],
  pages: [],
  sections: [
    { id: 'members', site_id: null, name: 'Members save more', kind: 'shared', elements: [intro('Members save more'), place('footnote')] },
    { id: 'footnote', site_id: null, name: 'Footnote', kind: 'shared', elements: [intro('Terms apply')] },
    { id: 'hyatt-strip', site_id: 's2', name: 'Hyatt strip', kind: 'shared', elements: [intro('Ziva and Zilara')] },
    { id: 'broken', site_id: 's1', name: 'Broken', kind: 'shared', elements: [place('gone')] },
    { id: 'odd id/with slash', site_id: 's1', name: 'Odd', kind: 'shared', elements: [intro('Odd')] },
  ],
  presets: [{ id: 'faq-start', site_id: 's1', name: 'FAQ start', kind: 'preset', elements: [intro('Questions guests ask')] }],
})
const context = (site: (typeof snapshot.sites)[number]) => ({ snapshot, site, sitePayload: toSitePayload(site, snapshot.menus), buildId: 'b1' })

describe('sectionPreviews', () => {
  it('shows each section as every site that may use it would, served by the default site only', () => {
    const pages = sectionPreviews(context(snapshot.sites[0]!))
    expect(pages.map((p) => p.url)).toEqual([
      '/voix/section-preview/demo/members',
      '/voix/section-preview/hyatt/members',
      '/voix/section-preview/demo/footnote',
      '/voix/section-preview/hyatt/footnote',
      '/voix/section-preview/hyatt/hyatt-strip',
      '/voix/section-preview/demo/faq-start',
    ])
    for (const page of pages) expect(page.outputPath).toBe(page.url.slice(1))
    const hyatt = pages.find((p) => p.url === '/voix/section-preview/hyatt/members')!
    expect(hyatt.payload.page.layout).toBe('hyatt')
    expect(hyatt.payload.site).toMatchObject({ id: 's2', name: 'Hyatt All-Inclusive' })
    expect(pages.find((p) => p.url === '/voix/section-preview/demo/members')!.payload.page.layout).toBe('playaresorts')
    expect(sectionPreviews(context(snapshot.sites[1]!))).toEqual([])
  })

  it("leaves out a section it cannot show (one it places is gone), and leaves the snapshot's sections as they were", () => {
    const before = JSON.stringify(snapshot.sections)
    const urls = sectionPreviews(context(snapshot.sites[0]!)).map((p) => p.url)
    expect(urls.some((u) => u.includes('broken') || u.includes('odd'))).toBe(false)
    expect(JSON.stringify(snapshot.sections)).toBe(before)
  })

  it("renders through the site's renderer: the section's blocks alone, sections inside it put in, in the site's layout", async () => {
    const renderer = await createPageRenderer(bundleDir)
    const page = sectionPreviews(context(snapshot.sites[0]!)).find((p) => p.url === '/voix/section-preview/hyatt/members')!
    const { statusCode, body } = await renderer.renderUrl(page.url, page.payload, page.pageContext)
    expect(statusCode).toBe(200)
    expect(body).toContain('data-slice-preview="members"')
    expect(body).toContain('v-layout--hyatt')
    expect(body).toContain('Members save more')
    expect(body).toContain('Terms apply')
  })
})
