import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { getRecord, updateRecord } from '../../content-api/entities/entityStore.ts'
import { specials } from '../../content-api/entities/registry.ts'
import { seedDemo } from '../../content-api/seed/seedDemo.ts'

/**
 * The CI flows of the README and build/README.md as a pipeline runs them, each step a process of its own in a
 * folder of its own (a runner): a snapshot exported with the demo's uploads, copied to clean folders, built there,
 * sharded and merged; and `voix diff` between two builds that differ in one special offer.
 */
const root = mkdtempSync(join(tmpdir(), 'voix-ci-'))
// Several builds and exports: removing them takes a while on a busy machine.
afterAll(() => rmSync(root, { recursive: true, force: true }), 300_000)

// A runner knows only what it is given: no database address, its own DATA_DIR and export folder.
const runner = (name: string) => ({ DATABASE_URL: '', STORAGE: '', DATA_DIR: join(root, name, 'data'), DIST_DIR: join(root, name, 'dist') })
/** A step as its own process, as a runner runs it; several run at once, as a pipeline's parallel jobs do. */
function run(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
const build = (args: string[], env: Record<string, string>) => run(['--import', 'tsx', 'scripts/build.ts', ...args], { ...env, NODE_ENV: 'production' })
const voix = (args: string[], env: Record<string, string>) => run(['bin/voix.mjs', ...args], env)
const liveBuild = (env: Record<string, string>) => basename(readlinkSync(join(env.DATA_DIR!, 'site', 'live')))
/** The paths of a site's built pages whose HTML holds the text. */
function pagesHolding(siteDir: string, text: string, path = ''): string[] {
  return readdirSync(join(siteDir, path), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'media' || entry.name.startsWith('_') ? [] : pagesHolding(siteDir, text, `${path}/${entry.name}`)
    return entry.name === 'index.html' && readFileSync(join(siteDir, path, entry.name), 'utf8').includes(text) ? [path || '/'] : []
  })
}

const uploadsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((n) => /^[0-9a-f]{64}\.(jpg|png|webp|pdf)$/.test(n)) : [])

const source = runner('source')
let uploads: string[] = []
beforeAll(async () => {
  // The product's own database, seeded with the demo's uploaded photos and rate sheet, as `npm start` seeds it.
  mkdirSync(source.DATA_DIR, { recursive: true })
  const db = await openDatabase({ sqliteFile: join(source.DATA_DIR, 'voix.sqlite') })
  await seedDemo(db, { mediaDir: join(source.DATA_DIR, 'media') })
  await db.close()
  uploads = uploadsIn(join(source.DATA_DIR, 'media'))
  const exported = await voix(['snapshot', 'export', join(root, 'content')], source)
  expect(exported.status, exported.stderr).toBe(0)
  expect(exported.stdout).toMatch(/exported \d+ published pages of \d+ sites and \d+ uploads/)
}, 300_000)

// The two flows are independent (folders of their own), so they run side by side, as a pipeline's jobs do.
describe.concurrent('a snapshot on another machine', () => {
  it('carries the uploads its content shows', () => {
    expect(uploads.length).toBeGreaterThan(0)
    expect(uploadsIn(join(root, 'content', 'media')).sort()).toEqual(uploads.sort())
  })

  it("builds as the sharded-CI example does: shards on clean runners at once, the merge on another, with every upload its pages show", async () => {
    const results = join(root, 'artifacts', 'shards')
    const shards = await Promise.all(
      [1, 2].map((shard) => {
        const clean = runner(`shard-${shard}`)
        // Each runner downloads the snapshot artifact into its own checkout.
        cpSync(join(root, 'content'), join(root, `shard-${shard}`, 'site-content'), { recursive: true })
        return build(['--shard', `${shard}/2`, '--snapshot', join(root, `shard-${shard}`, 'site-content'), '--results', results], clean)
      }),
    )
    for (const made of shards) expect(made.status, made.stderr).toBe(0)
    const merge = runner('merge')
    const merged = await build(['--merge', '2', '--results', results], merge)
    expect(merged.status, merged.stderr).toBe(0)
    expect(merged.stderr).not.toContain('warning: an upload')
    // The export holds each upload a page of it names, byte for byte as uploaded.
    const dist = merge.DIST_DIR
    for (const site of readdirSync(dist).filter((n) => existsSync(join(dist, n, 'media'))))
      for (const name of uploadsIn(join(dist, site, 'media'))) expect(readFileSync(join(dist, site, 'media', name)).equals(readFileSync(join(source.DATA_DIR, 'media', name)))).toBe(true)
    expect(uploadsIn(join(dist, 'playaresorts', 'media')).length).toBeGreaterThan(0)
  }, 900_000)
})

describe.concurrent('voix diff', () => {
  it('names exactly the one offer that changed between two builds made in a clean folder, as pure JSON', async () => {
    const runnerEnv = runner('diff')
    cpSync(join(root, 'content'), join(root, 'diff', 'content'), { recursive: true })
    const first = await build(['--snapshot', join(root, 'diff', 'content')], runnerEnv)
    expect(first.status, first.stderr).toBe(0)
    expect(first.stderr).not.toContain('warning: an upload')
    const before = liveBuild(runnerEnv)
    // Built whole from the snapshot and its uploads, with the uploads in the export.
    const report = JSON.parse(readFileSync(join(runnerEnv.DATA_DIR, 'site', 'builds', before, 'report.json'), 'utf8')) as { skipped: unknown[] }
    expect(report.skipped).toEqual([])
    expect(uploadsIn(join(runnerEnv.DIST_DIR, 'playaresorts', 'media')).length).toBeGreaterThan(0)
    // The demo page that shows the offer (in its structured data), wherever the demo puts it.
    const showing = pagesHolding(join(runnerEnv.DIST_DIR, 'playaresorts'), '"name":"Save up to 40%"')
    expect(showing).toHaveLength(1)
    const shownAt = showing[0]!
    const db = await openDatabase({ sqliteFile: join(source.DATA_DIR, 'voix.sqlite') })
    // Saved as the studio saves a record.
    const offer = (await getRecord(db, specials, 'special-40-off'))!
    expect(offer.doc.title).toBe('Save up to 40%')
    await updateRecord(db, specials, offer.doc.id, offer.version, { ...offer.doc, title: 'Save up to 45%' })
    await db.close()
    const exported = await voix(['snapshot', 'export', join(root, 'content-2')], source)
    expect(exported.status, exported.stderr).toBe(0)
    const second = await build(['--snapshot', join(root, 'content-2')], runnerEnv)
    expect(second.status, second.stderr).toBe(0)
    const after = liveBuild(runnerEnv)

    const diff = await voix(['diff', before, after, '--json'], runnerEnv)
    expect(diff.status).toBe(1)
    const answer = JSON.parse(diff.stdout) as { changed: unknown[]; added: unknown[]; removed: unknown[] }
    expect(answer).toMatchObject({ added: [], removed: [] })
    expect(answer.changed).toEqual([
      { site: 'playaresorts', path: shownAt, changes: [{ block: 'Structured data: Offer “Save up to 40%”', field: 'name', before: 'Save up to 40%', after: 'Save up to 45%' }] },
    ])
    const text = await voix(['diff', before, after], runnerEnv)
    expect(text.stdout).toContain(`  ~ playaresorts ${shownAt}\n      Structured data: Offer “Save up to 40%” › name: "Save up to 40%" → "Save up to 45%"\n`)
    expect((await voix(['diff', after, after, '--json'], runnerEnv)).status).toBe(0)
  }, 900_000)
})
