import { describe, expect, it } from 'vitest'
import type { SeoFacts } from '../seo/seoFacts.ts'
import { mergeSeoChecks, seoChecks } from './seoChecks.ts'

const o = 'https://www.example.com'
const siteOf = (slug: string, origin: string, pages: Map<string, SeoFacts | undefined>) => ({ slug, origin, pages, has: (path: string) => pages.has(path) })
const check = (...sites: Parameters<typeof seoChecks>[0]) => mergeSeoChecks([...seoChecks(sites).values()])
const facts = (path: string, more: Partial<SeoFacts> = {}): SeoFacts => ({ title: `Title ${path}`, description: `About ${path}`, image: true, ...more })

describe('seoChecks', () => {
  it('passes pages with their own title, description, canonical and image', () => {
    expect(check(siteOf('brand', o, new Map([['/', facts('/')], ['/a', facts('/a')]])))).toEqual({ pages: 0, issues: [] })
  })

  it('names missing and duplicate titles and descriptions, long descriptions, canonicals to missing pages and cards without images', () => {
    const pages = new Map<string, SeoFacts | undefined>([
      ['/', facts('/', { title: 'Same', description: 'Same words' })],
      ['/a', facts('/a', { title: 'same ', description: 'same words' })],
      ['/b', facts('/b', { title: '', description: '', image: undefined })],
      ['/c', facts('/c', { description: 'x'.repeat(161) })],
      ['/d', facts('/d', { canonical: `${o}/gone` })],
      ['/e', facts('/e', { canonical: `${o}/a` })],
      ['/f', facts('/f', { canonical: 'https://elsewhere.example/x' })],
      // Kept out of search results: only its canonical counts.
      ['/hidden', facts('/hidden', { title: 'Same', description: '', noindex: true, image: undefined })],
    ])
    const result = check(siteOf('brand', o, pages))
    const byPath = Object.fromEntries(result.issues.map((i) => [i.path, i.messages]))
    expect(Object.keys(byPath).sort()).toEqual(['/', '/a', '/b', '/c', '/d'])
    expect(result.pages).toBe(5)
    expect(byPath['/']).toEqual([
      'Title "Same" is also the title of /a: search engines may show only one. Give each page its own title in Page settings.',
      'Description is the same as on /a. Write one for each page in Page settings.',
    ])
    expect(byPath['/b']).toEqual([
      'Title is missing: search results and social cards show the address instead. Add a title in Page settings.',
      'Description is missing: search results show a piece of the page instead. Add a description in Page settings.',
      'Social card has no image: links shared on social networks show none. Add a hero image or choose one under Page settings → Social image.',
    ])
    expect(byPath['/c']).toEqual(['Description is 161 characters: search results cut it after about 160. Shorten it in Page settings.'])
    expect(byPath['/d']).toEqual([`Canonical link points at ${o}/gone, which is not a published page of brand. Publish that page or change the canonical in Page settings.`])
  })

  it('names three of many pages with the same description, and how many more', () => {
    const pages = new Map(Array.from({ length: 20 }, (_, i) => [`/p${i}`, facts(`/p${i}`, { description: 'Same everywhere' })] as const))
    const result = check(siteOf('brand', o, pages))
    expect(result.pages).toBe(20)
    expect(result.issues[0]).toEqual({ site: 'brand', path: '/p0', messages: ['Description is the same as on /p1, /p2, /p3 and 16 more. Write one for each page in Page settings.'] })
    expect(result.issues.find((i) => i.path === '/p2')!.messages[0]).toBe('Description is the same as on /p0, /p1, /p3 and 16 more. Write one for each page in Page settings.')
  })

  it("checks a canonical on another of the build's sites against that site's pages", () => {
    const other = 'https://other.example'
    const brand = siteOf('brand', o, new Map([['/x', facts('/x', { canonical: `${other}/y/` })], ['/z', facts('/z', { canonical: `${other}/nope` })]]))
    expect(check(brand, siteOf('other', other, new Map([['/y', facts('/y')]]))).issues.map((i) => i.path)).toEqual(['/z'])
    // A site whose checks are kept from the live build is not checked again, but still names its pages.
    const kept = seoChecks([brand, { slug: 'other', origin: other, has: (path) => path === '/y' }])
    expect([...kept.keys()]).toEqual(['brand'])
    expect(kept.get('brand')!.issues.map((i) => i.path)).toEqual(['/z'])
  })
})
