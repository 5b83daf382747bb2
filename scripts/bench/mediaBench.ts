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
import { seeded, varyProse } from '../generate/realisticValues.ts'
import { percentile, type BenchGroup, type Figures } from './figures.ts'

const count = 10_000
// Shapes of file names and alt text, reworded per file (varyProse): uploads named by people and by cameras.
const nameShapes = ['Pool at Sunset', 'Ocean View Suite Balcony', 'Wedding on the Beach', 'Lobby', 'Kids Club Games Afternoon']
const altShapes = ['Guests by the pool at sunset', 'A couple on the balcony of an ocean view suite', 'Breakfast on the terrace', 'The spa garden']
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
const sites = ['playaresorts', 'hyatt-ziva', 'hyatt-zilara', 'panama-jack']
const round = (n: number) => Math.round(n * 10) / 10

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
    const random = seeded('media-bench')
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!
    const files: { name: string; alt: string; site: string }[] = []
    await withTransaction(db, async (tx) => {
      const inTx = { ...db, kysely: tx }
      for (let i = 0; i < count; i++) {
        const hash = (BigInt(i) * 2654435761n).toString(16).padStart(64, 'a').slice(-64)
        // A third straight from a camera, the rest named by who uploaded them; a fifth without alt text yet.
        const name = random() < 0.33 ? `IMG_${String(Math.floor(random() * 10_000)).padStart(4, '0')}.jpg` : `${slugOf(varyProse(pick(nameShapes), random))}.jpg`
        const alt = random() < 0.2 ? '' : varyProse(pick(altShapes), random)
        const site = pick(sites)
        const [width, height] = pick([[1600, 1000], [4032, 3024], [1200, 1600], [2400, 1350]] as const)
        files.push({ name, alt, site })
        await insertRecord(
          inTx,
          media,
          MediaRecord.parse({ id: hash, name, type: 'image/jpeg', bytes: 40_000 + Math.floor(random() * 4_000_000), url: `/media/${hash}.jpg`, alt, width, height, uploaded_by: 'Bench', site_id: site }),
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
    // What an editor types: a file's alt text, a file's name, and a camera's number.
    const described = files.find((f, i) => i > 4000 && f.alt)!
    const named = files.find((f, i) => i > 1000 && !f.name.startsWith('IMG_'))!
    for (const typed of [described.alt.toLowerCase(), named.name.replace(/\.jpg$/, ''), 'img_12'])
      for (let n = 1; n <= typed.length; n++) keystrokes.push((await time(`&q=${encodeURIComponent(typed.slice(0, n))}`)).ms)
    const zivaWord = files.find((f) => f.site === 'hyatt-ziva' && f.alt)!.alt.split(' ')[0]!.toLowerCase()
    const filtered = await time(`&q=${encodeURIComponent(zivaWord)}&type=image/jpeg&site_id=hyatt-ziva`)
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
