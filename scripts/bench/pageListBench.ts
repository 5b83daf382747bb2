import { Hono } from 'hono'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newId } from '../../catalogue/model/ids.ts'
import { createApi } from '../../content-api/app.ts'
import { createUser } from '../../content-api/auth/ensureAdmin.ts'
import { issueTokens } from '../../content-api/auth/tokens.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { seedDemo } from '../../content-api/seed/seedDemo.ts'
import { seeded, varyProse } from '../generate/realisticValues.ts'
import { median, type BenchGroup, type Figures } from './figures.ts'

const pageCount = 10_000
// Shapes of page titles and the sections they sit in, reworded per page (varyProse): varied words, lengths and paths.
const shapes = ['Ocean View Suite', 'Family Fun at the Kids Club', 'Weddings', 'Dining and Bars', 'Spa Treatments and Rituals', 'Golf Course', 'Cenote and Reef Tours from the Resort']
const sections = ['rooms', 'dining', 'spa', 'weddings', 'activities', 'offers', 'blog', 'press']
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

const worst = (xs: number[]) => Math.max(...xs)
const round = (ms: number) => Math.round(ms * 100) / 100

/**
 * The studio's page list with 10,000 pages more than the demo: the first screen (the latest changed, 20 a page)
 * and each search keystroke, as GET /api/pages answers them in process (routing, sign-in check, query, JSON).
 */
async function run(): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'voix-page-list-bench-'))
  const db = await openDatabase({ sqliteFile: join(dir, 'voix.sqlite') })
  try {
    await seedDemo(db, { agentPassword: 'bench-agent-password' })
    const editor = await createUser(db, { email: 'bench@voix.localhost', name: 'Bench', role: 'editor', password: 'bench-editor-password' })
    const { access_token } = await issueTokens(db, editor.id, 'voix-studio')
    const sample = await db.kysely.selectFrom('pages').select(['draft', 'schema_version']).where('site_id', '=', 'playaresorts').where('path', '=', '/spa').executeTakeFirstOrThrow()
    const sites = (await db.kysely.selectFrom('sites').select('id').execute()).map((s) => s.id)
    const draft = JSON.parse(sample.draft) as Record<string, unknown>
    const start = Date.now() - pageCount * 60_000
    const random = seeded('page-list-bench')
    const titles: string[] = []
    const paths = new Set<string>()
    await db.kysely.transaction().execute(async (tx) => {
      for (let from = 0; from < pageCount; from += 500) {
        const rows = Array.from({ length: Math.min(500, pageCount - from) }, (_, k) => {
          const i = from + k
          const title = varyProse(shapes[Math.floor(random() * shapes.length)]!, random)
          const base = `/${sections[Math.floor(random() * sections.length)]}/${slugOf(title)}`
          let path = base
          for (let n = 2; paths.has(path); n++) path = `${base}-${n}`
          paths.add(path)
          titles.push(title)
          const at = new Date(start + i * 60_000).toISOString()
          const id = newId()
          return { id, site_id: sites[i % sites.length]!, path, locale: 'en', title, draft: JSON.stringify({ ...draft, id, title, path }), schema_version: Number(sample.schema_version), published_version_id: null, source_page_id: null, source_version: null, created_by: `author${i % 12}@voix.localhost`, version: 1, created_at: at, updated_at: at }
        })
        await tx.insertInto('pages').values(rows).execute()
      }
    })
    const app = new Hono().route('/api', createApi({ db, publicUrl: 'http://localhost' }))
    const headers = { Authorization: `Bearer ${access_token}`, 'X-Voix-Site': '0' }
    const time = async (query: string) => {
      const at = performance.now()
      const answer = await app.request(`/api/pages?sort=updated_at&order=desc&limit=20&${query}`, { headers })
      if (answer.status !== 200) throw new Error(`GET /api/pages?${query} answered ${answer.status}: ${await answer.text()}`)
      await answer.json()
      return performance.now() - at
    }
    for (let i = 0; i < 5; i++) await time('')
    const first: number[] = []
    for (let i = 0; i < 20; i++) first.push(await time(''))
    // What an editor types, one keystroke at a time (every prefix is one request): the title of one page.
    const typed = titles[4321]!.toLowerCase()
    const keystrokes: number[] = []
    const filtered: number[] = []
    for (let round = 0; round < 3; round++)
      for (let n = 1; n <= typed.length; n++) {
        const q = encodeURIComponent(typed.slice(0, n))
        keystrokes.push(await time(`q=${q}`))
        filtered.push(await time(`q=${q}&site_id=hyatt-ziva&author=${encodeURIComponent('author3@voix.localhost')}`))
      }
    const unit = `ms (GET /api/pages, ${pageCount.toLocaleString('en')} pages more than the demo, SQLite)`
    return {
      'pageList.firstPageMedian': { value: round(median(first)), unit, target: 100, better: 'lower' },
      'pageList.keystrokeMedian': { value: round(median(keystrokes)), unit: `ms per search keystroke ('${typed}', title or path)`, target: 100, better: 'lower' },
      'pageList.keystrokeWorst': { value: round(worst(keystrokes)), unit: 'ms, slowest keystroke', target: 100, better: 'lower' },
      'pageList.filteredKeystrokeMedian': { value: round(median(filtered)), unit: 'ms per keystroke with site and author filters', target: 100, better: 'lower' },
    }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const pageListBench: BenchGroup = { name: 'pageList', run }
