import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, vi } from 'vitest'
import { freePort } from '../../build/testing/freePort.ts'
import { studioAccessToken } from '../../build/testing/studioSignIn.ts'

const exec = promisify(execFile)
export const admin = { email: 'admin@backup.example', password: 'backup-test-password-1' }

/** Folders and servers a backup test made, for its afterAll to remove and stop. */
export function leftovers() {
  const dirs: string[] = []
  const children: ChildProcess[] = []
  return {
    children,
    tempDir(prefix: string) {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      dirs.push(dir)
      return dir
    },
    clear() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The server's settings: a DATA_DIR, and PostgreSQL's address or '' for SQLite. */
export interface Where {
  dataDir: string
  databaseUrl: string
}

const envOf = ({ dataDir, databaseUrl }: Where) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl })

/** `npm run backup` / `npm run restore` as a person runs them: the script, its exit code and what it printed. */
export async function script(name: 'backup' | 'restore', args: string[], where: Where) {
  return exec(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: envOf(where) }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  )
}

export interface Running {
  port: number
  base: string
  child: ChildProcess
}

/** The product as `npm start` starts it, on a free port; answers once its startup build is live. */
export async function start(where: Where, children: ChildProcess[]): Promise<Running> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...envOf(where), NODE_ENV: 'production', PORT: String(port), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
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

/** Stops a server and waits until it has, so the next one never meets its database sessions or its port. */
export async function stop(server: Running): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
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

/** The admin's API on a running server, as a bearer. */
export async function apiOf(server: Running) {
  const token = await studioAccessToken(server.base, admin.email, admin.password)
  return async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.base}/api${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[] } }
  }
}

/** What a server serves, read through its API: every published page and every upload, to ask another server for. */
export async function servedBy(server: Running) {
  const api = await apiOf(server)
  const sites = new Map((await api('/sites?limit=100')).body.items.map((s) => [String(s.id), (s.hosts as string[])[0]!]))
  const published = (await api('/pages?published=true&limit=500')).body.items
  const media = (await api('/media?limit=100')).body.items
  // Every upload a visitor may fetch, with its bytes as this server serves it.
  const uploads = await Promise.all(
    media.filter((m) => m.access !== 'agents').map(async (m) => ({ url: String(m.url), bytes: Buffer.from(await (await fetch(`${server.base}${String(m.url)}`)).arrayBuffer()) })),
  )
  return {
    published,
    media,
    /** Each of those uploads answers 200 on another server, with the same bytes. */
    async expectUploadsOn(base: string) {
      for (const { url, bytes } of uploads) {
        const answer = await fetch(`${base}${url}`)
        expect(answer.status, url).toBe(200)
        expect(Buffer.from(await answer.arrayBuffer()).equals(bytes), url).toBe(true)
      }
    },
    /** Each published page's site, path and status on a server. */
    answers: (port: number) => Promise.all(published.map(async (p) => `${String(p.site_id)}${String(p.path)} ${await visit(port, sites.get(String(p.site_id))!, String(p.path))}`)),
  }
}
