import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, type BuildResult } from '../build/buildSite.ts'
import { readPageFile } from '../build/deploy/pageFiles.ts'
import { formatSummary } from '../build/report/buildReport.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { demoSharedSection } from '../content-api/seed/demoSections.ts'
import { setupApi } from '../content-api/testing/setupApi.ts'
import { testDatabases } from '../content-api/testing/testDatabases.ts'
import { detachSection } from '../studio/sections/sectionActions.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const [sqlite] = await testDatabases()

/**
 * The promise on the demo itself, through the API and the real build: the demo's shared section is placed on
 * 50 pages of 25 sites; one edit and its publish rebuild exactly those pages, which the build report names; a page
 * that detaches its copy serves the same bytes.
 */
// Builds of the whole demo (333 pages): tens of seconds, minutes on a machine under load.
describe('the demo’s shared section', { timeout: 120_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-demo-section-'))
  const outRoot = join(root, 'out')
  const builds: BuildResult[] = []
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, {
      seed: true,
      quietMs: 20,
      runBuild: async () => {
        const result = await buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, extraPages: [] })
        builds.push(result)
        return result
      },
    })
    // The demo as it goes live on a first start.
    await t.queue.enqueue()
    await t.queue.idle()
  }, 300_000)
  afterAll(async () => {
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })
  const slugOf = async (siteId: string) => (await t.admin.get(`/sites/${siteId}`)).body.slug as string
  const served = (build: BuildResult, site: string, path: string) => readPageFile(outRoot, build.buildId, site, path, 'index.html')!.replaceAll(build.buildId, '<build>')

  it('edited once, one publish rebuilds exactly the 50 pages placing it and the report names them', async () => {
    const usage = (await t.admin.get(`/sections/${demoSharedSection.id}/usage`)).body as { pages: { site_id: string; path: string; published: boolean }[]; total: number }
    expect(usage.total).toBe(50)
    expect(new Set(usage.pages.map((p) => p.site_id)).size).toBe(25)
    expect(usage.pages.every((p) => p.published)).toBe(true)
    const placing = (await Promise.all(usage.pages.map(async (p) => ({ site: await slugOf(p.site_id), path: p.path })))).sort((a, b) => (a.site === b.site ? (a.path < b.path ? -1 : 1) : a.site < b.site ? -1 : 1))
    const before = builds.length
    expect(builds.at(-1)!.skipped).toEqual([])

    const stored = (await t.admin.get(`/sections/${demoSharedSection.id}`)).body
    const { version, created_at: _c, updated_at: _u, ...doc } = stored
    doc.elements[0].fields = doc.elements[0].fields.map((f: { name: string; value: unknown }) => (f.name === 'title' ? { ...f, value: 'Members save even more' } : f))
    const saved = await t.editor.put(`/sections/${demoSharedSection.id}`, doc, { 'If-Match': `"${version}"` })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    await t.queue.idle()

    expect(builds.length).toBe(before + 1)
    const build = builds.at(-1)!
    expect(build.skipped).toEqual([])
    expect(build.rendered).toBe(50)
    expect(build.report.renderedPaths).toEqual(placing)
    expect(formatSummary(build.report)).toContain(`rendered: ${placing.slice(0, 10).map((p) => p.site + p.path).join(', ')} and 40 more (report.json names 50)`)
    expect(build.changedPaths.slice().sort((a, b) => (a.site === b.site ? (a.path < b.path ? -1 : 1) : a.site < b.site ? -1 : 1))).toEqual(placing)
    for (const { site, path } of placing) expect(served(build, site, path)).toContain('Members save even more')
  })

  it('a page that detaches its copy and is published serves the same HTML, byte for byte', async () => {
    const usage = (await t.admin.get(`/sections/${demoSharedSection.id}/usage`)).body as { pages: { id: string; site_id: string; path: string }[] }
    const target = usage.pages[0]!
    const site = await slugOf(target.site_id)
    const before = served(builds.at(-1)!, site, target.path)
    const page = (await t.editor.get(`/pages/${target.id}`)).body
    const placed = page.elements.find((el: { component?: string }) => el.component === 'GlobalSharedSection')
    const section = (await t.editor.get(`/sections/${demoSharedSection.id}`)).body
    const { version, published_version_id: _p, created_at: _c, updated_at: _u, ...body } = detachSection(page, placed.id, section) as typeof page
    const published = await t.editor.post(`/pages/${target.id}/publish`, { page: body }, { 'If-Match': `"${version}"` })
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    await t.queue.idle()
    const build = builds.at(-1)!
    expect(build.skipped).toEqual([])
    expect(JSON.stringify((await t.editor.get(`/pages/${target.id}`)).body.elements)).not.toContain('GlobalSharedSection')
    expect(served(build, site, target.path)).toBe(before)
    expect((await t.admin.get(`/sections/${demoSharedSection.id}/usage`)).body.total).toBe(49)
  })
})
