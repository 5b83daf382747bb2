import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { sectionGroup } from '../../catalogue/model/sections/expandSections.ts'
import { buildSite } from '../buildSite.ts'
import { servedFiles } from '../testing/servedFiles.ts'
import { intro, sectionSite } from '../testing/sectionSite.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
const tempRoot = () => {
  const dir = mkdtempSync(join(tmpdir(), 'voix-sections-'))
  dirs.push(dir)
  return dir
}

const content = () => sectionSite()
const build = (input: ReturnType<typeof content>, outRoot: string, buildId: string) => buildSite({ snapshot: PublishedSnapshot.parse(input), outRoot, bundleDir, buildId, extraPages: [] })
const withoutBuildId = (text: string, id: string) => text.replaceAll(id, '<build>')

describe('shared sections in the build', () => {
  it('a section edited once rebuilds exactly the 50 pages placing it, and each shows the change', async () => {
    const outRoot = tempRoot()
    const input = content()
    const first = await build(input, outRoot, 'b1')
    expect(first).toMatchObject({ pages: 61, rendered: 61, reused: 0 })
    expect(first.skipped).toEqual([])
    expect(servedFiles(outRoot, 'b1')['demo/rooms/1 index.html']).toContain('Book direct and save 30%')

    const edited = structuredClone(input)
    edited.sections[0]!.elements[0] = intro('Book direct and save 35%', 'sec')
    const second = await build(edited, outRoot, 'b2')
    expect(second).toMatchObject({ pages: 61, rendered: 50, reused: 11 })
    const placing = Array.from({ length: 50 }, (_, i) => `demo/rooms/${i}`).sort()
    expect(second.changedPaths.map((p) => `${p.site}${p.path}`).sort()).toEqual(placing)
    const files = servedFiles(outRoot, 'b2')
    for (const path of placing) expect(files[`${path} index.html`]).toContain('Book direct and save 35%')
    expect(files['demo/rooms/55 index.html']).not.toContain('Book direct')
  })

  it('detaching a page’s copy keeps its output byte for byte', async () => {
    const outRoot = tempRoot()
    const input = content()
    await build(input, outRoot, 'b1')
    const detached = structuredClone(input)
    const page = detached.pages[1]!
    const at = page.elements.findIndex((el) => el.component === 'GlobalSharedSection')
    page.elements[at] = sectionGroup(page.elements[at]!, input.sections[0]! as never)
    const second = await build(detached, outRoot, 'b2')
    expect(second.skipped).toEqual([])
    const before = servedFiles(outRoot, 'b1')
    const after = servedFiles(outRoot, 'b2')
    for (const file of ['index.html', '_payload.json'] as const) expect(withoutBuildId(after[`demo/rooms/1 ${file}`]!, 'b2')).toBe(withoutBuildId(before[`demo/rooms/1 ${file}`]!, 'b1'))
    // Its text changed, so it is listed for a CDN purge; what is served is the same.
  })

  it('a page placing a deleted section fails alone, named in the report; the other pages go live', async () => {
    const outRoot = tempRoot()
    const input = content()
    await build(input, outRoot, 'b1')
    const gone = { ...structuredClone(input), sections: [] }
    const second = await build(gone, outRoot, 'b2')
    expect(second.skipped).toHaveLength(50)
    expect(second.skipped[0]!.message).toContain("The shared section 'Booking strip' no longer exists")
    expect(servedFiles(outRoot, 'b2')['demo/rooms/55 index.html']).toContain('Room 55')
  })
})
