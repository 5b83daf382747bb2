import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Special } from '../../catalogue/model/entities/special.ts'
import { createApi } from '../../content-api/app.ts'
import { createUser } from '../../content-api/auth/ensureAdmin.ts'
import { issueTokens } from '../../content-api/auth/tokens.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { withTransaction } from '../../content-api/db/withTransaction.ts'
import { insertRecord } from '../../content-api/entities/entityStore.ts'
import { specials } from '../../content-api/entities/registry.ts'
import { seeded, varyProse } from '../generate/realisticValues.ts'
import { median, percentile, type BenchGroup } from './figures.ts'

const count = 10_000
// Shapes of offer titles, reworded per record (varyProse): titles of varied words and lengths, as an editor writes them.
const shapes = ['Sunset Romance Package', 'Early Booking Family Offer', 'Spa Escape', 'Stay Longer and Save on Ocean View Suites', 'Golf Weekend with Breakfast Included', 'Kids Stay Free This Summer']
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

const round = (n: number) => Math.round(n * 10) / 10

/**
 * The studio's record list with 10,000 specials in the embedded database, through the real API over HTTP as
 * the list screen asks: the first page (25, sorted by title), and one request per keystroke while a title is
 * typed into the search box (each a case-insensitive match over every title and slug, with the total).
 */
export const recordsBench: BenchGroup = {
  name: 'records',
  run: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voix-records-bench-'))
    const db = await openDatabase({ sqliteFile: join(dir, 'voix.sqlite') })
    const server = { close: () => {} }
    try {
      const editor = await createUser(db, { email: 'records@voix.localhost', name: 'Records', role: 'editor', password: 'records-bench-password' })
      const { access_token } = await issueTokens(db, editor.id, 'voix-studio')
      const random = seeded('records-bench')
      const titles: string[] = []
      const slugs = new Set<string>()
      await withTransaction(db, async (tx) => {
        for (let i = 0; i < count; i++) {
          const title = varyProse(shapes[Math.floor(random() * shapes.length)]!, random)
          let slug = slugOf(title)
          // Titles may repeat; slugs may not, and an editor tells them apart with a number.
          for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(title)}-${n}`
          slugs.add(slug)
          titles.push(title)
          const content = `<p>${varyProse('Book by Friday and enjoy the resort with your family, breakfast included every morning.', random)}</p>`.repeat(1 + Math.floor(random() * 4))
          const doc = Special.parse({ id: `special-${i}`, title, slug, content, percentOff: i % 60, endDate: '2027-12-31' })
          await insertRecord({ ...db, kysely: tx }, specials, doc)
        }
      })
      const app = new Hono().route('/api', createApi({ db, publicUrl: 'http://localhost' }))
      const port = await new Promise<number>((resolve) => {
        const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port))
        server.close = () => s.close()
      })
      const headers = { Authorization: `Bearer ${access_token}`, 'X-Voix-Site': '0' }
      const get = async (query: string) => {
        const started = performance.now()
        const res = await fetch(`http://127.0.0.1:${port}/api/specials?${query}`, { headers })
        const body = (await res.json()) as { items: unknown[]; total: number }
        if (res.status !== 200 || !Array.isArray(body.items)) throw new Error(`the list answered ${res.status}`)
        return { ms: performance.now() - started, total: body.total }
      }
      for (let i = 0; i < 5; i++) await get('limit=25&sort=title&order=asc') // warm-up
      const first: number[] = []
      for (let i = 0; i < 30; i++) {
        const { ms, total } = await get('limit=25&offset=0&sort=title&order=asc')
        if (total !== count) throw new Error(`expected ${count} specials, the list has ${total}`)
        first.push(ms)
      }
      // An editor typing the title of one record, in lower case, as one types into a search box.
      const typed = titles[4321]!.toLowerCase()
      const keystrokes: number[] = []
      for (let round = 0; round < 3; round++)
        for (let i = 1; i <= typed.length; i++) keystrokes.push((await get(`limit=25&offset=0&sort=title&order=asc&q=${encodeURIComponent(typed.slice(0, i))}`)).ms)
      return {
        'records list, first page of 10,000 (median)': { value: round(median(first)), unit: 'ms', target: 100, better: 'lower' },
        'records list, first page of 10,000 (p95)': { value: round(percentile(first, 0.95)), unit: 'ms', target: 100, better: 'lower' },
        'records search, per keystroke in 10,000 (median)': { value: round(median(keystrokes)), unit: 'ms', target: 100, better: 'lower' },
        'records search, per keystroke in 10,000 (p95)': { value: round(percentile(keystrokes, 0.95)), unit: 'ms', target: 100, better: 'lower' },
      }
    } finally {
      server.close()
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
