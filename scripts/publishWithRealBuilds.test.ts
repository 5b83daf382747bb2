import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../build/buildSite.ts'
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
