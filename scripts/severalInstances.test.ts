import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postgresUrl, testDatabases } from '../content-api/testing/testDatabases.ts'
import { freePort } from '../build/testing/freePort.ts'
import { authorize, studioAccessToken } from '../build/testing/studioSignIn.ts'

/**
 * Three real servers (`npm start`'s code path) on one fresh PostgreSQL database and one shared DATA_DIR, as
 * README.md "Running several instances" describes. Publishes go to all three at once; builds must never overlap,
 * every publish must be live on every instance at the end, the instance killed (kill -9) while it builds must have
 * its build finished by another, a page read on any instance must see the save just made on another, an upload on
 * one must be served by all, and sign-in failures on one instance must count on the others.
 */
const reachable = (await testDatabases()).some((db) => db.name === 'postgres')
if (!reachable) console.warn(`severalInstances.test.ts: skipped, PostgreSQL is not reachable at ${postgresUrl}`)

const rounds = 30
/** Short, so the killed instance's build moves on within seconds; production keeps the default (15 minutes). */
const jobTimeoutSeconds = 5
const email = 'admin@instances.example'
const password = 'instances-test-password-1'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))


interface Instance {
  name: string
  port: number
  base: string
  child: ChildProcess
  output: () => string
}

describe.skipIf(!reachable)('several instances on one PostgreSQL database and one DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'voix-instances-'))
  const database = `voix_instances_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const databaseUrl = (() => {
    const url = new URL(postgresUrl)
    url.pathname = `/${database}`
    return url.href
  })()
  const instances: Instance[] = []
  /** Queries the test's own database (build_jobs, the lock holders). */
  let sql: pg.Client

  function start(name: string, port: number): Instance {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        BUILD_JOB_TIMEOUT_SECONDS: String(jobTimeoutSeconds),
        BUILD_JOB_POLL_SECONDS: '0.5',
      },
    })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    return { name, port, base: `http://localhost:${port}`, child, output: () => output }
  }

  /**
   * Up, or failed with what it printed. No clock of its own: a start is as long as its seed and first build take on
   * this machine, and an instance that starts while another builds waits for the build lock, as it should (README.md,
   * "Running several instances"). The hook's or test's timeout bounds the wait.
   */
  async function healthy(instance: Instance): Promise<void> {
    for (;;) {
      if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited (code ${instance.child.exitCode}) while starting:\n${instance.output()}`)
      const up = await fetch(`${instance.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) return
      await sleep(200)
    }
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database ${database}`).finally(() => admin.end())
    sql = new pg.Client({ connectionString: databaseUrl })
    await sql.connect()
    // The first seeds the database and makes the first build; the other two start together behind it.
    const ports = [await freePort(), await freePort(), await freePort()]
    instances.push(start('instance 1', ports[0]!))
    await healthy(instances[0]!)
    instances.push(start('instance 2', ports[1]!), start('instance 3', ports[2]!))
    await Promise.all(instances.slice(1).map((i) => healthy(i)))
  }, 300_000)

  afterAll(async () => {
    for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL')
    await sleep(200)
    await sql?.end().catch(() => undefined)
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${database} with (force)`).finally(() => admin.end())
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  /** The studio's sign-in (authorization code with PKCE) on one instance; the token is good on every instance. */
  const signIn = (base: string) => studioAccessToken(base, email, password)

  /** Which instance holds the build lock now (its connection names the process), if any. */
  async function lockHolder(): Promise<{ pid: number; building: number } | undefined> {
    const { rows } = await sql.query<{ application_name: string; building: string }>(
      `select a.application_name, (select count(*) from build_jobs where status = 'building') as building
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and a.datname = current_database() and a.application_name like 'voix build lock%'`,
    )
    const match = rows[0] && /pid (\d+)/.exec(rows[0].application_name)
    return match ? { pid: Number(match[1]), building: Number(rows[0]!.building) } : undefined
  }

  it(`coalesces publishes from three instances, runs one build at a time, survives kill -9 of the builder, and serves every publish everywhere`, async () => {
    const token = await signIn(instances[0]!.base)
    // Signing in works on any instance, and any instance's token works on the others.
    expect((await fetch(`${instances[1]!.base}/api/auth/me`, { headers: { Authorization: `Bearer ${await signIn(instances[2]!.base)}` } })).status).toBe(200)
    const api = async (instance: Instance, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${instance.base}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } })
      return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, unknown> & { items?: Record<string, unknown>[] } }
    }
    const sites = (await api(instances[0]!, '/sites?limit=100')).body.items!
    const home = sites.find((s) => s.isDefault) ?? sites[0]!
    const listed = (await api(instances[0]!, `/pages?site_id=${String(home.id)}&published=true&limit=100&sort=path`)).body.items!
    // Three pages the static site serves (not the home page, nor one for agents only, which is never prerendered).
    const targets: Record<string, unknown>[] = []
    for (const candidate of listed.filter((p) => p.path !== '/')) {
      if ((await fetch(`${instances[0]!.base}${String(candidate.path)}`)).status === 200) targets.push(candidate)
      if (targets.length === 3) break
    }
    expect(targets).toHaveLength(3)

    // One page per instance, each published from its own instance; the drafts as the studio would send them.
    const pages = await Promise.all(
      targets.map(async (target, i) => {
        const { body } = await api(instances[i]!, `/pages/${String(target.id)}`)
        const { version, published_version_id: _p, source_page_id: _s, ...page } = body
        return { id: String(target.id), path: String(target.path), version: version as number, page, title: String(body.title) }
      }),
    )
    // An upload on one instance, into the shared DATA_DIR/media.
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } }).png().toBuffer()
    const uploaded = await fetch(`${instances[1]!.base}/api/media?name=shared.png`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' }, body: photo })
    expect(uploaded.status).toBe(201)
    const mediaUrl = String(((await uploaded.json()) as { url: string }).url)
    // Stored as decoded and encoded again, without metadata (content-api/media/cleanUpload.ts): every instance serves these bytes.
    const stored = Buffer.from(await (await fetch(`${instances[1]!.base}${mediaUrl}`)).arrayBuffer())
    expect((await sharp(stored).metadata()).width).toBe(8)

    let killed: { instance: Instance; at: string; building: string[] } | undefined
    const live = () => instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null)

    for (let round = 1; round <= rounds; round++) {
      const senders = live()
      await Promise.all(
        pages.map(async (page, i) => {
          const from = senders[i % senders.length]!
          const title = `Round ${round} of page ${i + 1}`
          const res = await api(from, `/pages/${page.id}/publish`, { method: 'POST', headers: { 'If-Match': `"${page.version}"` }, body: JSON.stringify({ page: { ...page.page, title }, quick: true }) })
          expect(res.status, `publish from ${from.name}: ${JSON.stringify(res.body)}`).toBe(202)
          page.version = res.body.version as number
          page.title = title
          // Read at once on another instance: it sees this save, not a copy it kept from before.
          const other = senders[(i + 1) % senders.length]!
          const read = await api(other, `/pages/${page.id}`)
          expect([read.status, read.body.version, read.body.title], `read on ${other.name} right after a save on ${from.name}`).toEqual([200, page.version, title])
        }),
      )
      // Halfway: kill the instance holding the build lock while its build runs, as soon as one does.
      if (round >= rounds / 2 && !killed) {
        const until = Date.now() + 3000
        while (Date.now() < until) {
          const holder = await lockHolder()
          const instance = holder && holder.building > 0 ? instances.find((i) => i.child.pid === holder.pid) : undefined
          if (instance) {
            const exited = new Promise((r) => instance.child.once('exit', r))
            instance.child.kill('SIGKILL')
            await exited
            const at = new Date().toISOString()
            const { rows } = await sql.query<{ id: string }>(`select id from build_jobs where status = 'building'`)
            // Killed after its build had recorded itself: not the case under test; start it again and try later.
            if (!rows.length) {
              instances[instances.indexOf(instance)] = start(instance.name, instance.port)
              await healthy(instances.find((i) => i.name === instance.name)!)
              break
            }
            killed = { instance, at, building: rows.map((r) => r.id) }
            break
          }
          await sleep(10)
        }
      }
    }
    expect(killed, 'an instance was killed in the middle of a build').toBeDefined()

    // Everything built: nothing queued or building, on any instance's view of the jobs.
    const survivor = live()[0]!
    const until = Date.now() + 45_000
    for (;;) {
      const { rows } = await sql.query<{ n: string }>(`select count(*) as n from build_jobs where status in ('queued', 'building')`)
      if (rows[0]!.n === '0') break
      if (Date.now() > until) throw new Error(`builds did not finish:\n${live().map((i) => `${i.name}:\n${i.output()}`).join('\n')}`)
      await sleep(100)
    }
    const jobs = (await api(survivor, '/builds/jobs?limit=200')).body.items! as { id: string; status: string; publishes: number; startedAt: string; finishedAt: string; buildId?: string }[]
    expect(jobs.filter((j) => j.status !== 'live').map((j) => j.status)).toEqual([])
    // Every publish counted once, in some job (the startup builds queue none).
    expect(jobs.reduce((n, j) => n + j.publishes, 0)).toBe(rounds * pages.length)
    // Coalesced: far fewer builds than publishes.
    const builds = [...new Map(jobs.map((j) => [`${j.startedAt}|${j.finishedAt}`, j])).values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    expect(builds.length).toBeLessThan(rounds * pages.length)
    // Never two at once: each build starts after the one before it finished.
    for (let i = 1; i < builds.length; i++) expect(builds[i]!.startedAt >= builds[i - 1]!.finishedAt, `build ${i} overlaps the one before`).toBe(true)

    // The killed instance's build was taken over: its jobs went live in a build started after the kill, by a retried job.
    for (const id of killed!.building) {
      const job = jobs.find((j) => j.id === id)!
      expect(job.status).toBe('live')
      expect(job.startedAt > killed!.at).toBe(true)
    }
    // The dead instance's pg-boss job is retried too, not left active: a live instance fails it after two sweeps
    // (5 s apart) that found the build lock free. The builds above may all be done before the second sweep.
    await vi.waitFor(
      async () => {
        const { rows: retried } = await sql.query<{ n: string }>(`select count(*) as n from voix_boss.job where retry_count > 0`)
        expect(Number(retried[0]!.n), 'the killed instance’s build job was retried within 30 s').toBeGreaterThan(0)
      },
      { timeout: 30_000, interval: 250 },
    )

    // The killed instance comes back, and every instance serves the one live build with every page as last published.
    const index = instances.indexOf(killed!.instance)
    instances[index] = start(killed!.instance.name, killed!.instance.port)
    await healthy(instances[index]!)
    const liveBuild = basename(readlinkSync(join(dataDir, 'site', 'live')))
    for (const instance of instances) {
      const latest = (await (await fetch(`${instance.base}/builds/latest.json`)).json()) as { id: string }
      expect(latest.id, `${instance.name} serves the live build`).toBe(liveBuild)
      for (const page of pages) {
        const html = await (await fetch(`${instance.base}${page.path}`)).text()
        expect(html, `${instance.name} serves ${page.path} as last published`).toContain(`<title>${page.title}`)
      }
      const media = await fetch(`${instance.base}${mediaUrl}`)
      expect([media.status, Buffer.from(await media.arrayBuffer()).equals(stored)], `${instance.name} serves the upload made on instance 2`).toEqual([200, true])
    }

    // Sign-in failures count wherever they happen: twenty wrong passwords from this address spread over the three
    // instances, and the right one is refused on each. Last, since it locks this address out for the window.
    for (let i = 0; i < 20; i++) expect((await authorize(instances[i % 3]!.base, 'v'.repeat(43), `nobody${i}@instances.example`, 'wrong-password-1')).status).toBe(401)
    for (const instance of instances) expect((await authorize(instance.base, 'v'.repeat(43), email, password)).status, `sign-in on ${instance.name}`).toBe(429)
  }, 150_000)
})
