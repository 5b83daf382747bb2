import { describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { seoHeadHtml } from '../../site/render/seoHeadHtml.ts'
import { createSeoHeads } from './pageSeoHead.ts'
import { heroImage, seoFacts } from './seoFacts.ts'
import { withSiteOrigins } from './siteOrigins.ts'

const { pages: _pages, ...raw } = PublishedSnapshot.parse({
  sites: [
    { id: 'b', slug: 'brand', name: 'Brand & Co', kind: 'brand', layout: 'blocks', hosts: ['brand.localhost'], seo: { titlePattern: '{page} | {site}', logo: '/logo.svg' } },
    { id: 'r', slug: 'resort', name: 'Resort', kind: 'resort', layout: 'blocks', seo: { origin: 'https://www.resort.example' } },
    { id: 'a', slug: 'agents', name: 'Agents', kind: 'agent-portal', layout: 'blocks' },
  ],
  pages: [],
  resorts: [{ id: 'r1', site_id: 'r', name: 'Playa Azul', slug: 'playa-azul', country: 'Mexico', city: 'Cancún', description: '<p>Beach <b>front</b></p>', starRating: 5 }],
  specials: [
    { id: 's1', site_id: 'b', title: 'Save 40%', subtitle: 'Book by Friday', terms: '<p>Min 3 nights</p>', percentOff: 40, endDate: '2099-01-31', slug: 'save' },
    { id: 's2', site_id: 'b', title: 'Gone', endDate: '2020-01-01', slug: 'gone' },
  ],
  posts: [{ id: 'p1', site_id: 'b', postType: 'blog', title: 'Ten beaches', slug: 'ten', publishedAt: '2026-10-01T09:00:00Z', excerpt: 'Our picks' }],
  translations: [
    { page_id: 'home', site_id: 'b', path: '/', locale: 'en', group: 'home' },
    { page_id: 'home-es', site_id: 'b', path: '/es', locale: 'es', group: 'home' },
  ],
})
const meta = withSiteOrigins(raw, 'http://{host}:3000')
const site = (id: string) => meta.sites.find((s) => s.id === id)!
const heads = createSeoHeads(meta, '2026-11-25')

function head(page: Parameters<typeof heads>[0], siteId = 'b', hero?: string, used: string[] = []) {
  const facts = seoFacts(page, site(siteId), hero)
  const made = heads(page, site(siteId), facts, hero, used)
  return { facts, head: made, things: made.jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>) }
}

describe('page heads', () => {
  it("gives sites without an address of their own the build's origin, and keeps one a site has", () => {
    expect(site('b').seo!.origin).toBe('http://brand.localhost:3000')
    expect(site('a').seo!.origin).toBe('http://agents.localhost:3000')
    expect(site('r').seo!.origin).toBe('https://www.resort.example')
  })

  it("titles with the site's pattern, links its canonical URL on the primary host, and describes the page for social cards", () => {
    const { head: h } = head({ id: 'x', path: '/rooms', title: 'Rooms', description: 'Suites by the sea', locale: 'es-MX' }, 'b', '/media/hero.webp')
    expect(h.title).toBe('Rooms | Brand & Co')
    expect(h.canonical).toBe('http://brand.localhost:3000/rooms')
    expect(h.robots).toBeUndefined()
    const tags = Object.fromEntries(h.meta.map((m) => [m.name, m.content]))
    expect(tags).toMatchObject({
      'og:title': 'Rooms',
      'og:description': 'Suites by the sea',
      'og:url': 'http://brand.localhost:3000/rooms',
      'og:site_name': 'Brand & Co',
      'og:locale': 'es_MX',
      'og:image': 'http://brand.localhost:3000/media/hero.webp',
      'twitter:card': 'summary_large_image',
    })
    // Twitter falls back to the Open Graph tags for the rest.
    expect(tags['twitter:title']).toBeUndefined()
  })

  it('takes the SEO title, a chosen image, a canonical elsewhere and noindex from the page', () => {
    const { facts, head: h } = head({ id: 'x', path: '/copy', title: 'Copy', seo: { title: 'Better', canonical: '/rooms', noindex: true, image: 'https://cdn.example/card.jpg' } }, 'b', '/media/hero.webp')
    expect(h.title).toBe('Better | Brand & Co')
    expect(h.canonical).toBe('http://brand.localhost:3000/rooms')
    expect(facts).toEqual({ title: 'Better', canonical: 'http://brand.localhost:3000/rooms', noindex: true, image: true })
    expect(h.robots).toBe('noindex')
    expect(h.meta.find((m) => m.name === 'og:image')?.content).toBe('https://cdn.example/card.jpg')
    expect(head({ id: 'x', path: '/out', title: 'Out', seo: { canonical: 'https://elsewhere.example/a' } }).head.canonical).toBe('https://elsewhere.example/a')
  })

  it("keeps an agents' site out of search results", () => {
    expect(head({ id: 'x', path: '/', title: 'Login' }, 'a').head.robots).toBe('noindex')
  })

  it('leaves tags the editor set in the page head to the editor', () => {
    const { head: h } = head({ id: 'x', path: '/', title: 'Home', head: [{ tag: 'meta', attrs: { property: 'og:type', content: 'article' } }] })
    expect(h.meta.some((m) => m.name === 'og:type')).toBe(false)
  })

  it('links a page and its translations with hreflang and x-default', () => {
    const { head: h } = head({ id: 'home-es', path: '/es', title: 'Inicio', locale: 'es' })
    expect(h.alternates).toEqual([
      { hreflang: 'en', href: 'http://brand.localhost:3000/' },
      { hreflang: 'es', href: 'http://brand.localhost:3000/es' },
      { hreflang: 'x-default', href: 'http://brand.localhost:3000/' },
    ])
    expect(head({ id: 'alone', path: '/x', title: 'X' }).head.alternates).toEqual([])
  })

  it('says what the page is in JSON-LD: the organisation, breadcrumbs, resorts, offers and posts', () => {
    const home = head({ id: 'home', path: '/', title: 'Home' }).things
    expect(home).toEqual([{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Brand & Co', url: 'http://brand.localhost:3000/', logo: 'http://brand.localhost:3000/logo.svg' }])
    const deep = head({ id: 'd', path: '/rooms/ocean-view', title: 'Ocean view' }, 'b', undefined, ['posts', 'specials']).things
    expect(deep[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        // No step for /rooms, which need not be a page: every breadcrumb leads to one.
        { position: 1, name: 'Brand & Co', item: 'http://brand.localhost:3000/' },
        { position: 2, name: 'Ocean view', item: 'http://brand.localhost:3000/rooms/ocean-view' },
      ],
    })
    expect(deep.filter((t) => t['@type'] === 'Offer')).toEqual([
      expect.objectContaining({ name: 'Save 40%', validThrough: '2099-01-31', disambiguatingDescription: 'Min 3 nights', priceSpecification: { '@type': 'PriceSpecification', description: '40% off' } }),
    ])
    expect(deep.find((t) => t['@type'] === 'BlogPosting')).toMatchObject({ headline: 'Ten beaches', datePublished: '2026-10-01T09:00:00Z', author: { '@type': 'Organization', name: 'Brand & Co' } })
    const resortHome = head({ id: 'rh', path: '/', title: 'Resort' }, 'r').things
    expect(resortHome[1]).toMatchObject({ '@type': ['Resort', 'Hotel'], name: 'Playa Azul', description: 'Beach front', address: { '@type': 'PostalAddress', addressLocality: 'Cancún', addressCountry: 'Mexico' }, starRating: { '@type': 'Rating', ratingValue: 5 } })
  })

  it('writes editor text into the head so that it can never close its element', () => {
    const evil = '</script><script>alert(1)</script>'
    const { head: h } = head({ id: 'x', path: '/evil', title: `A "quoted" <b>title</b> ${evil}`, description: evil }, 'b', undefined, ['posts'])
    const html = seoHeadHtml(h)
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<b>')
    expect(html).toContain('<title>A "quoted" &lt;b&gt;title&lt;/b&gt; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Brand &amp; Co</title>')
    expect(html).toContain('<meta name="description" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">')
    // The title is the breadcrumb's last name: in JSON-LD, '<' is escaped, and the script parses back to it.
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>')
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { itemListElement?: { name: string }[] })
    expect(scripts[0]!.itemListElement!.at(-1)!.name).toBe(`A "quoted" <b>title</b> ${evil}`)
    expect(scripts.length).toBe(h.jsonLd.length)
  })

  it("finds the page's first image in its text", () => {
    expect(heroImage(Buffer.from('{"elements":[{"values":{"image":{"url":"/media/a.webp","alt":"x"}}},{"image":{"url":"/b.svg"}}]}'))).toBe('/media/a.webp')
    expect(heroImage('{"elements":[]}')).toBeUndefined()
  })
})
