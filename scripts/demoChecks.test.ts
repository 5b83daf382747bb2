import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { exportBuild } from '../build/deploy/exportBuild.ts'
import { playaCaresOffice } from '../content-api/seed/brands/playaCaresSite.ts'
import { exportedPages, heroHeadline, jsonLd, mainTexts } from './demoExportFacts.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { Page } from '../catalogue/model/page.ts'
import { buildSite } from '../build/buildSite.ts'
import { buildChecks } from '../build/checks/buildChecks.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { seedDemo } from '../content-api/seed/seedDemo.ts'
import { readPublishedSnapshot } from '../content-api/store/readPublishedSnapshot.ts'

const root = mkdtempSync(join(tmpdir(), 'voix-demo-checks-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')

describe('the demo content', () => {
  it('passes every pre-publish check, reads as 28 sites of their own when exported, and a link to a missing page is reported with its page and block', async () => {
    const db = await openDatabase({ sqliteFile: join(root, 'voix.sqlite') })
    const mediaDir = join(root, 'media')
    const snapshot = await (async () => {
      try {
        await seedDemo(db, { agentPassword: 'demo-agent-password-1', mediaDir })
        return await readPublishedSnapshot(db)
      } finally {
        await db.close()
      }
    })()
    const outRoot = join(root, 'site')
    // The photos as earlier builds of the run resized them (vitest.config.ts): the same bytes, checked the same.
    const first = await buildSite({ snapshot, outRoot, bundleDir, mediaDir, workers: 1, checks: {}, ...(process.env.IMAGE_CACHE_DIR ? { imageCacheDir: process.env.IMAGE_CACHE_DIR } : {}) })
    // Every page checked: broken links, alt text, headings and image weights.
    expect(first.report.checks!.issues).toEqual([])
    expect(buildChecks({ outRoot, buildDir: join(outRoot, 'live') })).toEqual({ pages: 0, problems: 0, issues: [] })
    await checkExport(snapshot, outRoot)

    // The post linked from the blog lists is a page of its own.
    const home = snapshot.sites.find((s) => s.isDefault)!
    const broken = Page.parse({ id: 'broken', path: '/broken-link', title: 'Broken', layout: home.layout, elements: [newSliceFromBlock('GenericBlockLink', { title: 'Go', link: { href: '/no-such-page?x=1', text: 'Go' } })] })
    snapshot.pages.push({ ...broken, site_id: home.id })
    // A file that is not there (a fact sheet never uploaded) is as broken as a missing page.
    const missingFile = Page.parse({ id: 'broken-file', path: '/broken-file', title: 'Broken file', layout: home.layout, elements: [newSliceFromBlock('GenericBlockLink', { title: 'Fact sheet', link: { href: '/demo/fact-sheets/no-such-resort.pdf', text: 'Fact sheet' } })] })
    snapshot.pages.push({ ...missingFile, site_id: home.id })
    const second = await buildSite({ snapshot, outRoot, bundleDir, workers: 1, checks: {} })
    expect(second.report.checks!.issues).toEqual([
      {
        site: home.slug,
        path: '/broken-file',
        problems: [
          expect.objectContaining({
            kind: 'broken-link',
            href: '/demo/fact-sheets/no-such-resort.pdf',
            block: 'Fact sheet',
            message: 'The link to /demo/fact-sheets/no-such-resort.pdf leads nowhere: the site has no file at that address. Upload the file and link to it, or change the link.',
          }),
        ],
      },
      {
        site: home.slug,
        path: '/broken-link',
        problems: [expect.objectContaining({ kind: 'broken-link', href: '/no-such-page?x=1', block: 'Go', message: expect.stringContaining('The link to /no-such-page?x=1 leads nowhere') })],
      },
    ])
  }, 300_000)
})

/** Every text an editor wrote into the elements' fields (what a block's own labels never are), and the records they show. */
function fieldTexts(elements: unknown): string[] {
  const texts: string[] = []
  const walk = (value: unknown, inField: boolean): void => {
    if (typeof value === 'string') {
      if (inField) texts.push(value)
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, inField))
    else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) walk(v, inField || key === 'value')
  }
  walk(elements, false)
  return texts
}

/** Whether a field's value shows the text: the whole of it, or a phrase of it long enough not to be a label ('Resort'). */
function wrote(value: string, text: string): boolean {
  const plain = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  return plain === text || (text.length >= 16 && plain.includes(text))
}

/** The export as visitors and search engines get it: written pages, titles, descriptions, social cards and homes of their own. */
async function checkExport(snapshot: Awaited<ReturnType<typeof readPublishedSnapshot>>, outRoot: string) {
  const dist = join(root, 'dist')
  exportBuild(outRoot, dist)
  // The debug view and the studio's block previews are the product's own screens, kept out of search, not pages of a site.
  const pages = exportedPages(dist).filter((p) => !p.path.startsWith('/voix'))
  expect(pages.length).toBeGreaterThan(250)
  expect(pages.filter((p) => /demo page/i.test(p.html)).map((p) => `${p.site}${p.path}`)).toEqual([])
  expect(pages.filter((p) => !p.description.trim()).map((p) => `${p.site}${p.path}`)).toEqual([])
  const titles = new Map<string, string>()
  const twice = pages.filter((p) => titles.get(`${p.site}\0${p.title}`) !== undefined || !titles.set(`${p.site}\0${p.title}`, p.path))
  expect(twice.map((p) => `${p.site}${p.path}: ${p.title} (also ${titles.get(`${p.site}\0${p.title}`)})`)).toEqual([])
  // Social cards: a raster file of the export, 1200×630, wherever a page names one.
  const cards = new Map<string, string>()
  for (const p of pages.filter((p) => p.ogImage)) cards.set(join(dist, p.site, new URL(p.ogImage!).pathname), `${p.site}${p.path}`)
  expect(cards.size).toBeGreaterThan(20)
  for (const [file, page] of cards) expect(await sharp(file).metadata().then((m) => `${m.format} ${m.width}×${m.height}`), page).toMatch(/^(webp|jpeg|png) 1200×630$/)

  // The 28 homes: each leads with its own promise and says things of its own.
  const homes = pages.filter((p) => p.path === '/')
  expect(homes).toHaveLength(28)
  const headlines = new Map<string, string[]>()
  for (const h of homes) headlines.set(heroHeadline(h.html), [...(headlines.get(heroHeadline(h.html)) ?? []), h.site])
  expect([...headlines].filter(([, sites]) => sites.length > 2)).toEqual([])
  const sitesOf = new Map<string, Set<string>>()
  for (const h of homes) for (const t of new Set(mainTexts(h.html))) sitesOf.set(t, (sitesOf.get(t) ?? new Set()).add(h.site))
  // Text on more than three homes must be a block's own label (a form's "Arrive"), never content an editor wrote.
  const content = new Map(snapshot.pages.filter((p) => p.path === '/').map((p) => [snapshot.sites.find((s) => s.id === p.site_id)!.slug, fieldTexts(p.elements)]))
  const repeated = [...sitesOf].filter(([text, sites]) => sites.size > 3 && [...sites].some((s) => content.get(s)?.some((value) => wrote(value, text))))
  expect(repeated.map(([text, sites]) => `${text} (${[...sites].join(', ')})`)).toEqual([])

  // Where each site's resort is and how to call it: the same on its home, in its records and in its structured data.
  for (const h of homes) {
    const site = snapshot.sites.find((s) => s.slug === h.site)!
    const contact = mainTexts(h.html).join('\n')
    // The resort whose address the home's contact block gives (a brand of several gives its first).
    const own = snapshot.resorts.filter((r) => r.site_id === site.id)
    const resort = own.find((r) => h.html.includes(`<span>${r.name}</span>`)) ?? own[0]
    if (!resort) {
      // The foundation gives its office; the family's own site and the advisor portal have no resort of their own.
      if (site.id === 'playa-cares') expect(contact).toContain(playaCaresOffice.phone)
      else expect(site.isDefault || site.kind === 'agent-portal', h.site).toBe(true)
      continue
    }
    for (const line of resort.address.split('\n')) expect(contact, `${h.site} address`).toContain(line)
    expect(contact, `${h.site} phone`).toContain(resort.phone)
    const thing = jsonLd(h.html).find((t) => t.name === resort.name && String(t['@type']).includes('Resort')) as { address: { streetAddress: string }; telephone: string; starRating: { ratingValue: number } } | undefined
    expect(thing, `${h.site} structured data`).toBeDefined()
    expect(thing!.address.streetAddress).toBe(resort.address.split('\n')[0])
    expect(thing!.telephone).toBe(resort.phone)
    expect(thing!.starRating.ratingValue).toBe(resort.starRating)
  }
}
