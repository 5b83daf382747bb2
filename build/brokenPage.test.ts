import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { nestedGroups } from '../catalogue/model/testing.ts'
import { buildSite } from './buildSite.ts'
import { readPageFile } from './deploy/pageFiles.ts'
import { readRoutes } from './deploy/pruneBuilds.ts'
import { outputPaths } from './outputPaths.ts'
import { formatSummary } from './report/buildReport.ts'
import { childProcesses } from './testing/childProcesses.ts'
import { SnapshotDirWriter } from './source/SnapshotDirWriter.ts'
import { snapshotDirSource } from './source/snapshotSource.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

const meta = { sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: [], isDefault: true }] }
const page = (id: string, path: string, elements: unknown[]) => JSON.stringify({ id, site_id: 's1', path, title: id, layout: 'blocks', elements })
const intro = (title: string) => newSliceFromBlock('GlobalIntro', { title })

async function snapshot(dir: string, pages: [id: string, line: string][]) {
  const writer = new SnapshotDirWriter(dir, meta)
  for (const [id, line] of pages) await writer.add(line, id, 's1')
  await writer.close()
  return snapshotDirSource(dir)
}

describe('a published page the build cannot make', () => {
  it('is named in the report and kept at its last good render (or left out), and the rest of the build goes live', async () => {
    const root = mkdtempSync(join(tmpdir(), 'voix-broken-'))
    dirs.push(root)
    const outRoot = join(root, 'out')
    const first = await buildSite({ source: await snapshot(join(root, 'v1'), [['a', page('a', '/a', [intro('First A')])], ['b', page('b', '/b', [intro('First B')])]]), outRoot, bundleDir, extraPages: [], buildId: 'b1' })
    expect(first.skipped).toEqual([])

    const second = await buildSite({
      source: await snapshot(join(root, 'v2'), [
        // Deeper than any stack: the schema overflows on it, as it did on pages stored before nesting was bounded.
        ['a', page('a', '/a', [nestedGroups(1000)])],
        ['b', page('b', '/b', [intro('Second B')])],
        // A slice that names no block: the page schema refuses it.
        ['c', page('c', '/c', [{ id: 'bad', type: 'slice' }])],
      ]),
      outRoot,
      bundleDir,
      extraPages: [],
      buildId: 'b2',
    })
    expect(second.skipped).toEqual([
      { kind: 'content', site: 'demo', page: '/a', message: expect.stringMatching(/^could not be rendered: Maximum call stack size exceeded/), kept: true },
      { kind: 'content', site: 'demo', page: '/c', element: 'bad', message: 'Block › its block: a slice element must name its component', kept: false },
    ])
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'b2'))
    expect(Object.keys(readRoutes(outputPaths(outRoot).build('b2')).demo!).sort()).toEqual(['/a', '/b'])
    expect(readPageFile(outRoot, 'b2', 'demo', '/a', 'index.html')).toContain('First A')
    expect(readPageFile(outRoot, 'b2', 'demo', '/b', 'index.html')).toContain('Second B')
    const report = JSON.parse(readFileSync(join(outputPaths(outRoot).build('b2'), 'report.json'), 'utf8'))
    expect(report.skipped).toEqual(second.skipped)
    expect(formatSummary(report)).toContain('demo/c: Block › its block: a slice element must name its component (left out of this build)')

    // Still broken in the next build: still kept, still named.
    const third = await buildSite({ source: await snapshot(join(root, 'v3'), [['a', page('a', '/a', [nestedGroups(1000)])], ['b', page('b', '/b', [intro('Second B')])]]), outRoot, bundleDir, extraPages: [], buildId: 'b3' })
    expect(third.skipped.map((p) => [p.page, p.kept])).toEqual([['/a', true]])
    expect(readPageFile(outRoot, 'b3', 'demo', '/a', 'index.html')).toContain('First A')
  }, 60_000)
  it('is not what a render worker dying is: that fails the build as one to run again, and leaves live as it was', async () => {
    const root = mkdtempSync(join(tmpdir(), 'voix-worker-died-'))
    dirs.push(root)
    const outRoot = join(root, 'out')
    const pages = (edition: string) => Array.from({ length: 60 }, (_, i) => [`p${i}`, page(`p${i}`, `/p${i}`, Array.from({ length: 10 }, () => intro(`${edition} ${i}`)))] as [string, string])
    await buildSite({ source: await snapshot(join(root, 'v1'), pages('First')), outRoot, bundleDir, extraPages: [], buildId: 'w1', workers: 2 })
    let killed = false
    const failed = await buildSite({
      source: await snapshot(join(root, 'v2'), pages('Second')),
      outRoot,
      bundleDir,
      extraPages: [],
      buildId: 'w2',
      workers: 2,
      onProgress: (done) => {
        if (done < 3 || killed) return
        killed = true
        // This test process is the build process: among its children are the render workers.
        const worker = childProcesses(process.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('render-worker'))
        process.kill(worker!, 'SIGKILL')
      },
    }).catch((error: unknown) => error)
    expect(killed).toBe(true)
    expect(failed).toMatchObject({ name: 'BuildError', retry: true, message: expect.stringMatching(/^a render worker stopped: it exited with signal SIGKILL/) })
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', 'w1'))
    // Run again, it goes live with fresh workers.
    const again = await buildSite({ source: await snapshot(join(root, 'v2'), pages('Second')), outRoot, bundleDir, extraPages: [], buildId: 'w3', workers: 2 })
    expect(again.skipped).toEqual([])
    expect(readPageFile(outRoot, 'w3', 'demo', '/p7', 'index.html')).toContain('Second 7')
  }, 60_000)
})
