import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../build/buildSite.ts'
import { readPageFile } from '../build/deploy/pageFiles.ts'
import { readPublishedSource } from '../content-api/builds/publishedSource.ts'
import { setupApi } from '../content-api/testing/setupApi.ts'
import { testDatabases } from '../content-api/testing/testDatabases.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const [sqlite] = await testDatabases()

/** Publishing through the API with the real build behind the queue, so its failures are real ones. */
describe('publishing with real builds', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-publish-'))
  let outRoot = join(root, 'out')
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, { quietMs: 20, runBuild: async () => buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, extraPages: [], workers: 1 }) })
  })
  afterAll(async () => {
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })
  const publish = async (path: string, title: string) => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path, title, layout: 'playaresorts' })).body
    const { version: _v, published_version_id: _p, ...body } = page
    const answer = await t.editor.post(`/pages/${page.id}/publish`, { page: body }, { 'If-Match': '"1"' })
    await t.queue.idle()
    return { page, job: (await t.editor.get(`/builds/jobs/${answer.body.job.id}`)).body }
  }

  it('names a published page the build cannot make, and puts the rest live without it', async () => {
    const { page } = await publish('/broken', 'Broken')
    // A version stored by an older release of the code, which the API would refuse now: a slice naming no block.
    const published = await t.db.kysely.selectFrom('pages').select('published_version_id').where('id', '=', page.id).executeTakeFirstOrThrow()
    const stored = await t.db.kysely.selectFrom('page_versions').selectAll().where('id', '=', published.published_version_id!).executeTakeFirstOrThrow()
    const broken = { ...JSON.parse(stored.document), elements: [{ id: 'bad', type: 'slice' }] }
    const { seq: _seq, schema_version: _schema, ...row } = stored
    await t.db.kysely.insertInto('page_versions').values({ ...row, id: 'broken-version', document: JSON.stringify(broken) }).execute()
    await t.db.kysely.updateTable('pages').set({ published_version_id: 'broken-version' }).where('id', '=', page.id).execute()
    const { job } = await publish('/fine', 'Fine')
    expect(job).toMatchObject({ status: 'live', error: { site: 'playaresorts', page: '/broken', message: expect.stringContaining('could not make: Block › its block') } })
  })

  it('fails a build that cannot be written, with the reason, and leaves the live site as it was', async () => {
    const blocked = join(root, 'not-a-folder')
    writeFileSync(blocked, 'a file where the build output should go')
    outRoot = blocked
    const { job } = await publish('/after', 'After')
    expect(job).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/ENOTDIR|EEXIST|not a directory/) } })
  })
})

/** A media file that stops being readable after its upload fails the pages that show it, and nothing else. */
describe('a media file damaged on disk after upload', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-damaged-'))
  const outRoot = join(root, 'out')
  const mediaDir = join(root, 'media')
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    mkdirSync(mediaDir)
    t = await setupApi(sqlite!.open, { quietMs: 20, mediaDir, runBuild: async () => buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, mediaDir, extraPages: [], workers: 1 }) })
  })
  afterAll(async () => {
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })
  const publish = async (who: typeof t.editor, site: string, path: string, title: string, image?: string) => {
    const found = (await who.get(`/pages?site_id=${site}&path=${encodeURIComponent(path)}`)).body.items[0]
    const page = found ? (await who.get(`/pages/${found.id}`)).body : (await who.post('/pages', { site_id: site, path, title, layout: site })).body
    const { version, published_version_id: _p, ...body } = page
    const answer = await who.post(`/pages/${page.id}/publish`, { page: { ...body, title, ...(image ? { seo: { ...(page.seo ?? {}), image } } : {}) } }, { 'If-Match': `"${version}"` })
    expect(answer.status, JSON.stringify(answer.body)).toBe(202)
    await t.queue.idle()
    return { id: page.id as string, job: (await who.get(`/builds/jobs/${answer.body.job.id}`)).body }
  }

  it("keeps only its page at its last good render, names it in the job and the page list, and puts another site's pages live", async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1f8a70' } }).png().toBuffer()
    const upload = await t.restricted.post('/media?name=lagoon.png&alt=Lagoon', png, { 'Content-Type': 'image/png' })
    expect(upload.status).toBe(201)
    const ziva = await publish(t.restricted, 'hyatt-ziva', '/lagoon', 'Lagoon', upload.body.url)
    expect(ziva.job.status).toBe('live')
    // The disk spoils the file (a failed copy, a restore from an older backup): its first bytes are no image any more.
    writeFileSync(join(mediaDir, upload.body.url.slice('/media/'.length)), Buffer.alloc(png.length, 0x20))
    await publish(t.restricted, 'hyatt-ziva', '/lagoon', 'Lagoon at noon', upload.body.url)
    const other = await publish(t.editor, 'playaresorts', '/spa', 'Spa')
    expect(other.job).toMatchObject({ status: 'live', error: { site: 'hyatt-ziva', page: '/lagoon', message: expect.stringContaining('the media file is not a readable image') } })
    const live = readlinkSync(join(outRoot, 'live')).split('/').pop()!
    expect(live).toBe(other.job.buildId)
    expect(readPageFile(outRoot, live, 'playaresorts', '/spa', 'index.html')).toContain('Spa')
    // Visitors still get the page as it was last made.
    const kept = readPageFile(outRoot, live, 'hyatt-ziva', '/lagoon', 'index.html')!
    expect(kept).toContain('<title>Lagoon')
    expect(kept).not.toContain('Lagoon at noon')
    const listed = (await t.editor.get('/pages?limit=50')).body.items as { path: string; published: boolean; not_live?: { message: string; kept: boolean } }[]
    expect(listed.find((p) => p.path === '/lagoon')?.not_live).toEqual({ kept: true, message: 'The image “lagoon.png” chosen as its image for search and sharing can no longer be read (the stored file is damaged). Replace the file in Media, or choose another image, then publish the page again.' })
    expect(listed.find((p) => p.path === '/spa')).toMatchObject({ published: true })
    expect(listed.find((p) => p.path === '/spa')?.not_live).toBeUndefined()
    // Mended (the file put back), the next build puts the page live again and the list says so.
    writeFileSync(join(mediaDir, upload.body.url.slice('/media/'.length)), png)
    await publish(t.editor, 'playaresorts', '/spa', 'Spa and hammam')
    expect((await t.editor.get('/pages?limit=50')).body.items.find((p: { path: string }) => p.path === '/lagoon').not_live).toBeUndefined()
  })
})
