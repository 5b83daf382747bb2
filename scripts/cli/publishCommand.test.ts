import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../build/buildSite.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import { setupApi } from '../../content-api/testing/setupApi.ts'
import { testDatabases } from '../../content-api/testing/testDatabases.ts'

const bundleDir = resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site')
const [sqlite] = await testDatabases()

/** The `voix` command as CI runs it (the package's bin), against the API on a real socket; its exit code and output. */
function voix(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['bin/voix.mjs', ...args], { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

describe('voix publish --wait', () => {
  const root = mkdtempSync(join(tmpdir(), 'voix-cli-publish-'))
  let outRoot = join(root, 'out')
  // While set, builds wait for it: a build that outlives the command's --timeout.
  let hold: Promise<void> | undefined
  let release = () => {}
  let t: Awaited<ReturnType<typeof setupApi>>
  let server: ServerType
  let api: string
  const tokens: Record<'read' | 'publish', string> = { read: '', publish: '' }
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, {
      quietMs: 20,
      runBuild: async () => {
        await hold
        return buildSite({ source: await readPublishedSource(t.db), outRoot, bundleDir, extraPages: [], workers: 1 })
      },
    })
    await new Promise<void>((ready) => (server = serve({ fetch: new Hono().route('/api', t.api).fetch, port: 0, hostname: '127.0.0.1' }, () => ready())))
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    for (const scope of ['read', 'publish'] as const) tokens[scope] = (await t.admin.post('/tokens', { name: `CI ${scope}`, scope })).body.token
  })
  afterAll(async () => {
    release()
    await new Promise((closed) => server.close(closed))
    await t.close()
    rmSync(root, { recursive: true, force: true })
  })
  const newPage = async (path: string) => (await t.editor.post('/pages', { site_id: 'playaresorts', path, title: `Spring offers ${path}`, layout: 'playaresorts' })).body.id as string

  it('exits 0 once the build is live, naming it', async () => {
    const run = await voix(['publish', await newPage('/spring'), '--wait', '--api', api], { VOIX_TOKEN: tokens.publish })
    expect(run.stderr).toContain('waiting for build job')
    expect(run.stdout).toMatch(/^live: build [a-z0-9-]+\n$/)
    expect(run.code).toBe(0)
  }, 120_000)

  it("exits 1 at once with the API's reason for a read-only token, and publishes nothing", async () => {
    const page = await newPage('/read-only')
    const run = await voix(['publish', page, '--wait', '--api', api], { VOIX_TOKEN: tokens.read })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/was not published: 403: This API token's scope does not allow it to publish pages/)
    expect(run.stdout).toBe('')
    expect((await t.editor.get(`/pages/${page}`)).body.published_version_id).toBeNull()
  }, 60_000)

  it('exits 1 for a revoked token, an unknown page and a missing token, each named', async () => {
    const page = await newPage('/refusals')
    const created = (await t.admin.post('/tokens', { name: 'CI revoked', scope: 'publish' })).body
    await t.admin.delete(`/tokens/${created.id}`)
    const revoked = await voix(['publish', page, '--wait', '--api', api], { VOIX_TOKEN: created.token })
    expect([revoked.code, revoked.stderr]).toEqual([1, expect.stringContaining('401')])
    const unknown = await voix(['publish', 'no-such-page', '--wait', '--api', api], { VOIX_TOKEN: tokens.publish })
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('could not read page no-such-page: 404')])
    const missing = await voix(['publish', page, '--api', api], { VOIX_TOKEN: '' })
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining('VOIX_TOKEN is not set')])
  }, 60_000)

  it('exits 1 with the reason when the build fails', async () => {
    const blocked = join(root, 'not-a-folder')
    writeFileSync(blocked, 'a file where the build output should go')
    outRoot = blocked
    try {
      const run = await voix(['publish', await newPage('/summer'), '--wait', '--api', api], { VOIX_TOKEN: tokens.publish })
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(/the build failed: .*(ENOTDIR|EEXIST|not a directory)/)
    } finally {
      outRoot = join(root, 'out')
    }
  }, 120_000)

  it('exits 2 when the build is not live within --timeout', async () => {
    hold = new Promise((resolve) => (release = resolve))
    const run = await voix(['publish', await newPage('/autumn'), '--wait', '--timeout', '3', '--api', api], { VOIX_TOKEN: tokens.publish })
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/build job .* was still (queued|building) after 3 s/)
    release()
    hold = undefined
    await t.queue.idle()
  }, 120_000)

  it('exits 1 when nothing answers at the address', async () => {
    const run = await voix(['publish', 'any', '--wait', '--api', 'http://127.0.0.1:9'], { VOIX_TOKEN: tokens.publish })
    expect([run.code, run.stderr]).toEqual([1, expect.stringContaining('could not reach http://127.0.0.1:9')])
  }, 60_000)
})
