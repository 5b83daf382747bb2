import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { Release } from '../../catalogue/model/entities/release.ts'
import { createReleasePreview } from '../../build/serve/releasePreview.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { insertRecord } from '../../content-api/entities/entityStore.ts'
import { releases } from '../../content-api/entities/registry.ts'
import { createPage, getPage, savePage } from '../../content-api/pages/pageStore.ts'
import { releasePreviewSource } from '../../content-api/releases/releasePreviewSource.ts'
import { seedDemo } from '../../content-api/seed/seedDemo.ts'
import { buildBundles } from '../lib/buildBundles.ts'
import { readSettings } from '../lib/settings.ts'
import { createSiteRenderer } from '../lib/siteRenderer.ts'
import { median, type BenchGroup, type Figures } from './figures.ts'

const publishedPages = 1000
const releasePages = 20
const rounds = 10

/**
 * A release preview on a site of 1,000 published pages: each page of a 20-page release (holding the demo spa page's
 * blocks) opened through the real preview routes (cookie, secret check, release lookup, render by the site's SSR
 * bundle), ten rounds; the first request of all (reading the published snapshot once) is reported apart.
 */
export const releaseBench: BenchGroup = {
  name: 'release',
  async run(): Promise<Figures> {
    const settings = readSettings()
    buildBundles(settings.bundleRoot)
    const dir = mkdtempSync(join(tmpdir(), 'voix-release-bench-'))
    const db = await openDatabase({ sqliteFile: join(dir, 'voix.sqlite') })
    try {
      await seedDemo(db, { agentPassword: 'bench-agent-password' })
      const have = Number((await db.kysely.selectFrom('pages').select((eb) => eb.fn.countAll().as('n')).where('published_version_id', 'is not', null).executeTakeFirstOrThrow()).n)
      const made: string[] = []
      for (let i = 0; made.length + have < publishedPages; i++) {
        const page = await createPage(
          db,
          { site_id: 'playaresorts', path: `/bench/page-${i}`, title: `Bench page ${i}`, layout: 'playaresorts', elements: [newSliceFromBlock('GenericHero', { title: `Bench page ${i}`, copy: '<p>Copy.</p>' })] },
          { publish: true },
        )
        made.push(page.id)
      }
      // A release's pages carry a real page's blocks (the demo's spa page), so a first view renders what an editor's page holds.
      const spa = await db.kysely.selectFrom('pages').select('draft').where('site_id', '=', 'playaresorts').where('path', '=', '/spa').executeTakeFirstOrThrow()
      const { elements } = JSON.parse(spa.draft) as { elements: unknown[] }
      const pageVersions = []
      for (const id of made.slice(0, releasePages)) {
        const stored = (await getPage(db, id))!
        const changed = { ...stored.page, title: `${stored.page.title} (release)`, elements } as typeof stored.page
        const { versionId } = await savePage(db, id, stored.version, changed, 'saved', { name: 'Release' })
        pageVersions.push({ page_id: id, version_id: versionId! })
      }
      const secret = 'b'.repeat(40)
      const release = Release.parse({ id: 'bench-release', site_id: null, name: 'Bench release', pageVersions, previewSecret: secret })
      await insertRecord(db, releases, release)
      const preview = createReleasePreview({ source: releasePreviewSource(db), render: createSiteRenderer(join(settings.bundleRoot, 'site')), outRoot: join(dir, 'site') })
      const app = new Hono()
      app.get('/preview-release/:releaseId/:secret', preview.open)
      app.get('*', async (c, next) => (await preview.page(c)) ?? next())
      app.get('*', (c) => c.text('live', 200))
      const cookie = `voix-release-preview=${release.id}; voix-release-secret=${secret}`
      const paths = (await Promise.all(made.slice(0, releasePages).map((id) => getPage(db, id)))).map((p) => p!.page.path)
      const get = async (path: string) => {
        const started = performance.now()
        const answer = await app.request(`http://localhost${path}`, { headers: { cookie, host: 'localhost' } })
        const body = await answer.text()
        if (answer.status !== 200 || !body.includes('voix-release-banner')) throw new Error(`the release preview of ${path} answered ${answer.status}`)
        return performance.now() - started
      }
      const first = await get(`/preview-release/${release.id}/${secret}`)
      // The first round renders each page; later rounds answer from the release's kept HTML.
      const firstRound: number[] = []
      for (const path of paths) firstRound.push(await get(path))
      const times = [...firstRound]
      for (let round = 1; round < rounds; round++) for (const path of paths) times.push(await get(path))
      return {
        'release.preview.median': { value: Math.round(median(times) * 100) / 100, unit: `ms a page (${publishedPages} published pages)`, target: 50, better: 'lower' },
        'release.preview.render.median': { value: Math.round(median(firstRound) * 100) / 100, unit: 'ms a page, first view (rendered)', target: null, better: 'lower' },
        'release.preview.first': { value: Math.round(first), unit: 'ms (reads the published snapshot once)', target: null, better: 'lower' },
      }
    } finally {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
