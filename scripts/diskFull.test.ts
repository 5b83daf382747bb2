import { execFileSync } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readlinkSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../build/buildSite.ts'
import { readPageFile } from '../build/deploy/pageFiles.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { setupApi } from '../content-api/testing/setupApi.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')

/** A real small disk: a tmpfs mounted for this test (root only; elsewhere the test says why it cannot run). */
function mountSmallDisk(dir: string, megabytes: number): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' })
    return undefined
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message
  }
}

const root = mkdtempSync(join(tmpdir(), 'voix-disk-full-'))
const disk = join(root, 'disk')
mkdirSync(disk)
const cannotMount = mountSmallDisk(disk, 12)
if (cannotMount) console.warn(`diskFull.test.ts: skipped, a small tmpfs cannot be mounted here (${cannotMount})`)

/** Every temporary file left anywhere on the disk. */
const leftovers = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tmp$|\.tmp-/.test(e.name))
    .map((e) => join(e.parentPath, e.name))

describe.skipIf(cannotMount !== undefined)('a full disk', () => {
  const dataDir = join(disk, 'data')
  const outRoot = join(dataDir, 'site')
  const mediaDir = join(dataDir, 'media')
  const filler = join(disk, 'filler')
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    mkdirSync(mediaDir, { recursive: true })
    const open = async () => {
      const db = await openDatabase({ sqliteFile: join(dataDir, 'voix.sqlite') })
      return Object.assign(db, { drop: () => db.close() })
    }
    t = await setupApi(open, { quietMs: 20, mediaDir, runBuild: async () => buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, mediaDir, extraPages: [], workers: 1 }) })
  })
  afterAll(async () => {
    await t?.close()
    execFileSync('umount', ['-l', disk])
    rmSync(root, { recursive: true, force: true })
  })

  /** Fills what is left of the disk with one file, as another program would. */
  function fill() {
    const fd = openSync(filler, 'w')
    const chunk = Buffer.alloc(256 * 1024, 1)
    try {
      for (;;) writeSync(fd, chunk)
    } catch (error) {
      expect((error as { code?: string }).code).toBe('ENOSPC')
    } finally {
      closeSync(fd)
    }
  }

  const publish = async (path: string, title: string) => {
    const found = (await t.editor.get(`/pages?site_id=playaresorts&path=${encodeURIComponent(path)}`)).body.items[0]
    const page = found ? (await t.editor.get(`/pages/${found.id}`)).body : (await t.editor.post('/pages', { site_id: 'playaresorts', path, title, layout: 'playaresorts' })).body
    const { version, published_version_id: _p, ...body } = page
    const answer = await t.editor.post(`/pages/${page.id}/publish`, { page: { ...body, title } }, { 'If-Match': `"${version}"` })
    await t.queue.idle()
    return { answer, job: answer.status === 202 ? (await t.editor.get(`/builds/jobs/${answer.body.job.id}`)).body : undefined }
  }

  it('answers uploads with a 507 naming what is full, leaves no temporary file, keeps the live site, and the next publish after space is freed carries everything', { timeout: 60_000 }, async () => {
    expect((await publish('/pool', 'Pool')).job.status).toBe('live')
    expect((await publish('/spa', 'Spa')).job.status).toBe('live')
    const live = readlinkSync(join(outRoot, 'live'))
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer()

    fill()
    const refused = await t.editor.post('/media?name=terrace.png', photo, { 'Content-Type': 'image/png' })
    expect([refused.status, refused.body.error]).toEqual([507, 'No space left: the disk that holds uploads (DATA_DIR/media) is full: the file was not stored. Free space on the server (or ask whoever runs it), then try again.'])
    expect((await t.editor.get('/media')).body.total).toBe(0)
    // A save and a publish meanwhile: saved (the database had room) or refused by name, never a 500.
    const during = await publish('/spa', 'Spa at dawn')
    if (during.answer.status !== 202) expect([during.answer.status, during.answer.body.error]).toEqual([507, 'No space left: the disk that holds the database is full: nothing was saved. Free space on the server (or ask whoever runs it), then try again.'])
    else expect(during.job.status).toBe('failed')
    // A build on the full disk (the publish's, or the next one's) fails, naming the full disk, and leaves nothing behind.
    const build = await buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, mediaDir, extraPages: [], workers: 1 }).catch((error: unknown) => error as Error)
    expect(build).toBeInstanceOf(Error)
    expect((build as Error).message).toMatch(/no space left/i)
    expect(readlinkSync(join(outRoot, 'live'))).toBe(live)
    expect(leftovers(disk)).toEqual([])

    rmSync(filler)
    const stored = await t.editor.post('/media?name=terrace.png', photo, { 'Content-Type': 'image/png' })
    expect(stored.status).toBe(201)
    const after = await publish('/spa', 'Spa and hammam')
    expect(after.job.status).toBe('live')
    const id = readlinkSync(join(outRoot, 'live')).split('/').pop()!
    expect(readPageFile(outRoot, id, 'playaresorts', '/spa', 'index.html')).toContain('Spa and hammam')
    expect(readPageFile(outRoot, id, 'playaresorts', '/pool', 'index.html')).toContain('Pool')
    expect(leftovers(disk)).toEqual([])
  })
})
