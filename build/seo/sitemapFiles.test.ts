import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapFiles } from './sitemapFiles.ts'
import { sitemapSchemaErrors } from './testing/validateSitemap.ts'

describe('sitemapFiles', () => {
  it('lists the URLs with their lastmod, escaped, valid against the sitemaps.org schema', async () => {
    const files = sitemapFiles('https://www.example.com', [
      { loc: 'https://www.example.com/', lastmod: '2026-11-24T10:00:00.000Z' },
      { loc: 'https://www.example.com/a&b' },
    ])
    const xml = files.get('sitemap.xml')!
    expect([...files.keys()]).toEqual(['sitemap.xml'])
    expect(xml).toContain('<url><loc>https://www.example.com/</loc><lastmod>2026-11-24T10:00:00.000Z</lastmod></url>')
    expect(xml).toContain('<loc>https://www.example.com/a&amp;b</loc>')
    expect(await sitemapSchemaErrors(xml)).toEqual([])
  })

  it('is a sitemap index of numbered files past the limit of URLs a file, each valid', async () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ loc: `https://www.example.com/p${i}` }))
    const files = sitemapFiles('https://www.example.com', entries, 2)
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    expect(files.get('sitemap.xml')).toContain('<sitemap><loc>https://www.example.com/sitemap-3.xml</loc></sitemap>')
    expect(files.get('sitemap-3.xml')).toContain('/p4</loc>')
    for (const xml of files.values()) expect(await sitemapSchemaErrors(xml)).toEqual([])
  })

  it('the schema check fails a sitemap with a relative URL or a bad lastmod', async () => {
    const bad = sitemapFiles('', [{ loc: '/rooms', lastmod: 'yesterday' }]).get('sitemap.xml')!
    expect((await sitemapSchemaErrors(bad)).length).toBeGreaterThan(0)
  })

  it('robots.txt keeps crawlers out of the studio and release previews and names the sitemap; an agents-only site is closed', () => {
    expect(robotsTxt('https://www.example.com', true)).toBe('User-agent: *\nDisallow: /voix\nDisallow: /preview-release/\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n')
    expect(robotsTxt('https://agents.example.com', false)).toBe('User-agent: *\nDisallow: /\n')
  })
})
