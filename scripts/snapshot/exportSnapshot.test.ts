import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../build/buildSite.ts'
import { snapshotDirSource } from '../../build/source/snapshotSource.ts'
import { readPublishedSnapshot } from '../../content-api/store/readPublishedSnapshot.ts'
import { setupApi } from '../../content-api/testing/setupApi.ts'
import { testDatabases } from '../../content-api/testing/testDatabases.ts'
import { buildBundles } from '../lib/buildBundles.ts'
import { exportSnapshot } from './exportSnapshot.ts'

const databases = await testDatabases()
const root = mkdtempSync(join(tmpdir(), 'voix-export-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe.each(databases)('snapshot export on $name', ({ name, open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open, { seed: true })
  })
  afterAll(() => t.close())

  it('writes the published content as a folder a build reads, page for page', async () => {
    const dir = join(root, name)
    const { pages, sites } = await exportSnapshot(t.db, dir)
    const published = await readPublishedSnapshot(t.db)
    expect(pages).toBe(published.pages.length)
    expect(sites).toBe(published.sites.length)
    const source = snapshotDirSource(dir)
    const { pages: _pages, ...meta } = published
    expect(source.meta).toEqual(meta)
    const listed = []
    for await (const batch of source.pages()) listed.push(...batch)
    const texts = await source.texts!(listed)
    expect(texts.map((text) => (JSON.parse(text) as { id: string }).id)).toEqual(published.pages.map((p) => p.id))
    // Exported again into the same folder: the same bytes.
    const before = readFileSync(join(dir, 'pages.ndjson'))
    await exportSnapshot(t.db, dir)
    expect(readFileSync(join(dir, 'pages.ndjson'))).toEqual(before)
  }, 120_000)

  it('refuses a folder holding other files, and leaves them as they were', async () => {
    const dir = join(root, `${name}-taken`)
    mkdirSync(dir)
    writeFileSync(join(dir, 'notes.txt'), 'mine')
    await expect(exportSnapshot(t.db, dir)).rejects.toThrow(/holds other files \(notes\.txt\)/)
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine')
  })
})

describe('an exported snapshot', () => {
  it('builds every published page of the demo', async () => {
    const db = await databases[0]!.open()
    const t = await setupApi(async () => db, { seed: true })
    try {
      const dir = join(root, 'build-me')
      const { pages } = await exportSnapshot(t.db, dir)
      const bundleRoot = resolve('.voix/bundle')
      buildBundles(bundleRoot)
      const built = await buildSite({ source: snapshotDirSource(dir), outRoot: join(root, 'out'), bundleDir: join(bundleRoot, 'site'), extraPages: [] })
      expect(built.skipped).toEqual([])
      expect(built.pages).toBe(pages)
    } finally {
      await t.close()
    }
  }, 180_000)
})
