import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import { buildSite } from './buildSite.ts'
import { readPageFile } from './deploy/pageFiles.ts'
import { diffBuilds } from './diff/diffBuilds.ts'
import { rollback } from './deploy/rollback.ts'
import { storedAt } from './outputPaths.ts'
import { SnapshotDirWriter } from './source/SnapshotDirWriter.ts'
import { snapshotDirSource } from './source/snapshotSource.ts'
import { countedReads } from './testing/countedReads.ts'
import { servedFiles } from './testing/servedFiles.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
const tempRoot = () => {
  const dir = mkdtempSync(join(tmpdir(), 'voix-incr-'))
  dirs.push(dir)
  return dir
}

type Input = { pages: { id: string; path: string; title: string; elements: unknown[] }[]; menus: { items: unknown[] }[] }

function content(): Input {
  const page = (id: string, site_id: string, path: string, title: string) => ({
    id,
    site_id,
    path,
    title,
    layout: 'blocks',
    elements: [newSliceFromBlock('GlobalIntro', { title }, () => `${id}-${Math.random().toString(36).slice(2)}`)],
  })
  return {
    sites: [
      { id: 's1', slug: 'demo', name: 'Demo Resort', kind: 'resort', layout: 'blocks', hosts: ['demo.localhost'], isDefault: true },
      { id: 's2', slug: 'other', name: 'Other Resort', kind: 'resort', layout: 'blocks', hosts: ['other.localhost'] },
    ],
    menus: [
      { id: 'm1', site_id: 's1', name: 'main', items: [{ label: 'Rooms', href: '/rooms' }] },
      { id: 'm2', site_id: 's2', name: 'main', items: [{ label: 'Spa', href: '/spa' }] },
    ],
    pages: [page('a', 's1', '/', 'Home'), page('b', 's1', '/rooms', 'Rooms'), page('c', 's1', '/spa', 'Spa'), page('d', 's2', '/', 'Other home'), page('e', 's2', '/dine', 'Dine')],
  } as unknown as Input
}

const build = (input: Input, outRoot: string, buildId: string) =>
  buildSite({ snapshot: PublishedSnapshot.parse(input), outRoot, bundleDir, buildId, extraPages: [] })

describe('incremental builds', () => {
  it('re-renders only the changed page, and its output is byte-identical to a full build', async () => {
    const outRoot = tempRoot()
    const input = content()
    expect(await build(input, outRoot, 'b1')).toMatchObject({ pages: 5, rendered: 5, reused: 0 })
    const changed = structuredClone(input)
    changed.pages[1]!.elements = [newSliceFromBlock('GlobalIntro', { title: 'Our rooms, renewed' })]
    const second = await build(changed, outRoot, 'b2')
    expect(second).toMatchObject({ pages: 5, rendered: 1, reused: 4, removed: 0 })
    expect(second.report.largest.map((p) => `${p.site}${p.path}`)).toEqual(['demo/rooms'])
    // What a CDN must purge (build webhooks carry it): only the page whose output changed.
    expect(second).toMatchObject({ changedPaths: [{ site: 'demo', path: '/rooms' }], changedCount: 1 })

    const fresh = tempRoot()
    expect(await build(changed, fresh, 'b2')).toMatchObject({ rendered: 5, reused: 0 })
    const incremental = servedFiles(outRoot, 'b2')
    expect(Object.keys(incremental)).toHaveLength(10)
    expect(incremental).toEqual(servedFiles(fresh, 'b2'))
    expect(incremental['demo/rooms index.html']).toContain('Our rooms, renewed')

    // Named as the studio names them: the block by its label, the field by its label; new ids are one change.
    const rooms = { site: 'demo', path: '/rooms', changes: [{ block: 'Our rooms, renewed', field: 'Title', before: 'Rooms', after: 'Our rooms, renewed' }, { block: 'Our rooms, renewed', field: 'Element id' }] }
    expect(diffBuilds(outRoot, 'b1', 'b2')).toEqual({ added: [], removed: [], changed: [rooms], sameBytes: 0 })
    expect(diffBuilds(outRoot, 'b2', 'b2')).toEqual({ added: [], removed: [], changed: [], sameBytes: 0 })
    expect(() => diffBuilds(outRoot, 'b1', 'b9')).toThrow(`no build 'b9' in ${join(outRoot, 'builds')}`)
  })

  it('npm run diff reports added, removed and changed pages with exit code 1, and 0 for the same pages', async () => {
    const dataDir = tempRoot()
    const outRoot = join(dataDir, 'site')
    const input = content()
    await build(input, outRoot, 'b1')
    const changed = structuredClone(input)
    changed.pages[0]!.title = 'Welcome'
    changed.pages = changed.pages.filter((p) => p.id !== 'c')
    await build(changed, outRoot, 'b2')
    const diff = (...ids: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/diff.ts', ...ids], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' })
    const different = diff('b1', 'b2')
    expect(different.stdout).toBe(
      [
        'b1 → b2: 0 added, 1 removed, 1 changed',
        '  - demo /spa',
        '  ~ demo /',
        '      Page settings › Title: "Home" → "Welcome"',
        '      Page settings › Search and social › title: "Home" → "Welcome"',
        '      Page head › title: "Home" → "Welcome"',
        '      Page head › meta og:title: "Home" → "Welcome"',
        '',
      ].join('\n'),
    )
    expect(different.status).toBe(1)
    expect(diff('b2', 'b2').status).toBe(0)
    const bad = diff('b1', 'nope')
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain("no build 'nope'")
  })

  it("re-renders a site's pages when its menu changes, and drops removed pages", async () => {
    const outRoot = tempRoot()
    const input = content()
    await build(input, outRoot, 'b1')
    const changed = structuredClone(input)
    changed.menus[0]!.items = [{ label: 'Suites', href: '/suites' }]
    changed.pages = changed.pages.filter((p) => p.id !== 'e')
    const second = await build(changed, outRoot, 'b2')
    expect(second).toMatchObject({ pages: 4, rendered: 3, reused: 1, removed: 1, changedCount: 4 })
    expect(second.changedPaths.map((p) => `${p.site}${p.path}`).sort()).toEqual(['demo/', 'demo/rooms', 'demo/spa', 'other/dine'])
    expect(readPageFile(outRoot, 'b2', 'demo', '/spa', 'index.html')).toContain('Suites')
    expect(readPageFile(outRoot, 'b2', 'other', '/dine', 'index.html')).toBeUndefined()
    expect(readPageFile(outRoot, 'b1', 'other', '/dine', 'index.html')).toContain('Dine')
    const meta = JSON.parse(readFileSync(join(outRoot, 'live', 'sites', 'other', 'builds', 'meta', 'b2.json'), 'utf8'))
    expect(meta.prerendered).toEqual(['/'])
  })

  it('rolls back to the previous build, or a named one, without rebuilding', async () => {
    const outRoot = tempRoot()
    const input = content()
    await build(input, outRoot, 'b1')
    const changed = structuredClone(input)
    changed.pages[0]!.elements = [newSliceFromBlock('GlobalIntro', { title: 'Second edition' })]
    await build(changed, outRoot, 'b2')
    expect(rollback(outRoot)).toBe('b1')
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'b1'))
    expect(readPageFile(outRoot, 'b1', 'demo', '/', 'index.html')).toContain('Home')
    expect(rollback(outRoot, 'b2')).toBe('b2')
    expect(() => rollback(outRoot, 'nope')).toThrow("no build 'nope' is kept; kept builds: b1, b2")
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'b2'))
    expect(existsSync(join(outRoot, 'builds', 'b1'))).toBe(true)

    // A build whose stored pages are gone (removed by hand, or stored as an earlier version did) would answer 404.
    const home = JSON.parse(readFileSync(join(outRoot, 'builds', 'b1', 'sites', 'demo', 'routes.json'), 'utf8'))['/'] as string
    rmSync(storedAt(outRoot, home).file)
    expect(() => rollback(outRoot, 'b1')).toThrow("build 'b1' cannot be made live: the files of 1 of its pages are no longer stored (demo/); the live build is unchanged")
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'b2'))
  })

  it('with a versioned source, reads only the pages whose version or dependencies changed, byte-identical to a full build', async () => {
    const root = tempRoot()
    const outRoot = join(root, 'out')
    const input = content()
    // The same content as a snapshot folder with its index of page versions, as the scale generator writes it.
    const writeDir = async (name: string, data: Input) => {
      const { pages, ...meta } = data as Input & Record<string, unknown>
      const writer = new SnapshotDirWriter(join(root, name), meta)
      for (const page of pages) await writer.add(JSON.stringify(page), page.id, (page as unknown as { site_id: string }).site_id)
      await writer.close()
      return join(root, name)
    }
    const v1 = countedReads(await writeDir('v1', input))
    expect(await buildSite({ source: v1.source, outRoot, bundleDir, buildId: 'b1', extraPages: [] })).toMatchObject({ pages: 5, rendered: 5 })
    expect(v1.read.sort()).toEqual(['a', 'b', 'c', 'd', 'e'])

    const changed = structuredClone(input)
    changed.pages[1]!.title = 'Our rooms'
    const v2 = countedReads(await writeDir('v2', changed))
    expect(await buildSite({ source: v2.source, outRoot, bundleDir, buildId: 'b2', extraPages: [] })).toMatchObject({ pages: 5, rendered: 1, reused: 4 })
    expect(v2.read).toEqual(['b'])

    // A menu is part of every page of its site: those pages are read and rendered again, the other site's not.
    changed.menus[1]!.items = [{ label: 'Spa & more', href: '/spa' }]
    const v3 = countedReads(await writeDir('v3', changed))
    expect(await buildSite({ source: v3.source, outRoot, bundleDir, buildId: 'b3', extraPages: [] })).toMatchObject({ pages: 5, rendered: 2, reused: 3 })
    expect(v3.read.sort()).toEqual(['d', 'e'])

    const fresh = join(root, 'fresh')
    await buildSite({ source: snapshotDirSource(join(root, 'v3')), outRoot: fresh, bundleDir, buildId: 'b3', extraPages: [] })
    expect(servedFiles(outRoot, 'b3')).toEqual(servedFiles(fresh, 'b3'))
    expect(readPageFile(outRoot, 'b3', 'demo', '/rooms', 'index.html')).toContain('Our rooms')
    expect(readPageFile(outRoot, 'b3', 'other', '/dine', 'index.html')).toContain('Spa &amp; more')

    // An index that no longer matches its pages file is refused, not trusted.
    const { appendFileSync } = await import('node:fs')
    appendFileSync(join(root, 'v3', 'pages.ndjson'), '\n')
    await expect(buildSite({ source: snapshotDirSource(join(root, 'v3')), outRoot, bundleDir, extraPages: [] })).rejects.toThrow('pages.index.ndjson does not match')
  })
})
