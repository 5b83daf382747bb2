import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listBlockDefinitions } from '../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { buildSite } from './buildSite.ts'
import { readPageFile } from './deploy/pageFiles.ts'
import { readRoutes } from './deploy/pruneBuilds.ts'
import { outputPaths } from './outputPaths.ts'
import { snapshotDirSource } from './source/snapshotSource.ts'
import { childProcesses, processStatus } from './testing/childProcesses.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

/** A snapshot folder of `count` pages of 20 blocks each (non-database blocks with their first template). */
function writeSnapshot(dir: string, count: number, edition: string) {
  mkdirSync(dir, { recursive: true })
  const blocks = listBlockDefinitions().filter((d) => !d.database && d.templates.length > 0)
  writeFileSync(join(dir, 'snapshot.json'), JSON.stringify({ sites: [{ id: 's1', slug: 'demo', name: 'Demo', kind: 'resort', layout: 'blocks', hosts: [], isDefault: true }] }))
  const lines = Array.from({ length: count }, (_, i) => {
    let n = 0
    const elements = Array.from({ length: 20 }, (_, j) => {
      const def = blocks[(i + j) % blocks.length]!
      return newSliceFromBlock(def.component, def.templates[0]!.values, () => `p${i}-${n++}`)
    })
    return JSON.stringify({ id: `p${i}`, site_id: 's1', path: `/page-${i}`, title: `Page ${i} ${edition}`, layout: 'blocks', elements })
  })
  writeFileSync(join(dir, 'pages.ndjson'), `${lines.join('\n')}\n`)
}

/** Whether a process is still there and not just waiting to be reaped. */
function running(pid: number): boolean {
  const status = processStatus(pid)
  return status !== undefined && !/^State:\s+Z/m.test(status)
}

describe('a killed build', () => {
  it('leaves the live site exactly as it was, and the next build cleans up after it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'voix-kill-'))
    dirs.push(root)
    const outRoot = join(root, 'out')
    writeSnapshot(join(root, 'v1'), 80, 'first')
    const first = await buildSite({ source: snapshotDirSource(join(root, 'v1')), outRoot, bundleDir, extraPages: [] })
    expect(first.rendered).toBe(80)

    writeSnapshot(join(root, 'v2'), 80, 'second')
    const child = spawn(process.execPath, ['--import', 'tsx', 'build/testing/buildInChild.ts', join(root, 'v2'), outRoot, bundleDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    let workers: number[] = []
    const killedAt = await new Promise<number>((resolveKill, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const done = [...out.matchAll(/progress (\d+)/g)].map((m) => Number(m[1])).pop() ?? 0
        if (done >= 15) {
          workers = childProcesses(child.pid!)
          child.kill('SIGKILL')
          resolveKill(done)
        }
      })
      child.on('exit', (code) => reject(new Error(`the build ended (code ${code}) before it could be killed:\n${out}`)))
    })
    const signal = await new Promise<NodeJS.Signals | null>((r) => child.on('close', (_code, sig) => r(sig)))
    // Killed mid-build: by the signal, with pages of the second edition still to render.
    expect(signal).toBe('SIGKILL')
    expect(killedAt).toBeLessThan(80)
    // Its render worker processes go with it: each sees its channel close and exits.
    expect(workers.length).toBeGreaterThan(0)
    await expect.poll(() => workers.filter(running), { timeout: 10_000 }).toEqual([])

    // Live is still the first build, whole: every page it lists is there, with its first-edition content.
    expect(readlinkSync(join(outRoot, 'live'))).toBe(join('builds', first.buildId))
    const routes = readRoutes(outputPaths(outRoot).build(first.buildId)).demo!
    expect(Object.keys(routes)).toHaveLength(80)
    for (const path of Object.keys(routes)) expect(readPageFile(outRoot, first.buildId, 'demo', path, 'index.html')).toContain('first')
    expect(readdirSync(outputPaths(outRoot).builds).some((n) => n.startsWith('.tmp-'))).toBe(true)

    const next = await buildSite({ source: snapshotDirSource(join(root, 'v2')), outRoot, bundleDir, extraPages: [] })
    expect(next.pages).toBe(80)
    expect(readPageFile(outRoot, next.buildId, 'demo', '/page-7', 'index.html')).toContain('Page 7 second')
    expect(readdirSync(outputPaths(outRoot).builds).filter((n) => n.startsWith('.tmp-'))).toEqual([])
    expect(existsSync(join(outRoot, 'live', 'hosts.json'))).toBe(true)
  }, 120_000)
})
