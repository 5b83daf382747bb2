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

// Each test builds tens of pages one to three times: seconds, but minutes on a machine under load.
describe('shared sections in the build', { timeout: 120_000 }, () => {
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

  it('renders a shared section once per site context: every other page placing it copies it from the fragment cache', async () => {
    // One worker, so one cache: the section is placed in two ways (on its own, and inside a group), each a text of its
    // own, each rendered on the first page placing it that way and copied onto the other 24. A worker proves its fast
    // path on its first page the usual way: that page is one placing no section.
    const outRoot = tempRoot()
    const input = content()
    const warm = { ...structuredClone(input), pages: input.pages.slice(50), sections: [] }
    await buildSite({ snapshot: PublishedSnapshot.parse(warm), outRoot: tempRoot(), bundleDir, buildId: 'b0', extraPages: [], workers: 1 })
    const first = await buildSite({ snapshot: PublishedSnapshot.parse(input), outRoot, bundleDir, buildId: 'b1', extraPages: [], workers: 1 })
    expect(first.report.fragmentsReused).toBe(50 - 2)
    // The same on a second site: its own context (layout, menu, records), so rendered there once more.
    const twoSites = structuredClone(input)
    for (const page of twoSites.pages.slice(0, 50)) if (Number(page.path.split('/').pop()) >= 25) page.site_id = 's2'
    const second = await buildSite({ snapshot: PublishedSnapshot.parse(twoSites), outRoot: tempRoot(), bundleDir, buildId: 'b1', extraPages: [], workers: 1 })
    expect(second.report.fragmentsReused).toBe(50 - 4)
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
