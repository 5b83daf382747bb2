import { expect, test, type Page } from './test.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sitemapSchemaErrors } from '../build/seo/testing/validateSitemap.ts'
import { e2eDataDir } from './site-build.ts'
import { editorAccessToken } from './studioSignIn.ts'
import { e2eServer } from './e2eServer.ts'

const port = e2eServer().port
const evil = '</script><script>alert(1)</script>'

/** A file of a site as Chromium gets it from the site's own host (`*.localhost` resolves to this machine there). */
async function fromHost(page: Page, host: string, path: string): Promise<{ status: number; type: string; text: string }> {
  const origin = `http://${host}:${port}`
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`)
  return page.evaluate(async (p) => {
    const r = await fetch(p)
    return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() }
  }, path)
}

/**
 * Each site's first host, by the live build's host map. A site that moved to another brand (a whole-site domain
 * redirect) is left out: the server sends every path of it elsewhere, its sitemap and robots.txt included.
 */
function siteHosts(): [slug: string, host: string][] {
  const map = JSON.parse(readFileSync(join(e2eDataDir, 'site', 'live', 'hosts.json'), 'utf8')) as { hosts: Record<string, string>; domainRedirects?: Record<string, { pathKeywords: string[] }> }
  const moved = new Set(Object.entries(map.domainRedirects ?? {}).filter(([, r]) => r.pathKeywords.length === 0).map(([slug]) => slug))
  const hosts = Object.fromEntries(Object.entries(map.hosts).filter(([, slug]) => !moved.has(slug)))
  const first = new Map<string, string>()
  for (const [host, slug] of Object.entries(hosts)) if (!first.has(slug)) first.set(slug, host)
  return [...first]
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)

/** The properties each schema.org type we write must have to mean anything to a search engine. */
function missingProperties(thing: Record<string, unknown>): string[] {
  const types = ([] as unknown[]).concat(thing['@type'])
  const need: string[] = []
  if (types.includes('Organization')) need.push('name', 'url')
  if (types.includes('BreadcrumbList')) need.push('itemListElement')
  if (types.includes('Resort') || types.includes('Hotel')) need.push('name', 'address')
  if (types.includes('Offer')) need.push('name')
  if (types.includes('BlogPosting')) need.push('headline', 'author', 'datePublished')
  const missing = need.filter((p) => thing[p] === undefined || thing[p] === '')
  if (thing['@context'] !== 'https://schema.org') missing.push('@context')
  if (types.includes('BreadcrumbList'))
    for (const item of thing.itemListElement as Record<string, unknown>[]) for (const p of ['position', 'name', 'item']) if (item[p] === undefined) missing.push(`itemListElement.${p}`)
  if (types.includes('Resort') && (thing.address as Record<string, unknown>)['addressCountry'] === undefined) missing.push('address.addressCountry')
  if (types.includes('BlogPosting') && (thing.author as Record<string, unknown>)['name'] === undefined) missing.push('author.name')
  return missing
}

test.describe.configure({ mode: 'serial' })

test("each site's sitemap is valid and lists exactly its indexable pages; robots.txt points at it; pages say what they are", async ({ page }) => {
  test.setTimeout(120_000)
  const types = new Set<string>()
  for (const [slug, host] of siteHosts()) {
    const origin = `http://${host}:${port}`
    const robots = await fromHost(page, host, '/robots.txt')
    expect(robots.status, `${slug} robots.txt`).toBe(200)
    const sitemap = await fromHost(page, host, '/sitemap.xml')
    expect(sitemap.status, `${slug} sitemap.xml`).toBe(200)
    expect(sitemap.type).toContain('xml')
    expect(await sitemapSchemaErrors(sitemap.text), `${slug} sitemap.xml against the sitemaps.org schema`).toEqual([])
    const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

    // What should be there: every prerendered page that is not redirected, not noindex and its own canonical.
    const latest = JSON.parse((await fromHost(page, host, '/builds/latest.json')).text) as { id: string }
    const meta = JSON.parse((await fromHost(page, host, `/builds/meta/${latest.id}.json`)).text) as { prerendered: string[]; routeRules: Record<string, unknown> }
    const indexable: string[] = []
    for (const path of meta.prerendered) {
      if (meta.routeRules[path]) continue
      const html = (await fromHost(page, host, path)).text
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)">/)
      expect(canonical, `${slug}${path} canonical`).toMatch(/^https?:\/\//)
      for (const thing of jsonLdOf(html)) {
        expect(missingProperties(thing), `${slug}${path} ${JSON.stringify(thing['@type'])}`).toEqual([])
        for (const t of ([] as unknown[]).concat(thing['@type'])) types.add(String(t))
      }
      if (html.includes('<meta name="robots" content="noindex">') || canonical !== `${origin}${path}`) continue
      indexable.push(`${origin}${path}`)
    }
    expect(listed.sort(), `${slug} sitemap.xml lists its indexable pages`).toEqual(indexable.sort())
    if (robots.text === 'User-agent: *\nDisallow: /\n') expect(listed, `${slug} is closed to crawlers, so its sitemap is empty`).toEqual([])
    else {
      expect(robots.text).toContain('Disallow: /voix\n')
      expect(robots.text).toContain('Disallow: /preview-release/\n')
      expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml\n`)
      expect(listed.length, `${slug} lists its pages`).toBeGreaterThan(0)
    }
  }
  // The demo's sites, resorts, specials and posts each say what they are somewhere.
  expect([...types]).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'Resort', 'Hotel', 'Offer', 'BlogPosting']))
})

test("a translated page's canonical, social and hreflang tags are right, and an editor's description stays inert in Chromium", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000)
  const token = await editorAccessToken(page, request, baseURL!)
  const headers = { Authorization: `Bearer ${token}` }
  const list = (await (await request.get('/api/pages?site_id=playaresorts&locale=es&path=/es', { headers })).json()) as { items: { id: string }[] }
  const es = (await (await request.get(`/api/pages/${list.items[0]!.id}`, { headers })).json()) as Record<string, unknown> & { version: number; id: string }
  const { version, published_version_id: _p, source_page_id: _s, ...draft } = es
  const published = await request.post(`/api/pages/${es.id}/publish`, { headers: { ...headers, 'If-Match': `"${version}"` }, data: { page: { ...draft, description: evil, seo: { title: `Inicio ${evil}` } }, quick: true } })
  expect(published.status()).toBe(202)
  const { job } = (await published.json()) as { job: { id: string } }
  await expect.poll(async () => ((await (await request.get(`/api/builds/jobs/${job.id}`, { headers })).json()) as { status: string }).status, { timeout: 90_000, intervals: [250, 500, 1000] }).toBe('live')

  const origin = `http://playaresorts.localhost:${port}`
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.goto(`${origin}/es`)
  await expect(page.locator('h1')).toHaveText('Bienvenido al paraíso')
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/es`)
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/es`)
  await expect(page).toHaveTitle(`Inicio ${evil}`)
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `Inicio ${evil}`)
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Playa Resorts')
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es')
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/)
  const alternates = await head.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))
  expect(alternates.sort()).toEqual([
    ['en', `${origin}/`],
    ['es', `${origin}/es`],
    ['x-default', `${origin}/`],
  ])
  // The source links back to its translation.
  const home = await (await page.request.get(`${baseURL}/`)).text()
  expect(home).toContain(`<link rel="alternate" hreflang="es" href="${origin}/es">`)
  expect(home).toContain(`<meta property="og:image" content="${origin}/`)

  // The editor's text is the title and description and nothing more (in attributes, the title and JSON-LD): no
  // script ran, no element was made of it.
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', evil)
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', evil)
  expect(await page.evaluate(() => [...document.scripts].filter((s) => s.textContent?.includes('alert(1)') && s.type !== 'application/json' && s.type !== 'application/ld+json').length)).toBe(0)
  const jsonLd = await head.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>))
  expect(jsonLd).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Playa Resorts', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: `Inicio ${evil}`, item: `${origin}/es` },
      ],
    },
  ])
  await page.reload()
  expect(dialogs).toEqual([])
})
