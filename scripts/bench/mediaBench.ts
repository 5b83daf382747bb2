import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { MediaRecord } from '../../catalogue/model/entities/media.ts'
import { createApi } from '../../content-api/app.ts'
import { createUser } from '../../content-api/auth/ensureAdmin.ts'
import { issueTokens } from '../../content-api/auth/tokens.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { withTransaction } from '../../content-api/db/withTransaction.ts'
import { insertRecord } from '../../content-api/entities/entityStore.ts'
import { media } from '../../content-api/entities/registry.ts'
import type { BenchGroup, Figures } from './figures.ts'

const count = 10_000
const words = ['pool', 'beach', 'sunset', 'lobby', 'suite', 'spa', 'dinner', 'wedding', 'kids club', 'golf', 'terrace', 'ocean view', 'breakfast', 'yoga', 'marina']
const sites = ['playaresorts', 'hyatt-ziva', 'hyatt-zilara', 'panama-jack']
const round = (n: number) => Math.round(n * 10) / 10
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!

/**
 * The media library with 10,000 files, as the studio asks for it: the first screen (newest 24), then a search sent
 * on every keystroke of two queries (name and alt text), each answered by the API over SQLite from a fresh process.
 */
async function run(): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'voix-media-bench-'))
  const db = await openDatabase({ sqliteFile: join(dir, 'voix.sqlite') })
  try {
    const user = await createUser(db, { email: 'bench@voix.localhost', name: 'Bench', role: 'editor', password: 'bench-editor-password' })
    const { access_token } = await issueTokens(db, user.id, 'voix-studio')
    await withTransaction(db, async (tx) => {
      const inTx = { ...db, kysely: tx }
      for (let i = 0; i < count; i++) {
        const word = words[i % words.length]!
        const hash = (BigInt(i) * 2654435761n).toString(16).padStart(64, 'a').slice(-64)
        await insertRecord(
          inTx,
          media,
          MediaRecord.parse({ id: hash, name: `${word.replace(' ', '-')}-${i}.jpg`, type: 'image/jpeg', bytes: 100_000 + i, url: `/media/${hash}.jpg`, alt: `${word} at resort ${i % 97}`, width: 1600, height: 1000, uploaded_by: 'Bench', site_id: sites[i % sites.length]! }),
        )
      }
    })
    const app = new Hono().route('/api', createApi({ db, publicUrl: 'http://localhost' }))
    const headers = { Authorization: `Bearer ${access_token}`, 'X-Voix-Site': '0' }
    const time = async (query: string) => {
      const start = performance.now()
      const res = await app.request(`http://localhost/api/media?limit=24&offset=0&sort=created_at&order=desc${query}`, { headers })
      const body = (await res.json()) as { total: number }
      const ms = performance.now() - start
      if (res.status !== 200) throw new Error(`the media list answered ${res.status}`)
      return { ms, total: body.total }
    }
    for (let i = 0; i < 5; i++) await time('')
    const first: number[] = []
    for (let i = 0; i < 20; i++) first.push((await time('')).ms)
    const keystrokes: number[] = []
    for (const typed of ['ocean view', 'resort 42', 'wedding-1234'])
      for (let n = 1; n <= typed.length; n++) keystrokes.push((await time(`&q=${encodeURIComponent(typed.slice(0, n))}`)).ms)
    const filtered = await time('&q=pool&type=image/jpeg&site_id=hyatt-ziva')
    if (filtered.total === 0) throw new Error('the filtered search found nothing; the bench data is wrong')
    return {
      'media library first screen, 10,000 files': { value: round(percentile(first, 0.5)), unit: 'ms', target: 100, better: 'lower' },
      'media library search keystroke p95, 10,000 files': { value: round(percentile(keystrokes, 0.95)), unit: 'ms', target: 100, better: 'lower' },
      'media library search keystroke median, 10,000 files': { value: round(percentile(keystrokes, 0.5)), unit: 'ms', target: null, better: 'lower' },
    }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const mediaBench: BenchGroup = { name: 'media', run }
