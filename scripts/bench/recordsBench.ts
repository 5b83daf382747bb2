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
import type { BenchGroup } from './figures.ts'

const count = 10_000
const words = ['Sunset', 'Ocean', 'Family', 'Spa', 'Romance', 'Early', 'Summer', 'Winter', 'Golf', 'Suite', 'Kids', 'Club']

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!
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
      await withTransaction(db, async (tx) => {
        for (let i = 0; i < count; i++) {
          const title = `${words[i % words.length]} ${words[(i * 7) % words.length]} offer ${i}`
          const doc = Special.parse({ id: `special-${i}`, title, slug: `offer-${i}`, content: `<p>${title}: book by Friday.</p>`, percentOff: i % 60, endDate: '2027-12-31' })
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
      const typed = 'romance spa offer 4321'
      const keystrokes: number[] = []
      for (let round = 0; round < 3; round++)
        for (let i = 1; i <= typed.length; i++) keystrokes.push((await get(`limit=25&offset=0&sort=title&order=asc&q=${encodeURIComponent(typed.slice(0, i))}`)).ms)
      return {
        'records list, first page of 10,000 (median)': { value: round(median(first)), unit: 'ms', target: 100, better: 'lower' },
        'records list, first page of 10,000 (p95)': { value: round(p95(first)), unit: 'ms', target: 100, better: 'lower' },
        'records search, per keystroke in 10,000 (median)': { value: round(median(keystrokes)), unit: 'ms', target: 100, better: 'lower' },
        'records search, per keystroke in 10,000 (p95)': { value: round(p95(keystrokes)), unit: 'ms', target: 100, better: 'lower' },
      }
    } finally {
      server.close()
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
