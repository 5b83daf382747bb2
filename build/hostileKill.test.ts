import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readPageFile } from './deploy/pageFiles.ts'
import { readRoutes } from './deploy/pruneBuilds.ts'
import { outputPaths } from './outputPaths.ts'
import { childProcesses, processStatus } from './testing/childProcesses.ts'
import { freePort } from './testing/freePort.ts'
import { studioAccessToken } from './testing/studioSignIn.ts'

/**
 * kill -9 at random moments while an editor publishes, against the real server (`npm start`'s code path) on its
 * own port and data folder. After every restart: the live site is one whole build, every acknowledged publish is
 * there (stored, and live once the queue has drained), and no build job is left queued or building.
 * `npm test` kills it 3 times; HOSTILE=full kills it 20 times.
 */
const kills = process.env.HOSTILE === 'full' ? 20 : 3
const dataDir = mkdtempSync(join(tmpdir(), 'voix-hostile-kill-'))
const outRoot = join(dataDir, 'site')
const email = 'admin@kill.example'
const password = 'kill-test-password-1'
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Whether a process is still there and not just waiting to be reaped. */
const running = (pid: number) => {
  const status = processStatus(pid)
  return status !== undefined && !/^State:\s+Z/m.test(status)
}

interface Server {
  child: ChildProcess
  base: string
  output: () => string
}

async function start(port: number): Promise<Server> {
  const { DATABASE_URL: _db, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = `http://localhost:${port}`
  const until = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) while starting:\n${output}`)
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { child, base, output: () => output }
    if (Date.now() > until) throw new Error(`the server did not come up in 120 s:\n${output}`)
    await sleep(200)
  }
}

/** kill -9, then wait until the server and its render workers are gone, so the next one starts on a quiet folder. */
async function kill(server: Server): Promise<void> {
  const workers = childProcesses(server.child.pid!)
  const exited = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGKILL')
  await exited
  const until = Date.now() + 15_000
  while (workers.some(running) && Date.now() < until) await sleep(50)
  expect(workers.filter(running)).toEqual([])
}

/** The sign-in the studio does: authorization code with PKCE. */
const signIn = (base: string) => studioAccessToken(base, email, password)

describe('kill -9 during publishes', () => {
  it(`keeps one whole live build, every acknowledged publish and no stuck job, over ${kills} kills`, async () => {
    const port = await freePort()
    let server = await start(port)
    const token = await signIn(server.base)
    const api = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.base}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } })
      return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> & { items?: Record<string, unknown>[] } }
    }
    const sites = (await api('/sites?limit=100')).body.items!
    const home = sites.find((s) => s.isDefault) ?? sites[0]!
    const pages = (await api(`/pages?site_id=${String(home.id)}&published=true&limit=100&sort=path`)).body.items!
    const target = pages.find((p) => p.path !== '/') ?? pages[0]!
    const pageId = String(target.id)
    const pageUrl = `${server.base}${String(target.path)}`

    let acked: { version: number; versionId: string; title: string } | undefined
    let survived = 0
    for (let round = 1; round <= kills; round++) {
      // Publish as fast as an editor's client can, and kill the server at a random moment in the middle of it.
      const { body: draft } = await api(`/pages/${pageId}`)
      let version = draft.version as number
      const { version: _v, published_version_id: _p, source_page_id: _s, ...page } = draft
      const killAt = Date.now() + 150 + Math.random() * 1500
      let publishing = true
      let wrong: unknown
      const publishes = (async () => {
        for (let n = 1; publishing; n++) {
          const title = `Kill round ${round} publish ${n}`
          const res = await api(`/pages/${pageId}/publish`, { method: 'POST', headers: { 'If-Match': `"${version}"` }, body: JSON.stringify({ page: { ...page, title }, quick: true }) }).catch(
            (error: unknown) => error as Error,
          )
          const dead = server.child.exitCode !== null || server.child.signalCode !== null
          // Acknowledged: the whole answer arrived. The connection dies with the server; any other answer is a bug.
          if (!(res instanceof Error) && res.status === 202 && res.body) {
            version = res.body.version as number
            acked = { version, versionId: String(res.body.versionId), title }
          } else if (!dead && publishing) {
            wrong = res instanceof Error ? res : new Error(`publish answered ${res.status}: ${JSON.stringify(res.body)}`)
            return
          } else return
        }
      })()
      await sleep(Math.max(0, killAt - Date.now()))
      // From here an answer cut short is the kill's doing.
      publishing = false
      await kill(server)
      await publishes
      expect(wrong).toBeUndefined()
      expect(acked, 'at least one publish was acknowledged before the kill').toBeDefined()

      server = await start(port)
      survived++
      const last = acked!
      // No acknowledged save lost: the draft is at least that version, and that published version is stored.
      const now = await api(`/pages/${pageId}`)
      expect(now.status).toBe(200)
      expect(now.body.version as number).toBeGreaterThanOrEqual(last.version)
      if (now.body.version === last.version) expect(now.body.title).toBe(last.title)
      expect((await api(`/pages/${pageId}/versions/${last.versionId}`)).status).toBe(200)

      // No job stuck: whatever was queued or building when the server died is built now.
      const until = Date.now() + 60_000
      let open: Record<string, unknown>[] = []
      for (;;) {
        const jobs = (await api('/builds/jobs?limit=100')).body.items!
        open = jobs.filter((j) => j.status === 'queued' || j.status === 'building')
        if (!open.length || Date.now() > until) break
        await sleep(100)
      }
      expect(open, `jobs still open after a restart:\n${server.output()}`).toEqual([])

      // One whole build: the live link names a finished build, every page it lists is there, the site serves it.
      const live = basename(readlinkSync(join(outRoot, 'live')))
      expect(existsSync(join(outputPaths(outRoot).build(live), 'report.json'))).toBe(true)
      const routes = readRoutes(outputPaths(outRoot).build(live))
      const listed = Object.entries(routes).flatMap(([slug, paths]) => Object.keys(paths).map((path) => [slug, path] as const))
      expect(listed.length).toBeGreaterThan(100)
      const missing = listed.filter(([slug, path]) => readPageFile(outRoot, live, slug, path, 'index.html') === undefined)
      expect(missing).toEqual([])
      const latest = (await (await fetch(`${server.base}/builds/latest.json`)).json()) as { id: string }
      expect(latest.id).toBe(live)
      const html = await (await fetch(pageUrl)).text()
      expect(html).toContain(`content="${live}"`)
      // …holding the page as last published: the acknowledged publish, or one that committed as the server died.
      const published = (await api(`/pages/${pageId}/published`)).body
      if (published.versionId === last.versionId) expect(published.title).toBe(last.title)
      else expect(now.body.version as number).toBeGreaterThan(last.version)
      expect(html).toContain(`<title>${String(published.title)}`)
    }
    await kill(server)
    expect(survived).toBe(kills)
  }, (process.env.HOSTILE === 'full' ? 60 : 30) * 1000 + kills * 45_000)
})
