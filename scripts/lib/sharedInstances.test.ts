import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Storage } from '../../catalogue/storage/s3Storage.ts'
import { startS3Server, type TestS3Server } from '../../catalogue/storage/testing/startS3Server.ts'
import { buildSite } from '../../build/buildSite.ts'
import { createSharedLive, type SharedLive } from '../../build/share/createSharedLive.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import { issueTokens } from '../../content-api/auth/tokens.ts'
import { setupApi } from '../../content-api/testing/setupApi.ts'
import { client } from '../../content-api/testing/signIn.ts'
import { testDatabases } from '../../content-api/testing/testDatabases.ts'
import { createApp } from './createServer.ts'

const bundleRoot = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle')
const [sqlite] = await testDatabases()
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b75c9' } }).png().toBuffer()

/**
 * Two instances of the whole server, as behind a load balancer, each with its own DATA_DIR. In production they share
 * the PostgreSQL database too; here B has a database of its own, so that what B serves of A's can only have come
 * through the bucket.
 */
describe('two instances sharing a bucket', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-instances-'))
  let s3: TestS3Server
  let t: Awaited<ReturnType<typeof setupApi>>
  let other: Awaited<ReturnType<typeof setupApi>>
  let shared: { a: SharedLive; b: SharedLive }
  const dirs = { a: join(root, 'a'), b: join(root, 'b') }
  const instance = (dataDir: string, db: typeof t.db) => {
    const storage = s3Storage(s3.options)
    const app = createApp({
      db,
      outRoot: join(dataDir, 'site'),
      studioDir: join(bundleRoot, 'studio'),
      bundleDir: join(bundleRoot, 'site'),
      mediaDir: join(dataDir, 'media'),
      publicUrl: 'http://localhost',
      storage,
    })
    return { app, storage, outRoot: join(dataDir, 'site'), mediaDir: join(dataDir, 'media') }
  }
  let a: ReturnType<typeof instance>
  let b: ReturnType<typeof instance>
  let editorOnA: ReturnType<typeof client>

  beforeAll(async () => {
    s3 = await startS3Server()
    t = await setupApi(sqlite!.open)
    other = await setupApi(sqlite!.open)
    a = instance(dirs.a, t.db)
    b = instance(dirs.b, other.db)
    shared = { a: createSharedLive({ storage: a.storage, outRoot: a.outRoot }), b: createSharedLive({ storage: b.storage, outRoot: b.outRoot }) }
    const editor = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'editor@test.example').executeTakeFirstOrThrow()
    editorOnA = client(a.app, (await issueTokens(t.db, editor.id, 'voix-studio')).access_token)
  })
  afterAll(async () => {
    await Promise.all([shared.a.stop(), shared.b.stop()])
    await t.close()
    await other.close()
    await s3.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves on B a file uploaded through A, fetched from the bucket into B’s own folder', async () => {
    const uploaded = await editorOnA.post('/api/media?name=pool.png&alt=Pool', png, { 'Content-Type': 'image/png' })
    expect(uploaded.status).toBe(201)
    const name = uploaded.body.url.slice('/media/'.length)
    // Stored as cleaned on arrival (content-api/media/cleanUpload.ts): A's file is what the bucket and B hold.
    const stored = readFileSync(join(a.mediaDir, name))
    expect(await a.storage.head(`media/${name}`)).toMatchObject({ size: stored.length })
    expect(existsSync(join(b.mediaDir, name))).toBe(false)
    const served = await b.app.request(`http://localhost${uploaded.body.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true)
    expect(readdirSync(b.mediaDir)).toEqual([name])
    // Served from B's copy from then on.
    const gets = s3.gets.length
    expect((await b.app.request(`http://localhost${uploaded.body.url}`)).status).toBe(200)
    expect(s3.gets.length).toBe(gets)
    expect((await b.app.request(`http://localhost/media/${'0'.repeat(64)}.png`)).status).toBe(404)
  })

  it('keeps a focal point moved on A in the bucket, where a build on any instance reads it', async () => {
    const stored = (await editorOnA.post('/api/media?name=beach.png&alt=Beach', await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffcf85' } }).png().toBuffer(), { 'Content-Type': 'image/png' })).body
    const moved = await editorOnA.put(`/api/media/${stored.id}`, { ...stored, focus: { x: 0.25, y: 0.75 } }, { 'If-Match': '"1"' })
    expect(moved.status).toBe(200)
    expect(JSON.parse(Buffer.from((await a.storage.get(`media/${stored.id}.focus.json`))!).toString())).toEqual({ x: 0.25, y: 0.75 })
  })

  it('answers 503, not 404, for media while the bucket cannot be reached', async () => {
    const cut = createApp({ db: t.db, outRoot: join(root, 'c', 'site'), studioDir: join(bundleRoot, 'studio'), mediaDir: join(root, 'c', 'media'), publicUrl: 'http://localhost', storage: s3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9' }) })
    const answer = await cut.request(`http://localhost/media/${'1'.repeat(64)}.png`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('serves on B the site A published and built, once A has shared the build', async () => {
    const page = (await editorOnA.post('/api/pages', { site_id: 'playaresorts', path: '/shared', title: 'Built on A', layout: 'playaresorts' })).body
    const { version: _v, published_version_id: _p, ...body } = page
    expect((await editorOnA.post(`/api/pages/${page.id}/publish`, { page: body }, { 'If-Match': '"1"' })).status).toBeLessThan(300)
    // What `npm start` runs for a publish on A (scripts/start.ts): the build, then its share.
    const built = await buildSite({ source: await readPublishedSource(t.db), outRoot: a.outRoot, bundleDir: join(bundleRoot, 'site'), mediaDir: a.mediaDir, storage: a.storage, extraPages: [], workers: 1 })
    await shared.a.share(built.buildId)
    const get = (app: typeof a.app, path: string) => app.request(`http://playaresorts.localhost${path}`, { headers: { host: 'playaresorts.localhost' } })
    expect((await get(b.app, '/shared')).status).toBe(503)
    expect(await shared.b.follow()).toBe(built.buildId)
    const onB = await get(b.app, '/shared')
    expect(onB.status).toBe(200)
    expect(await onB.text()).toContain('Built on A')
    expect(await (await get(b.app, '/builds/latest.json')).json()).toMatchObject({ id: built.buildId })
  }, 120_000)
})
