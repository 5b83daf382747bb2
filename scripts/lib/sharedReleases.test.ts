import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { s3Storage } from '../../catalogue/storage/s3Storage.ts'
import { startS3Server, type TestS3Server } from '../../catalogue/storage/testing/startS3Server.ts'
import { buildSite } from '../../build/buildSite.ts'
import { outputPaths } from '../../build/outputPaths.ts'
import { createSharedLive, type SharedLive } from '../../build/share/createSharedLive.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import { issueTokens } from '../../content-api/auth/tokens.ts'
import { setupApi } from '../../content-api/testing/setupApi.ts'
import { client } from '../../content-api/testing/signIn.ts'
import { testDatabases } from '../../content-api/testing/testDatabases.ts'
import { createApp } from './createServer.ts'
import { readSettings } from './settings.ts'

const bundleRoot = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle')
const [sqlite] = await testDatabases()

/**
 * A release with STORAGE=s3: two instances sharing the bucket and (as in production) the database. B previews a
 * release whose photo was uploaded through A and whose special offer only the release holds; once published and
 * built on A, B serves the page byte for byte as it previewed it, and the build B fetched keeps the release's
 * records (records.json), which a rollback on any instance restores from.
 */
describe('a release with shared storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-release-s3-'))
  let s3: TestS3Server
  let t: Awaited<ReturnType<typeof setupApi>>
  const shared: SharedLive[] = []
  const instance = (name: string) => {
    const dataDir = join(root, name)
    const storage = s3Storage(s3.options)
    const app = createApp({ db: t.db, outRoot: join(dataDir, 'site'), studioDir: join(bundleRoot, 'studio'), bundleDir: join(bundleRoot, 'site'), mediaDir: join(dataDir, 'media'), publicUrl: 'http://localhost', storage })
    const live = createSharedLive({ storage, outRoot: join(dataDir, 'site') })
    shared.push(live)
    return { app, storage, live, outRoot: join(dataDir, 'site'), mediaDir: join(dataDir, 'media') }
  }

  beforeAll(async () => {
    s3 = await startS3Server()
    t = await setupApi(sqlite!.open)
  })
  afterAll(async () => {
    await Promise.all(shared.map((s) => s.stop()))
    await t.close()
    await s3.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('previews on B what A uploaded and the release holds, and B serves it so once published', async () => {
    const a = instance('a')
    const b = instance('b')
    const editor = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'editor@test.example').executeTakeFirstOrThrow()
    const onA = client(a.app, (await issueTokens(t.db, editor.id, 'voix-studio')).access_token)
    const jpeg = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer()
    const photo = (await onA.post('/api/media?name=garden.jpg&alt=Garden', jpeg, { 'Content-Type': 'image/jpeg' })).body.url as string
    const special = (await t.editor.post('/specials', { site_id: 'playaresorts', title: 'Garden week', slug: 'garden-week', percentOff: 15 })).body
    const elements = [newSliceFromBlock('GenericHero', { title: 'The garden', image: { url: photo, alt: 'Garden' } }), newSliceFromBlock('SpecialsSpecialOffers', { title: 'Offers', specials: [special.id] })]
    const made = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/garden', title: 'Garden', layout: 'playaresorts', elements: [] })).body
    const { version, published_version_id: _p, created_at: _c, updated_at: _u, ...draft } = made
    let release = (await t.editor.post('/releases', { name: 'Garden season' })).body
    const ifMatch = () => ({ 'If-Match': `"${release.version}"` })
    release = (await t.editor.post(`/releases/${release.id}/pages`, { page_id: draft.id, page_version: version, name: 'Garden', page: { ...draft, elements } }, ifMatch())).body.release
    const { version: _v, created_at: _sc, updated_at: _su, ...offer } = special
    const added = await t.editor.post(`/releases/${release.id}/records`, { kind: 'specials', id: special.id, doc: { ...offer, title: 'Garden fortnight' } }, ifMatch())
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    release = added.body.release ?? added.body

    const get = (app: typeof a.app, path: string) => app.request(`http://playaresorts.localhost${path}`, { headers: { host: 'playaresorts.localhost' } })
    const previewed = await get(b.app, `/preview-release/${release.id}/${release.previewSecret}?page=${draft.id}`)
    expect(previewed.status).toBe(200)
    const html = await previewed.text()
    expect(html).toContain('Garden fortnight')
    // The upload came to B through the bucket, and B resized it as a build does.
    expect(existsSync(join(b.mediaDir, photo.slice('/media/'.length)))).toBe(true)
    const files = [...new Set(html.match(/\/assets\/img\/[0-9a-f]{24}\.webp/g) ?? [])]
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(existsSync(join(outputPaths(b.outRoot).static, file))).toBe(true)

    // Reviewed, approved and published, then built on A as `npm start` builds (the same site origin) and shared.
    release = (await t.editor.post(`/releases/${release.id}/status`, { status: 'in_review' }, ifMatch())).body
    for (const key of [`page:${draft.id}`, `specials:${special.id}`]) release = (await t.reviewer.post(`/releases/${release.id}/review-item`, { key, reviewed: true }, ifMatch())).body
    release = (await t.reviewer.post(`/releases/${release.id}/status`, { status: 'approved' }, ifMatch())).body
    const published = await t.editor.post(`/releases/${release.id}/publish`, undefined, ifMatch())
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    const built = await buildSite({ source: await readPublishedSource(t.db), outRoot: a.outRoot, bundleDir: join(bundleRoot, 'site'), mediaDir: a.mediaDir, storage: a.storage, workers: 1, siteOrigin: readSettings().siteOrigin })
    await a.live.share(built.buildId)
    expect(await b.live.follow()).toBe(built.buildId)
    const live = await (await get(b.app, '/garden')).text()
    const same = (s: string) => s.replace(/<aside id="voix-release-banner"[\s\S]*?<\/aside>/, '').split(built.buildId).join('BUILD').split(`release-${release.id}`).join('BUILD')
    expect(same(live)).toBe(same(html))
    const records = JSON.parse(readFileSync(join(outputPaths(b.outRoot).build(built.buildId), 'records.json'), 'utf8')) as { specials: { id: string; title: string }[] }
    expect(records.specials.find((s) => s.id === special.id)?.title).toBe('Garden fortnight')
  }, 240_000)
})
