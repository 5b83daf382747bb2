import { Hono } from 'hono'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { s3Storage } from '../../catalogue/storage/s3Storage.ts'
import { startS3Server, type TestS3Server } from '../../catalogue/storage/testing/startS3Server.ts'
import { buildSite } from '../buildSite.ts'
import { liveBuildId } from '../flipLive.ts'
import { outputPaths } from '../outputPaths.ts'
import { createStaticSite } from '../serve/createStaticSite.ts'
import { SnapshotDirWriter } from '../source/SnapshotDirWriter.ts'
import { snapshotDirSource } from '../source/snapshotSource.ts'
import { createSharedLive, type SharedLive } from './createSharedLive.ts'
import { pruneShared } from './pruneShared.ts'
import { rollbackShared } from './rollbackShared.ts'
import { readLivePointer } from './livePointer.ts'
import { objectKeys, sharedBuilds } from './sharedKeys.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const root = mkdtempSync(join(tmpdir(), 'voix-shared-'))
const outA = join(root, 'a', 'site')
const outB = join(root, 'b', 'site')
let s3: TestS3Server
let storage: ReturnType<typeof s3Storage>
let a: SharedLive
let b: SharedLive

beforeAll(async () => {
  s3 = await startS3Server()
  storage = s3Storage(s3.options)
  a = createSharedLive({ storage, outRoot: outA })
  b = createSharedLive({ storage, outRoot: outB })
})
afterAll(async () => {
  await Promise.all([a.stop(), b.stop()])
  await s3.close()
  rmSync(root, { recursive: true, force: true })
})

/** Instance B's static server: B shares nothing with A but the bucket. */
const siteB = new Hono().get('*', createStaticSite(outB))
const getB = (path: string) => siteB.request(`http://demo.localhost${path}`, { headers: { host: 'demo.localhost' } })

/** Builds on instance A from a versioned source (as publishing reads the database: pages go into packs) and shares the build. */
let sources = 0
async function publishOnA(homeTitle: string, extraPages = 0) {
  const snapshot = PublishedSnapshot.parse({
    sites: [{ id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true }],
    pages: [
      { id: 'home', site_id: 's1', path: '/', title: 'Home', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title: homeTitle })] },
      { id: 'suites', site_id: 's1', path: '/rooms/suites', title: 'Suites', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title: 'Our suites' })] },
      ...Array.from({ length: extraPages }, (_, i) => ({ id: `extra-${i}`, site_id: 's1', path: `/extra/${i}`, title: `Extra ${i}`, layout: 'blocks', elements: [] })),
    ],
  })
  const { pages, ...meta } = snapshot
  const dir = join(root, `source-${sources++}`)
  const writer = new SnapshotDirWriter(dir, meta)
  for (const page of pages) await writer.add(JSON.stringify(page), page.id, page.site_id!)
  await writer.close()
  const built = await buildSite({ source: snapshotDirSource(dir), outRoot: outA, bundleDir, extraPages: [], workers: 1 })
  return { buildId: built.buildId, share: () => a.share(built.buildId) }
}

describe('builds shared between instances through an S3 bucket', () => {
  let first: string
  /** The build a failed share must leave live and a rollback goes back to, and its home page's title. */
  let second: string
  let secondTitle = 'Hello again'

  it('serves on B, whole, a build made live on A, once the pointer names it', async () => {
    expect(await b.follow()).toBeUndefined()
    expect((await getB('/')).status).toBe(503)
    const made = await publishOnA('Hello there')
    first = made.buildId
    // What A resized, as its image step indexes it.
    writeFileSync(join(outA, 'image-cache.json'), JSON.stringify({ 'photo-640x427-cover-webp-q80-v1': { src: '/assets/img/abc.webp', width: 640, height: 427 } }))
    // Live on A, not yet shared: B has nothing to follow.
    expect(await b.follow()).toBeUndefined()
    await made.share()
    expect(await readLivePointer(storage)).toMatchObject({ id: first })
    expect(await b.follow()).toBe(first)
    const home = await getB('/')
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('Hello there')
    expect(html).toContain(`content="${first}"`)
    expect(await (await getB(`/rooms/suites/_payload.json?${first}`)).json()).toMatchObject({ buildId: first, page: { path: '/rooms/suites' } })
    expect(await (await getB('/builds/latest.json')).json()).toMatchObject({ id: first })
    // B's image step will not resize again what A resized.
    expect(JSON.parse(readFileSync(join(outB, 'image-cache.json'), 'utf8'))).toEqual({ 'photo-640x427-cover-webp-q80-v1': { src: '/assets/img/abc.webp', width: 640, height: 427 } })
    // The hashed assets the page loads came along.
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    expect((await getB(asset!)).status).toBe(200)
  }, 120_000)

  it('flips B over to a second build whole, fetching only the stored pages it lacks', async () => {
    const made = await publishOnA('Hello again', 3)
    second = made.buildId
    await made.share()
    // Until B looks at the pointer it serves the first build, whole.
    expect(await (await getB('/')).text()).toContain('Hello there')
    const before = s3.gets.length
    expect(await b.follow()).toBe(second)
    const fetched = s3.gets.slice(before).filter((key) => key.startsWith('objects/'))
    const firstObjects = objectKeys(outA, outputPaths(outA).build(first))
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.filter((key) => firstObjects.has(key))).toEqual([])
    const html = await (await getB('/')).text()
    expect(html).toContain('Hello again')
    expect(html).toContain(`content="${second}"`)
    expect((await getB('/extra/2')).status).toBe(200)
    expect(await (await getB('/rooms/suites')).text()).toContain('Our suites')
    // Following an unchanged pointer fetches nothing.
    const quiet = s3.gets.length
    expect(await b.follow()).toBe(second)
    expect(s3.gets.slice(quiet)).toEqual(['live.json'])
  }, 120_000)

  it('keeps B on its build, and nothing of the new one half there, when a fetch fails half way', async () => {
    const made = await publishOnA('Fetched later')
    await made.share()
    s3.failGets((key) => key.startsWith('objects/'))
    try {
      await expect(b.follow()).rejects.toThrow(/could not read objects\//)
    } finally {
      s3.failGets(undefined)
    }
    expect(liveBuildId(outB)).toBe(second)
    expect(await (await getB('/')).text()).toContain('Hello again')
    expect(readdirSync(outputPaths(outB).builds).filter((name) => name.includes(made.buildId))).toEqual([])
    // The next look goes through.
    expect(await b.follow()).toBe(made.buildId)
    expect(await (await getB('/')).text()).toContain('Fetched later')
    second = made.buildId
    secondTitle = 'Fetched later'
  }, 120_000)

  it('leaves the old build live everywhere when the upload fails half way, the pointer being written last', async () => {
    // The build's own files go after its pages: fail one of them, with pages already uploaded.
    s3.failPuts((key) => /^builds\/[^/]+\/sites\/demo\/routes\.json$/.test(key))
    const made = await publishOnA('Never seen')
    const putsBefore = s3.puts.length
    try {
      await expect(made.share()).rejects.toThrow(new RegExp(`build ${made.buildId} could not be shared \\(.*routes\\.json.*\\); build ${second} stays live on every instance`))
    } finally {
      s3.failPuts(undefined)
    }
    // Half way: its new pages were uploaded before the failure.
    expect(s3.puts.slice(putsBefore).some((key) => key.startsWith('objects/packs/'))).toBe(true)
    expect(await readLivePointer(storage)).toMatchObject({ id: second })
    expect(await sharedBuilds(storage)).not.toContain(made.buildId)
    // A went back to the build every instance serves; B never left it.
    expect(liveBuildId(outA)).toBe(second)
    expect(await b.follow()).toBe(second)
    expect(await (await getB('/')).text()).toContain(secondTitle)
    // The next share goes through and B follows it.
    const next = await publishOnA('Back in business')
    await next.share()
    expect(await b.follow()).toBe(next.buildId)
    expect(await (await getB('/')).text()).toContain('Back in business')
  }, 120_000)

  it('rolls every instance back by moving the pointer', async () => {
    const live = (await readLivePointer(storage))!.id
    const shared = await sharedBuilds(storage)
    const target = await rollbackShared(storage, outA)
    expect(target).toBe(shared[shared.indexOf(live) - 1])
    expect(liveBuildId(outA)).toBe(target)
    expect(await readLivePointer(storage)).toMatchObject({ id: target })
    expect(await b.follow()).toBe(target)
    expect(await (await getB('/')).text()).toContain(secondTitle)
    await expect(rollbackShared(storage, outA, 'no-such-build')).rejects.toThrow(/no build 'no-such-build' is kept in s3:\/\/voix-test\/.*; kept builds: /)
  }, 60_000)

  it('follows the pointer by itself, about once a second', async () => {
    b.start(100)
    const made = await publishOnA('Polled for')
    await made.share()
    const until = Date.now() + 10_000
    while (liveBuildId(outB) !== made.buildId && Date.now() < until) await new Promise((r) => setTimeout(r, 50))
    expect(liveBuildId(outB)).toBe(made.buildId)
    expect(await (await getB('/')).text()).toContain('Polled for')
    await b.stop()
  }, 120_000)

  it('prunes the bucket as the disk is pruned: the newest builds and the live one kept, with their stored pages', async () => {
    const live = (await readLivePointer(storage))!.id
    const dropped = await pruneShared(storage, outA, 2, { youngMs: -1 })
    expect(dropped.length).toBeGreaterThan(0)
    const kept = await sharedBuilds(storage)
    expect(kept).toContain(live)
    expect(kept.length).toBeLessThanOrEqual(3)
    for (const id of dropped) expect(await storage.head(`builds/${id}/hosts.json`)).toBeUndefined()
    // Nothing is left of the dropped builds, nor of the share that failed half way.
    const buildKeys: string[] = []
    for await (const { key } of storage.list('builds/')) buildKeys.push(key)
    expect(new Set(buildKeys.map((key) => key.split('/')[1]))).toEqual(new Set(kept))
    const referenced = new Set(kept.flatMap((id) => [...objectKeys(outA, outputPaths(outA).build(id))]))
    const stored: string[] = []
    for await (const { key } of storage.list('objects/')) stored.push(key)
    expect(stored.filter((key) => !referenced.has(key))).toEqual([])
    for (const key of referenced) expect(stored).toContain(key)
  }, 60_000)
})
