import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BuildError } from './BuildError.ts'
import type { BuildResult } from './buildSite.ts'
import { startupBuild } from './startupBuild.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

describe('the startup build', () => {
  it('keeps the last good build live when the new one fails, and says why', async () => {
    const outRoot = mkdtempSync(join(tmpdir(), 'voix-startup-'))
    dirs.push(outRoot)
    mkdirSync(join(outRoot, 'builds', 'good-1'), { recursive: true })
    symlinkSync(join('builds', 'good-1'), join(outRoot, 'live'))
    const lines: string[] = []
    const failing = () => Promise.reject(new BuildError('two published pages have the path demo/rooms', { site: 'demo', page: '/rooms' }))
    await expect(startupBuild(failing, outRoot, (line) => lines.push(line))).resolves.toBeUndefined()
    expect(lines).toEqual(['the startup build failed: two published pages have the path demo/rooms', 'serving the last good build, good-1; fix the content in the studio and publish again'])

    const empty = mkdtempSync(join(tmpdir(), 'voix-startup-'))
    dirs.push(empty)
    lines.length = 0
    await startupBuild(failing, empty, (line) => lines.push(line))
    expect(lines[1]).toMatch(/^there is no earlier build to serve/)
  })

  it('names the pages a build that went live could not make', async () => {
    const lines: string[] = []
    const result = { buildId: 'b2', pages: 2, ms: 5, skipped: [{ site: 'demo', page: '/deep', message: 'page demo/deep: could not be rendered: Maximum call stack size exceeded', kept: true }] } as BuildResult
    await startupBuild(() => Promise.resolve(result), '/nowhere', (line) => lines.push(line))
    expect(lines).toEqual(['build b2 is live: 2 pages in 5 ms', '  could not make demo/deep (its last good version stays live): page demo/deep: could not be rendered: Maximum call stack size exceeded'])
  })
})
