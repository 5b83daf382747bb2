import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApi } from '../../content-api/app.ts'
import { createUser } from '../../content-api/auth/ensureAdmin.ts'
import { issueTokens } from '../../content-api/auth/tokens.ts'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { seedDemo } from '../../content-api/seed/seedDemo.ts'
import { postgresUrl } from '../../content-api/testing/testDatabases.ts'
import type { BenchGroup, Figures } from './figures.ts'

interface Result {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}
interface Request {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (req: Request) => Request
  onResponse?: (status: number, body: string) => void
}
type Autocannon = (options: { url: string; connections: number; duration?: number; amount?: number; pipelining?: number; headers?: Record<string, string>; requests?: Request[] }) => Promise<Result & { requests: { total: number } }>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const self = fileURLToPath(import.meta.url)

/** The server side, in its own process so the load generator does not steal its CPU: seeds, signs a user in, prints where to aim. */
async function serveForBench(database: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'voix-api-bench-'))
  const schema = `bench_${process.pid}`
  const db = await openDatabase(database === 'postgres' ? { databaseUrl: postgresUrl, pgSchema: schema } : { sqliteFile: join(dir, 'voix.sqlite') })
  await seedDemo(db, { agentPassword: 'bench-agent-password' })
  const editor = await createUser(db, { email: 'bench@voix.localhost', name: 'Bench', role: 'editor', password: 'bench-editor-password' })
  const { access_token } = await issueTokens(db, editor.id, 'voix-studio')
  // Reads go round every page of two brand sites (not one page over and over), as editors moving between pages do.
  const reads = await db.kysely.selectFrom('pages').select('id').where('site_id', 'in', ['playaresorts', 'hyatt-ziva']).where('path', '<>', '/gallery').orderBy('id').execute()
  const scratch = await db.kysely.selectFrom('pages').select('id').where('site_id', '=', 'playaresorts').where('path', '=', '/gallery').executeTakeFirstOrThrow()
  const app = new Hono().route('/api', createApi({ db, publicUrl: 'http://localhost' }))
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port, token: access_token, readIds: reads.map((r) => r.id), saveId: scratch.id })}\n`)
  })
  // The parent asks for this process's CPU time around a run: the server's work per request, whatever the load generator costs.
  process.on('message', () => process.send!(process.cpuUsage()))
  const stop = async () => {
    server.close()
    if (database === 'postgres') await db.kysely.schema.dropSchema(schema).ifExists().cascade().execute()
    await db.close()
    rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
}

async function measure(database: 'sqlite' | 'postgres'): Promise<Figures> {
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--serve', database], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, NODE_ENV: 'production' } })
  const serverCpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (usage) => resolve(((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system) / 1000))
      child.send('cpu')
    })
  try {
    const target = await new Promise<{ port: number; token: string; readIds: string[]; saveId: string }>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))))
      })
      child.on('exit', (code) => reject(new Error(`the ${database} bench server exited with ${code}`)))
    })
    const url = `http://127.0.0.1:${target.port}`
    const auth = { Authorization: `Bearer ${target.token}` }
    // Full 200 reads: no If-None-Match is sent, so every answer carries the page. Each connection cycles through the pages.
    const readRequests = target.readIds.map((id) => ({ method: 'GET', path: `/api/pages/${id}` }))
    await autocannon({ url, connections: 20, duration: 2, headers: auth, requests: readRequests })
    const cpuBefore = await serverCpu()
    const reads = await autocannon({ url, connections: 50, pipelining: 1, duration: 8, headers: auth, requests: readRequests })
    const readCpuMs = (await serverCpu()) - cpuBefore
    if (reads.non2xx || reads.errors) throw new Error(`${reads.non2xx + reads.errors} page reads failed`)

    // Saves one after another, each with the version the previous one answered: every one must succeed.
    const page = (await (await fetch(`${url}/api/pages/${target.saveId}`, { headers: auth })).json()) as Record<string, unknown>
    const { version: first, published_version_id: _p, ...draft } = page
    let version = first as number
    let n = 0
    const body = () => JSON.stringify({ ...draft, title: `Gallery ${++n}` })
    const saves = await autocannon({
      url,
      connections: 1,
      amount: 1500,
      requests: [
        {
          method: 'PUT',
          path: `/api/pages/${target.saveId}`,
          setupRequest: (req) => ({ ...req, headers: { ...auth, 'Content-Type': 'application/json', 'If-Match': `"${version}"` }, body: body() }),
          onResponse: (status, text) => {
            if (status === 200) version = (JSON.parse(text) as { version: number }).version
          },
        },
      ],
    })
    if (saves.non2xx || saves.errors) throw new Error(`${saves.non2xx + saves.errors} saves failed`)
    return {
      [`api.${database}.pageReads`]: { value: Math.round(reads.requests.average), unit: `requests/s (GET /api/pages/:id over ${target.readIds.length} pages, 50 connections)`, target: 5000, better: 'higher' },
      [`api.${database}.pageReadServerCpu`]: { value: Math.round((readCpuMs * 1000) / reads.requests.total), unit: 'µs of API process CPU per page read (the load generator shares the machine)', target: null, better: 'lower' },
      [`api.${database}.saveMedian`]: { value: saves.latency.p50, unit: 'ms (PUT /api/pages/:id, ~6 blocks)', target: null, better: 'lower' },
      [`api.${database}.saveP99`]: { value: saves.latency.p99, unit: 'ms', target: 20, better: 'lower' },
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

async function postgresReachable(): Promise<boolean> {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 })
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  )
}

/** Page reads per second and save latency of the content API over loopback HTTP, on SQLite and (when reachable) PostgreSQL. */
export const apiBench: BenchGroup = {
  name: 'api',
  async run() {
    const figures = await measure('sqlite')
    if (await postgresReachable()) Object.assign(figures, await measure('postgres'))
    return figures
  },
}

if (process.argv[2] === '--serve') void serveForBench(process.argv[3] === 'postgres' ? 'postgres' : 'sqlite')
