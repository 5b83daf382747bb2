import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { editSnapshot, generateSnapshot, titleChanged } from '../generate/generateSnapshot.ts'
import { buildSite } from '../../build/buildSite.ts'
import { servedFiles } from '../../build/testing/servedFiles.ts'
import { SnapshotDirWriter } from '../../build/source/SnapshotDirWriter.ts'
import { pagesIndexFile, snapshotDirSource, type PagesIndexEntry, type SourcePage } from '../../build/source/snapshotSource.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'voix-snapshot-format-'))
  dirs.push(dir)
  return dir
}

const meta = { sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: [], isDefault: true }] }
const indexLines = (dir: string) => readFileSync(join(dir, pagesIndexFile), 'utf8').split('\n').filter(Boolean)

async function listed(dir: string) {
  const source = snapshotDirSource(dir)
  const pages: SourcePage[] = []
  for await (const batch of source.pages()) pages.push(...batch)
  return { pages, places: source.places!(pages) }
}

/** The folder as a writer of format 1 left it: no format in the header, no checked marks. */
function asFormat1(dir: string) {
  const [header, ...entries] = indexLines(dir)
  const { bytes } = JSON.parse(header!) as { bytes: number }
  writeFileSync(join(dir, pagesIndexFile), `${JSON.stringify({ bytes })}\n${entries.map((e) => JSON.stringify((JSON.parse(e) as PagesIndexEntry).slice(0, 5))).join('\n')}\n`)
}

describe('the snapshot folder format', () => {
  it('marks a page checked when the schema accepts it, written as the schema gives it back; a rejected page goes as it came, unmarked', async () => {
    const dir = tempDir()
    const writer = new SnapshotDirWriter(dir, meta)
    const good = { id: 'a', site_id: 's1', path: '/a', title: 'Rooms', layout: 'blocks', elements: [newSliceFromBlock('GlobalIntro', { title: 'Welcome' })] }
    await writer.add(JSON.stringify(good), 'a', 's1')
    const bad = JSON.stringify({ id: 'b', site_id: 's1', path: '/b', title: 'Spa', layout: 'blocks', elements: [{ id: 'x', type: 'slice' }] })
    await writer.add(bad, 'b', 's1')
    await writer.close()

    expect(JSON.parse(indexLines(dir)[0]!)).toMatchObject({ format: 2 })
    const [a, b] = indexLines(dir).slice(1).map((l) => JSON.parse(l) as PagesIndexEntry)
    expect(a).toHaveLength(6)
    expect(a![5]).toBe(1)
    expect(b).toHaveLength(5)
    const lines = readFileSync(join(dir, 'pages.ndjson'), 'utf8').split('\n')
    expect(lines[1]).toBe(bad)
    // The schema's defaults are in the written line (the page's head, tags and elements' settings).
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: 'a', head: [], tags: [] })
    expect((await listed(dir)).places.map((p) => p.checked)).toEqual([true, undefined])
  })

  it('still reads format 1, every page then checked by the build; refuses a newer format and a mark format 1 never had', async () => {
    const dir = tempDir()
    await generateSnapshot(dir, { pages: 3, realistic: true })
    asFormat1(dir)
    const { pages, places } = await listed(dir)
    expect(pages).toHaveLength(3)
    expect(places.every((p) => p.checked === undefined)).toBe(true)
    // A copy with one page changed (a publish) keeps the other pages' lines, and so their versions, as they were,
    // though format 1 lines are not in the form the schema gives back.
    const raw = join(dir, 'raw')
    const writer = new SnapshotDirWriter(raw, meta)
    for (const id of ['a', 'b', 'c']) await writer.add(JSON.stringify({ id, site_id: 's1', path: `/${id}`, title: id, layout: 'blocks', elements: [] }), id, 's1', { as: 'unchecked' })
    await writer.close()
    asFormat1(raw)
    const edited = join(dir, 'edited')
    await editSnapshot(raw, edited, (line, n) => (n === 1 ? titleChanged(line, 'Edition 2') : line))
    const versions = (d: string) => indexLines(d).slice(1).map((l) => (JSON.parse(l) as PagesIndexEntry)[2])
    expect(versions(edited).map((v, i) => v === versions(raw)[i])).toEqual([true, false, true])

    const [header, ...entries] = indexLines(dir)
    const { bytes } = JSON.parse(header!) as { bytes: number }
    writeFileSync(join(dir, pagesIndexFile), `${JSON.stringify({ bytes, format: 3 })}\n${entries.join('\n')}\n`)
    await expect(listed(dir)).rejects.toThrow(
      `${join(dir, pagesIndexFile)} is snapshot format 3, which this version of Voix cannot read (it reads formats 1 to 2): export the snapshot again with this version ('npm run snapshot -- export <dir>')`,
    )
    // A format 1 index with a sixth item was not written by a writer that checks: refused rather than trusted.
    const marked = entries.map((e) => JSON.stringify([...(JSON.parse(e) as PagesIndexEntry).slice(0, 5), 1]))
    writeFileSync(join(dir, pagesIndexFile), `${JSON.stringify({ bytes })}\n${marked.join('\n')}\n`)
    await expect(listed(dir)).rejects.toThrow(`${join(dir, pagesIndexFile)}: line 2 is not [id, site_id, version, offset, length]`)
  })

  it('builds the same bytes from checked pages as when the build checks them itself', async () => {
    const root = tempDir()
    const checked = join(root, 'checked')
    await generateSnapshot(checked, { pages: 24, realistic: true })
    const unchecked = join(root, 'unchecked')
    await generateSnapshot(unchecked, { pages: 24, realistic: true })
    asFormat1(unchecked)
    expect((await listed(checked)).places.every((p) => p.checked)).toBe(true)

    await buildSite({ source: snapshotDirSource(checked), outRoot: join(root, 'out-checked'), bundleDir, buildId: 'b1', extraPages: [] })
    await buildSite({ source: snapshotDirSource(unchecked), outRoot: join(root, 'out-unchecked'), bundleDir, buildId: 'b1', extraPages: [] })
    const files = servedFiles(join(root, 'out-checked'), 'b1')
    expect(Object.keys(files).length).toBeGreaterThan(24)
    expect(files).toEqual(servedFiles(join(root, 'out-unchecked'), 'b1'))
  }, 120_000)
})
