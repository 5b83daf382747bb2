import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { buildSite } from '../buildSite.ts'
import { readStoredPage } from '../cache/pageObject.ts'
import { exportBuild } from '../deploy/exportBuild.ts'
import { readRoutes } from '../deploy/pruneBuilds.ts'
import { diffBuilds } from '../diff/diffBuilds.ts'
import { postPages } from '../extra/postPages.ts'
import { sitePages } from '../extra/sitePages.ts'
import { outputPaths, storedAt } from '../outputPaths.ts'
import { SnapshotDirWriter } from '../source/SnapshotDirWriter.ts'
import { snapshotDirSource } from '../source/snapshotSource.ts'
import { buildShard } from './buildShard.ts'
import { mergeShards } from './mergeShards.ts'
import { shardFolder } from './ShardManifest.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
// The 404 page and the blog's post pages: extra pages are split between the shards too.
const extraPages = [sitePages, postPages]
const tsx = (script: string, args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' })

let root: string
let corpus: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'voix-shard-'))
  corpus = join(root, 'corpus')
  // build/ may not import scripts/: the generator runs as people run it.
  const generated = tsx('scripts/generate.ts', ['300', corpus, 'realistic'])
  expect(generated.status, generated.stderr).toBe(0)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every file under a folder, by its path there with the build id put out of the way. */
function filesOf(dir: string, buildId: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = join(at, name)
      if (statSync(file).isDirectory()) walk(file)
      else files.set(relative(dir, file).replaceAll(buildId, '<id>'), readFileSync(file))
    }
  }
  walk(dir)
  return files
}

/** A site's route map with each page's stored place (which pack, where) left out: only its key says what the page is. */
const keysOf = (outRoot: string, routes: Record<string, string>) => Object.fromEntries(Object.entries(routes).map(([path, ref]) => [path, storedAt(outRoot, ref).key]))

describe('a build sharded over runners', () => {
  it('4 shards and a merge make the build one runner makes, byte for byte', { timeout: 240_000 }, async () => {
    const dataDir = join(root, 'data')
    const outRoot = join(dataDir, 'site')
    const single = await buildSite({ source: snapshotDirSource(corpus), outRoot, bundleDir, buildId: 'single-qzx', extraPages })
    expect(single.pages).toBe(300)
    // Exported now: an export takes the collections' dumps as the latest build left them.
    exportBuild(outRoot, join(root, 'dist-single'), 'single-qzx')

    const results = join(root, 'results')
    const shards = []
    // Each shard on a runner of its own: nothing shared but the snapshot folder and the results folder.
    for (let index = 1; index <= 4; index++) shards.push(await buildShard({ source: snapshotDirSource(corpus), outRoot: join(root, `runner-${index}`), bundleDir, extraPages, shard: { index, count: 4 }, results }))
    // Every page on exactly one shard, and a fair part on each.
    expect(shards.reduce((n, s) => n + s.pages, 0)).toBe(300)
    for (const shard of shards) expect(shard.pages).toBeGreaterThan(40)
    expect(shards.reduce((n, s) => n + s.extras, 0)).toBe(Object.values(readRoutes(outputPaths(outRoot).build('single-qzx'), 'extras.json')).reduce((n, r) => n + Object.keys(r).length, 0))
    // A shard makes nothing live, on its runner or anywhere.
    for (let index = 1; index <= 4; index++) expect(existsSync(join(root, `runner-${index}`, 'live'))).toBe(false)
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'single-qzx'))

    // Merged where nothing was built before, as a CI merge job does: no earlier build can fill in what a shard left out.
    const mergedRoot = join(root, 'merged', 'site')
    const merged = await mergeShards({ results, count: 4, outRoot: mergedRoot, bundleDir, buildId: 'merged-qzx' })
    expect(readlinkSync(join(mergedRoot, 'live'))).toBe(join('builds', 'merged-qzx'))
    expect(merged).toMatchObject({ pages: single.pages, rendered: single.rendered, reused: 0, removed: 0, skipped: [] })
    expect(merged.report.shards?.map((s) => s.shard)).toEqual([1, 2, 3, 4])

    // And beside the single build, where npm run diff compares the two.
    // Nothing to purge from a CDN: every page is the one the live build had, though stored anew.
    expect(await mergeShards({ results, count: 4, outRoot, bundleDir, buildId: 'merged-qzx' })).toMatchObject({ changedCount: 0, changedPaths: [] })
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'merged-qzx'))
    expect(diffBuilds(outRoot, 'single-qzx', 'merged-qzx')).toEqual({ added: [], removed: [], changed: [], sameBytes: 0 })
    const diff = tsx('scripts/diff.ts', ['single-qzx', 'merged-qzx'], { DATA_DIR: dataDir })
    expect(diff.stdout).toBe('builds single-qzx and merged-qzx give people the same pages\n')
    expect(diff.status).toBe(0)

    // The builds' own files: the same bytes, but where a build's id, time or the place of its packs enters.
    const a = filesOf(outputPaths(outRoot).build('single-qzx'), 'single-qzx')
    const b = filesOf(outputPaths(mergedRoot).build('merged-qzx'), 'merged-qzx')
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>
    for (const [name, bytes] of a) {
      const other = b.get(name)!
      if (/(^|\/)(routes|extras)\.json$/.test(name)) expect(keysOf(outRoot, json(other) as Record<string, string>), name).toEqual(keysOf(outRoot, json(bytes) as Record<string, string>))
      else if (name === 'pages.json') {
        const rows = (data: Buffer) => (JSON.parse(data.toString('utf8')) as string[][]).map((row) => row.map((cell, i) => (i === 5 ? storedAt(outRoot, cell).key : cell)).join(' ')).sort()
        expect(rows(other)).toEqual(rows(bytes))
        expect(rows(bytes)).toHaveLength(300)
      } else if (name === 'report.json') {
        // Not the bytes or fragments counted: how a page is stored and made depends on which worker had it first.
        const facts = ({ pages, rendered, reused, removed, sites, skipped, seo, checks }: Record<string, unknown>) => ({ pages, rendered, reused, removed, sites, skipped, seo, checks })
        expect(facts(json(other))).toEqual(facts(json(bytes)))
      } else if (name.endsWith('builds/latest.json')) expect(Object.keys(json(other))).toEqual(['id', 'timestamp'])
      else if (name.includes('builds/meta/')) {
        const rules = ({ id: _id, timestamp: _timestamp, ...rest }: Record<string, unknown>) => rest
        expect(rules(json(other)), name).toEqual(rules(json(bytes)))
      } else expect(other.equals(bytes), name).toBe(true)
    }
    // Each page as served, before the build id goes in: the same HTML and payload whichever runner made it. (Stored,
    // a worker's first page keeps its payload beside the HTML rather than in it: the same files either way.)
    for (const name of ['routes.json', 'extras.json'] as const) {
      const before = readRoutes(outputPaths(outRoot).build('single-qzx'), name)
      const after = readRoutes(outputPaths(mergedRoot).build('merged-qzx'), name)
      for (const [slug, routes] of Object.entries(before))
        for (const [path, ref] of Object.entries(routes)) expect(readStoredPage(mergedRoot, after[slug]![path]!), `${slug}${path}`).toEqual(readStoredPage(outRoot, ref))
    }

    // And what a CDN gets: the exported trees, with each build's id where it goes (and in the version of the dump
    // that holds it).
    exportBuild(mergedRoot, join(root, 'dist-merged'), 'merged-qzx')
    const normalised = (name: string, text: string, id: string) => {
      const out = text.replaceAll(id, '<id>').replace(/"timestamp":\d+/, '"timestamp":0')
      return name.includes('__nuxt_content/info/') ? out.replace(/^-- version: [0-9a-f]+\n/, '') : out
    }
    const exported = (dir: string, id: string) => new Map([...filesOf(dir, id)].map(([name, bytes]) => [name, normalised(name, bytes.toString('utf8'), id)]))
    const distA = exported(join(root, 'dist-single'), 'single-qzx')
    const distB = exported(join(root, 'dist-merged'), 'merged-qzx')
    expect(distA.size).toBeGreaterThan(600)
    expect([...distB.keys()].sort()).toEqual([...distA.keys()].sort())
    for (const [name, text] of distA) expect(distB.get(name) === text, name).toBe(true)
  })

  it('refuses a merge with a shard missing or from other content, naming it, and changes nothing live', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'refused')
    const outRoot = join(dataDir, 'site')
    await buildSite({ source: snapshotDirSource(corpus), outRoot, bundleDir, buildId: 'live-qzx', extraPages: [] })
    const results = join(root, 'results-refused')
    for (const index of [1, 2]) await buildShard({ source: snapshotDirSource(corpus), outRoot: join(root, `refused-runner-${index}`), bundleDir, extraPages: [], shard: { index, count: 3 }, results })
    const unchanged = () => {
      expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'live-qzx'))
      expect(readdirSync(outputPaths(outRoot).builds)).toEqual(['live-qzx'])
    }

    await expect(mergeShards({ results, count: 3, outRoot, bundleDir })).rejects.toThrow(`shard 3 of 3 is missing from ${results} (found: shard-1-of-3, shard-2-of-3): run \`npm run build -- --shard 3/3 --results <folder>\``)
    unchanged()
    await expect(mergeShards({ results, count: 2, outRoot, bundleDir })).rejects.toThrow('shards 1, 2 of 2 are missing')
    unchanged()
    // The command line says the same and exits with 1.
    const cli = tsx('scripts/build.ts', ['--merge', '3', '--results', results], { DATA_DIR: dataDir, DIST_DIR: join(root, 'refused-dist') })
    expect(cli.status).toBe(1)
    expect(cli.stderr).toContain('voix build failed: shard 3 of 3 is missing')
    unchanged()

    await buildShard({ source: snapshotDirSource(corpus), outRoot: join(root, 'refused-runner-3'), bundleDir, extraPages: [], shard: { index: 3, count: 3 }, results })
    const manifestFile = join(shardFolder(results, 2, 3), 'shard.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { meta: string }
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, meta: 'f'.repeat(64) }))
    await expect(mergeShards({ results, count: 3, outRoot, bundleDir })).rejects.toThrow('shard 2 of 3 was built from other content than shard 1')
    unchanged()
    writeFileSync(manifestFile, JSON.stringify(manifest))
    const merged = await mergeShards({ results, count: 3, outRoot, bundleDir, buildId: 'merged-qzx' })
    expect(merged).toMatchObject({ pages: 300 })
    expect(diffBuilds(outRoot, 'live-qzx', 'merged-qzx')).toEqual({ added: [], removed: [], changed: [], sameBytes: 0 })
  })

  it('keeps a page that failed on its shard at its last good render where the merge goes live, as one runner would', { timeout: 120_000 }, async () => {
    const meta = { sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: [], isDefault: true }] }
    const page = (id: string, title: string, elements?: unknown[]) => JSON.stringify({ id, site_id: 's1', path: `/${id}`, title, layout: 'blocks', elements: elements ?? [newSliceFromBlock('GlobalIntro', { title }, () => `${id}-intro`)] })
    const write = async (name: string, pages: [string, string][]) => {
      const writer = new SnapshotDirWriter(join(root, name), meta)
      for (const [id, line] of pages) await writer.add(line, id, 's1')
      await writer.close()
      return join(root, name)
    }
    const ids = ['a', 'b', 'c', 'd', 'e', 'f']
    const v1 = await write('failing-v1', ids.map((id) => [id, page(id, `First ${id}`)]))
    // Page c no longer parses: a slice that names no block.
    const v2 = await write('failing-v2', ids.map((id) => [id, id === 'c' ? page(id, 'Broken', [{ id: 'bad', type: 'slice' }]) : page(id, `Second ${id}`)]))
    const single = join(root, 'failing-single')
    const mergedRoot = join(root, 'failing-merged')
    for (const outRoot of [single, mergedRoot]) await buildSite({ source: snapshotDirSource(v1), outRoot, bundleDir, extraPages: [], buildId: 'first-qzx' })
    const one = await buildSite({ source: snapshotDirSource(v2), outRoot: single, bundleDir, extraPages: [], buildId: 'second-qzx' })
    const results = join(root, 'failing-results')
    for (const index of [1, 2]) await buildShard({ source: snapshotDirSource(v2), outRoot: join(root, `failing-runner-${index}`), bundleDir, extraPages: [], shard: { index, count: 2 }, results })
    const merged = await mergeShards({ results, count: 2, outRoot: mergedRoot, bundleDir, buildId: 'second-qzx' })

    expect(merged.skipped).toEqual([{ kind: 'content', site: 'demo', page: '/c', element: 'bad', message: 'Block › its block: a slice element must name its component', kept: true }])
    expect(merged.skipped).toEqual(one.skipped)
    const routes = (outRoot: string, id: string) => keysOf(outRoot, readRoutes(outputPaths(outRoot).build(id)).demo!)
    expect(routes(mergedRoot, 'second-qzx')).toEqual(routes(single, 'second-qzx'))
    expect(routes(mergedRoot, 'second-qzx')['/c']).toBe(routes(mergedRoot, 'first-qzx')['/c'])
    // Kept with its index row too, so the next publish reuses it as it would after a single build.
    const rows = (outRoot: string) => (JSON.parse(readFileSync(join(outputPaths(outRoot).build('second-qzx'), 'pages.json'), 'utf8')) as string[][]).map((row) => `${row[0]} ${storedAt(outRoot, row[5]!).key}`).sort()
    expect(rows(mergedRoot)).toEqual(rows(single))
  })

  it('names a bad --shard and builds nothing', { timeout: 60_000 }, () => {
    const dataDir = join(root, 'bad-args')
    for (const [args, message] of [
      [['--shard', '5/4'], '--shard 5/4: there are 4 shards, numbered 1 to 4, so there is no shard 5'],
      [['--shard', 'x'], "--shard must be <i>/<n>, the shard to build (from 1) and how many there are, like --shard 1/4; got 'x'"],
      [['--merge', 'four'], "--merge must be the number of shards, a whole number like 4; got 'four'"],
    ] as const) {
      const run = tsx('scripts/build.ts', [...args], { DATA_DIR: dataDir })
      expect(run.status, args.join(' ')).toBe(1)
      expect(run.stderr).toContain(`voix build failed: ${message}`)
    }
    expect(existsSync(dataDir)).toBe(false)
    expect(() => buildShard({ source: snapshotDirSource(corpus), outRoot: join(root, 'nowhere'), bundleDir, shard: { index: 0, count: 4 }, results: join(root, 'nowhere') })).toThrow('shard 0 of 4 does not exist')
  })
})
