import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { Release, type ReleaseRecord } from '../../catalogue/model/entities/release.ts'
import { Page } from '../../catalogue/model/page.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { Site } from '../../catalogue/model/site.ts'
import { createReleasePreview } from './releasePreview.ts'
import { pagesShowingRecords } from './releaseShown.ts'

const site = Site.parse({ id: 'playaresorts', slug: 'playaresorts', name: 'Playa Resorts', kind: 'brand', layout: 'playaresorts', hosts: ['localhost'], isDefault: true })
const special = { id: 's1', title: 'Spring escape', slug: 'spring-escape' }
const post = { id: 'b1', site_id: 'playaresorts', postType: 'blog', title: 'Our new spa', slug: 'our-new-spa', publishedAt: '2020-01-01T00:00:00Z', excerpt: 'Opening in May.' }
const pages = [
  Page.parse({ id: 'offers', site_id: 'playaresorts', path: '/offers', title: 'Offers', layout: 'playaresorts', elements: [newSliceFromBlock('SpecialsSpecialOffers', { title: 'Current offers', specials: ['s1'] })] }),
  Page.parse({ id: 'other-offers', site_id: 'playaresorts', path: '/other-offers', title: 'Other offers', layout: 'playaresorts', elements: [newSliceFromBlock('SpecialsSpecialOffers', { title: 'More', specials: ['s2'] })] }),
  Page.parse({ id: 'about', site_id: 'playaresorts', path: '/about', title: 'About us', layout: 'playaresorts', elements: [newSliceFromBlock('GlobalIntro', { title: 'About us' })] }),
]
const live = PublishedSnapshot.parse({ sites: [site], pages, specials: [special], posts: [post] })
const record = (kind: ReleaseRecord['kind'], doc: Record<string, unknown>): ReleaseRecord => ({ kind, id: String(doc.id), label: String(doc.title ?? doc.id), site_id: (doc.site_id as string) ?? null, base_version: 1, doc })
const releaseOf = (records: ReleaseRecord[]) => Release.parse({ id: 'r1', name: 'Summer offers', records, previewSecret: 'a'.repeat(32) })
const over = (records: ReleaseRecord[]) => PublishedSnapshot.parse({ ...live, specials: records.some((r) => r.kind === 'specials') ? [records.find((r) => r.kind === 'specials')!.doc] : live.specials, posts: records.some((r) => r.kind === 'posts') ? [records.find((r) => r.kind === 'posts')!.doc] : live.posts })

describe('pages showing a release’s records', () => {
  it('lists the pages whose blocks show a changed special, not those showing others or none', () => {
    const records = [record('specials', { ...special, title: 'Summer escape' })]
    const shown = pagesShowingRecords(live, over(records), releaseOf(records), '2027-01-01', 'release-r1')
    expect(shown.pages.map((p) => p.path)).toEqual(['/offers'])
    expect(shown.more).toBe(0)
  })

  it('lists a changed post’s own page', () => {
    const records = [record('posts', { ...post, title: 'Our new spa is open' })]
    const shown = pagesShowingRecords(live, over(records), releaseOf(records), '2027-01-01', 'release-r1')
    expect(shown.pages.map((p) => p.path)).toEqual(['/blog/our-new-spa'])
  })

  it('previews a release of records only: its link opens the first page showing them, and a post’s page is the release’s', async () => {
    const records = [record('specials', { ...special, title: 'Summer escape' }), record('posts', { ...post, title: 'Our new spa is open' })]
    const preview = createReleasePreview({
      source: { release: async () => ({ release: releaseOf(records), version: 1 }), versions: async () => [], snapshot: async () => live },
      outRoot: '/nonexistent',
      render: async (_url, payload) => `<html><body><h1>${payload.page.title}</h1>${JSON.stringify(payload.tree.nodes)}</body></html>`,
    })
    const app = new Hono()
    app.get('/preview-release/:releaseId/:secret', preview.open)
    app.get('*', async (c, next) => (await preview.page(c)) ?? next())
    app.get('*', (c) => c.text('live'))
    const opened = await app.request(`http://localhost/preview-release/r1/${'a'.repeat(32)}`)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(html).toContain('<h1>Our new spa is open</h1>')
    expect(html).toContain('showing the records the release changes')
    const cookie = opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    expect(await (await app.request('http://localhost/offers', { headers: { cookie } })).text()).toContain('Summer escape')
    expect(await (await app.request('http://localhost/blog/our-new-spa', { headers: { cookie } })).text()).toContain('Our new spa is open')
    // The visual diff compares exactly these pages.
    expect(await preview.pagesOf(releaseOf(records))).toEqual([
      { id: 'post-b1', path: '/blog/our-new-spa', site_id: 'playaresorts' },
      { id: 'offers', path: '/offers', site_id: 'playaresorts' },
    ])
  })
})
