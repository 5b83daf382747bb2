import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { seedDemoMedia } from '../../content-api/seed/demoMedia.ts'
import { postgresUrl, testDatabases } from '../../content-api/testing/testDatabases.ts'
import { freePort } from '../../build/testing/freePort.ts'
import { studioAccessToken } from '../../build/testing/studioSignIn.ts'
import { backupFileOf, restoreFileOf } from './backupArgs.ts'
import { restoreBackup } from './restoreBackup.ts'
import { writeBackup } from './writeBackup.ts'

const exec = promisify(execFile)
const email = 'admin@backup.example'
const password = 'backup-test-password-1'
const dirs: string[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}

/** `npm run backup` / `npm run restore` as a person runs them: the script, its exit code and what it printed. */
async function script(name: 'backup' | 'restore', args: string[], dataDir: string) {
  return exec(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  )
}

/** The product as `npm start` starts it, on a free port; answers once /api/health does. */
async function start(dataDir: string): Promise<{ port: number; base: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const base = `http://localhost:${port}`
  // Waits for the server's own word that it listens (it prints the URLs), then checks it answers.
  await new Promise<void>((resolve, reject) => {
    const check = () => (output.includes(`${base}/api`) ? resolve() : undefined)
    child.stdout!.on('data', check)
    child.once('exit', (code) => reject(new Error(`the server stopped (code ${code}) while starting:\n${output}`)))
    check()
  })
  expect((await fetch(`${base}/api/health`)).status).toBe(200)
  // The sites answer once the startup build is live (it resizes every upload first).
  await vi.waitFor(async () => expect((await fetch(`${base}/builds/latest.json`)).status).toBe(200), { timeout: 180_000, interval: 500 })
  return { port, base, child }
}

/** A page as a visitor's browser asks for it: by its site's host (Node's fetch would not send the Host header). */
const visit = (port: number, host: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
      .on('error', reject)
      .end()
  })

describe('npm run backup and npm run restore', () => {
  it('print help with --help and refuse an option they do not know, writing nothing', async () => {
    expect(backupFileOf(['--help'], '/data')).toBe('help')
    expect(backupFileOf([], '/data', new Date('2026-01-02T03:04:05.678Z'))).toBe('/data/backups/voix-2026-01-02T03-04-05-678Z.tar.gz')
    expect(backupFileOf(['/b/one.tar.gz'], '/data')).toBe('/b/one.tar.gz')
    expect(() => backupFileOf(['--out', 'x'], '/data')).toThrow('unknown option --out')
    expect(() => backupFileOf(['a', 'b'], '/data')).toThrow('one backup file at a time')
    expect(restoreFileOf(['--help'])).toBe('help')
    expect(() => restoreFileOf([])).toThrow('name the one backup file to restore')
    expect(() => restoreFileOf(['--force', 'b.tar.gz'])).toThrow('unknown option --force')
    expect(() => restoreFileOf(['-f'])).toThrow('unknown option')
  })

  it('back up a running demo with uploads into one file, which restores into an empty DATA_DIR where every page and upload answers as before', { timeout: 240_000 }, async () => {
    const original = tempDir('voix-backup-a-')
    const server = await start(original)
    const token = await studioAccessToken(server.base, email, password)
    const api = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.base}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[] } }
    }
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1f8a70' } }).jpeg().toBuffer()
    expect((await api('/media?name=lagoon.jpg&alt=Lagoon', { method: 'POST', body: photo })).status).toBe(201)

    // Help and a mistyped option, against the running server's DATA_DIR: neither writes a file.
    const help = await script('backup', ['--help'], original)
    expect([help.code, help.out]).toEqual([0, expect.stringContaining('usage: npm run backup')])
    expect((await script('backup', ['--output', 'x.tar.gz'], original)).out).toContain('unknown option --output')
    expect(existsSync(join(original, 'backups'))).toBe(false)
    expect(readdirSync('.').filter((f) => f.startsWith('--'))).toEqual([])

    const file = join(tempDir('voix-backup-file-'), 'voix.tar.gz')
    const made = await script('backup', [file], original)
    expect(made, made.out).toMatchObject({ code: 0, out: expect.stringMatching(/the database and \d+ media files/) })
    const backedUp = Number(/the database and (\d+) media files/.exec(made.out)![1])

    const sites = new Map((await api('/sites?limit=100')).body.items.map((s) => [String(s.id), (s.hosts as string[])[0]!]))
    const published = (await api('/pages?published=true&limit=500')).body.items
    const answers = async (port: number) => Promise.all(published.map(async (p) => `${String(p.site_id)}${String(p.path)} ${await visit(port, sites.get(String(p.site_id))!, String(p.path))}`))
    const before = await answers(server.port)
    const listed = (await api('/media?limit=100')).body.items
    // Every upload is in the backup, the agents-only ones (kept apart, served to agents only) too.
    const agentsOnly = listed.filter((m) => m.access === 'agents').map((m) => String(m.url).split('/').pop()!)
    expect(agentsOnly.length).toBeGreaterThan(0)
    expect(backedUp).toBeGreaterThanOrEqual(listed.length)
    const media = listed.filter((m) => m.access !== 'agents').map((m) => String(m.url))
    const mediaBytes = await Promise.all(media.map(async (url) => Buffer.from(await (await fetch(`${server.base}${url}`)).arrayBuffer())))
    // Agent-only pages are never prerendered; every other page answers.
    expect(before.filter((line) => line.endsWith(' 200')).length).toBeGreaterThan(published.length / 2)
    server.child.kill('SIGTERM')

    const restored = tempDir('voix-backup-b-')
    const restoring = await script('restore', [file], restored)
    expect(restoring, restoring.out).toMatchObject({ code: 0, out: expect.stringContaining(`restored ${backedUp} media files`) })
    for (const name of agentsOnly) expect(existsSync(join(restored, 'media', 'agents', name)), name).toBe(true)
    expect((await script('restore', [file], restored)).out).toContain('already holds a Voix database or uploads; restore into an empty DATA_DIR')
    const again = await start(restored)
    expect(await answers(again.port)).toEqual(before)
    for (const [i, url] of media.entries()) {
      const served = await fetch(`${again.base}${url}`)
      expect(served.status, url).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(mediaBytes[i]!), url).toBe(true)
    }
    again.child.kill('SIGTERM')
  })
})

const reachable = (await testDatabases()).some((db) => db.name === 'postgres')

describe.skipIf(!reachable)('a backup of PostgreSQL', () => {
  it('holds the database (pg_dump) and the uploads, and restores into an empty database only', { timeout: 60_000 }, async () => {
    const name = () => `voix_backup_${randomBytes(4).toString('hex')}`
    const [from, into] = [name(), name()]
    const url = (database: string) => Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).href
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    try {
      await admin.query(`create database ${from}`)
      await admin.query(`create database ${into}`)
      const a = tempDir('voix-backup-pg-a-')
      const db = await openDatabase({ databaseUrl: url(from) })
      // The uploads of the demo, with their records (the whole demo's seed costs seconds on PostgreSQL and adds nothing here).
      await seedDemoMedia(db, join(a, 'media'))
      const counts = async (of: typeof db) => Promise.all(['media', 'sites'].map(async (table) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(of.kysely)).rows[0]!.n)))
      const expected = await counts(db)
      expect(expected).toEqual([2, 0])
      await db.close()
      const file = join(a, 'pg.tar.gz')
      expect(await writeBackup({ databaseUrl: url(from), sqliteFile: join(a, 'voix.sqlite'), mediaDir: join(a, 'media') }, file)).toMatchObject({ database: 'postgres', media: 2 })
      const b = tempDir('voix-backup-pg-b-')
      const settings = { databaseUrl: url(into), sqliteFile: join(b, 'voix.sqlite'), mediaDir: join(b, 'media') }
      await expect(restoreBackup({ ...settings, databaseUrl: undefined }, file)).rejects.toThrow('this backup is of a PostgreSQL database')
      await restoreBackup(settings, file)
      expect(readdirSync(settings.mediaDir).sort()).toEqual(readdirSync(join(a, 'media')).sort())
      const back = await openDatabase({ databaseUrl: url(into) })
      expect(await counts(back)).toEqual(expected)
      await back.close()
      await expect(restoreBackup({ ...settings, mediaDir: join(b, 'elsewhere'), sqliteFile: join(b, 'x', 'voix.sqlite') }, file)).rejects.toThrow('is not empty')
    } finally {
      await admin.query(`drop database if exists ${from} with (force)`)
      await admin.query(`drop database if exists ${into} with (force)`)
      await admin.end()
    }
  })
})
