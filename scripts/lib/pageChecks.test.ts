import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { startS3Storage } from '../../catalogue/storage/testing/startS3Server.ts'
import { buildSite } from '../../build/buildSite.ts'
import type { CheckPage } from '../../content-api/pages/pageChecker.ts'
import { readPublishedSnapshot } from '../../content-api/store/readPublishedSnapshot.ts'
import { setupApi } from '../../content-api/testing/setupApi.ts'
import { testDatabases } from '../../content-api/testing/testDatabases.ts'
import { createPageChecker } from './pageChecks.ts'
import { createSiteRenderer } from './siteRenderer.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const [sqlite] = await testDatabases()

describe('pre-publish checks through the API, rendered with the site’s renderer', () => {
  const outRoot = mkdtempSync(join(tmpdir(), 'voix-page-checks-'))
  let t: Awaited<ReturnType<typeof setupApi>>
  let checker: CheckPage
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, { seed: true, api: { checkPage: (page, options) => checker(page, options) } })
    await buildSite({ snapshot: await readPublishedSnapshot(t.db), outRoot, bundleDir, workers: 1 })
    checker = createPageChecker({ db: t.db, outRoot, render: createSiteRenderer(bundleDir) })
  }, 120_000)
  afterAll(async () => {
    await t.close()
    rmSync(outRoot, { recursive: true, force: true })
  })

  const home = async () => {
    const list = (await t.editor.get('/pages?site_id=playaresorts&path=/')).body.items as { id: string }[]
    return (await t.editor.get(`/pages/${list[0]!.id}`)).body as Record<string, unknown> & { id: string; version: number; elements: unknown[] }
  }
  const withBrokenLink = (page: Awaited<ReturnType<typeof home>>) => {
    const { version: _v, published_version_id: _p, ...body } = page
    return { ...body, elements: [...page.elements, newSliceFromBlock('GenericBlockLink', { title: 'Spa menu', link: { href: '/no-such-spa', text: 'See the spa' } })] }
  }

  it('names each problem of the unsaved page with its block, and stores nothing', async () => {
    const page = await home()
    const clean = await t.editor.post(`/pages/${page.id}/checks`, { ...withBrokenLink(page), elements: page.elements })
    expect(clean.status).toBe(200)
    expect(clean.body).toEqual({ path: '/', problems: [] })
    const answer = await t.editor.post(`/pages/${page.id}/checks`, withBrokenLink(page))
    expect(answer.status).toBe(200)
    expect(answer.body.problems).toEqual([expect.objectContaining({ kind: 'broken-link', href: '/no-such-spa', block: 'Spa menu', element: expect.any(String) })])
    expect((await home()).version).toBe(page.version)
    // A reviewer reads but does not write: no checks for them.
    expect((await t.reviewer.post(`/pages/${page.id}/checks`, withBrokenLink(page))).status).toBe(403)
  })

  it('checks the saved draft without it being sent, and answers 404 for a page that is not there', async () => {
    const page = await home()
    expect((await t.editor.get(`/pages/${page.id}/checks`)).body).toEqual({ path: '/', problems: [] })
    const saved = await t.editor.put(`/pages/${page.id}`, withBrokenLink(page), { 'If-Match': `"${page.version}"` })
    expect(saved.status).toBe(200)
    const answer = await t.editor.get(`/pages/${page.id}/checks`)
    expect(answer.status).toBe(200)
    expect(answer.body.problems).toEqual([expect.objectContaining({ kind: 'broken-link', href: '/no-such-spa', block: 'Spa menu' })])
    expect((await t.reviewer.get(`/pages/${page.id}/checks`)).status).toBe(403)
    const missing = await t.editor.get('/pages/no-such-page/checks')
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBe("No page with id 'no-such-page'")
    // The draft as it was, for the next test.
    expect((await t.editor.put(`/pages/${page.id}`, { ...withBrokenLink(page), elements: page.elements }, { 'If-Match': `"${saved.body.version}"` })).status).toBe(200)
  })

  it('refuses the publish with the page and the link named when an admin turned blocking on, and keeps the draft', async () => {
    expect((await t.editor.put('/settings/publish-checks', { blockBrokenLinks: true, imageBudgetKb: 300 }, { 'If-Match': '"0"' })).status).toBe(403)
    const set = await t.admin.put('/settings/publish-checks', { blockBrokenLinks: true, imageBudgetKb: 300 }, { 'If-Match': '"0"' })
    expect(set.status).toBe(200)
    expect((await t.editor.get('/settings/publish-checks')).body).toEqual({ blockBrokenLinks: true, blocking: [], editorsApproveOwnReleases: false, imageBudgetKb: 300, version: 1 })
    const bad = await t.admin.put('/settings/publish-checks', { blockBrokenLinks: true, imageBudgetKb: 1 }, { 'If-Match': '"1"' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('imageBudgetKb')

    const page = await home()
    const refused = await t.editor.post(`/pages/${page.id}/publish`, { page: withBrokenLink(page) }, { 'If-Match': `"${page.version}"` })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('The page / was not published: its link to /no-such-spa (in “Spa menu”) leads nowhere. Change the link, or publish the page it should open first, then publish again.')
    expect((await home()).version).toBe(page.version)

    // The same check chosen from the list of checks an admin may make blocking.
    expect((await t.admin.put('/settings/publish-checks', { blockBrokenLinks: false, blocking: ['broken-link', 'several-h1'], imageBudgetKb: 300 }, { 'If-Match': '"1"' })).status).toBe(200)
    expect((await t.editor.post(`/pages/${page.id}/publish`, { page: withBrokenLink(page) }, { 'If-Match': `"${page.version}"` })).status).toBe(409)
    expect((await t.admin.put('/settings/publish-checks', { blocking: ['nonsense'], imageBudgetKb: 300 }, { 'If-Match': '"2"' })).status).toBe(400)

    const { version: _v, published_version_id: _p, ...body } = page
    expect((await t.editor.post(`/pages/${page.id}/publish`, { page: body }, { 'If-Match': `"${page.version}"` })).status).toBe(202)
  })
})

describe('pre-publish checks of uploads made through another instance', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let s3: Awaited<ReturnType<typeof startS3Storage>>
  const root = mkdtempSync(join(tmpdir(), 'voix-page-checks-shared-'))
  beforeAll(async () => {
    t = await setupApi(sqlite!.open)
    s3 = await startS3Storage()
  })
  afterAll(async () => {
    await t.close()
    await s3.server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('weighs an upload this instance has not got yet, fetched from the bucket', async () => {
    const name = `${'e'.repeat(64)}.jpg`
    await s3.storage.put(`media/${name}`, new Uint8Array(120 * 1024))
    const mediaDir = join(root, 'media')
    const check = createPageChecker({ db: t.db, outRoot: join(root, 'site'), mediaDir, render: createSiteRenderer(bundleDir), storage: s3.storage })
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/pool', title: 'Pool', layout: 'playaresorts' })).body
    const problems = await check({ ...page, elements: [newSliceFromBlock('GlobalImage', { image: { url: `/media/${name}`, alt: 'The pool' }, caption: 'Pool' })] }, { imageBudgetKb: 100 })
    // No build is live here, so the layout's own links lead nowhere too: only the image is this test's.
    expect(problems.filter((p) => p.kind !== 'broken-link')).toEqual([expect.objectContaining({ kind: 'heavy-image', message: expect.stringContaining('weighs 120 KB, more than the 100 KB budget') })])
    expect(existsSync(join(mediaDir, name))).toBe(true)
  })
})
