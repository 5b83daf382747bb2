import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresUrl, testDatabases } from '../../content-api/testing/testDatabases.ts'
import { apiOf, leftovers, script, servedBy, start, stop } from './backupTesting.ts'

const made = leftovers()
const reachable = (await testDatabases()).some((db) => db.name === 'postgres')
const suffix = randomBytes(4).toString('hex')
const databases = { from: `voix_backup_src_${suffix}`, into: `voix_backup_dst_${suffix}` }
const urlOf = (database: string) => Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).href

/** Statements on the server's own maintenance session, for the databases this file makes and drops. */
async function onServer(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  made.clear()
  if (reachable) await onServer(Object.values(databases).map((name) => `drop database if exists ${name} with (force)`))
})

describe.skipIf(!reachable)('npm run backup and npm run restore on PostgreSQL', () => {
  it('back up a running demo with uploads (pg_dump and the media), restore into an empty DATA_DIR and an empty database, and every page and upload answers as before', { timeout: 300_000 }, async () => {
    await onServer(Object.values(databases).map((name) => `create database ${name}`))
    const original = { dataDir: made.tempDir('voix-backup-pg-a-'), databaseUrl: urlOf(databases.from) }
    const server = await start(original, made.children)
    const api = await apiOf(server)
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#0e7490' } }).jpeg().toBuffer()
    expect((await api('/media?name=reef.jpg&alt=Reef at dawn', { method: 'POST', body: photo })).status).toBe(201)

    // Taken while the server runs, as an operator would.
    const file = join(made.tempDir('voix-backup-pg-file-'), 'voix.tar.gz')
    const backup = await script('backup', [file], original)
    expect(backup, backup.out).toMatchObject({ code: 0, out: expect.stringContaining('copied the PostgreSQL database') })
    const backedUp = Number(/the database and (\d+) media files/.exec(backup.out)![1])

    const served = await servedBy(server)
    const before = await served.answers(server.port)
    expect(served.media.some((m) => m.alt === 'Reef at dawn')).toBe(true)
    expect(backedUp).toBeGreaterThanOrEqual(served.media.length)
    const agentsOnly = served.media.filter((m) => m.access === 'agents').map((m) => String(m.url).split('/').pop()!)
    // Every page a visitor may open answers; the others are the demo's domain redirect (301) and agents-only pages,
    // never prerendered, that send a visitor to sign in (302).
    expect(before.filter((line) => line.endsWith(' 200')).length).toBeGreaterThan(served.published.length / 2)
    expect(before.filter((line) => !/ (200|301|302)$/.test(line))).toEqual([])
    await stop(server)

    const restored = { dataDir: made.tempDir('voix-backup-pg-b-'), databaseUrl: urlOf(databases.into) }
    const restoring = await script('restore', [file], restored)
    expect(restoring, restoring.out).toMatchObject({ code: 0, out: expect.stringContaining(`restored ${backedUp} media files`) })
    for (const name of agentsOnly) expect(existsSync(join(restored.dataDir, 'media', 'agents', name)), name).toBe(true)
    // A second restore into the same database is refused: nothing is overwritten.
    const twice = await script('restore', [file], { ...restored, dataDir: made.tempDir('voix-backup-pg-c-') })
    expect(twice, twice.out).toMatchObject({ code: 1, out: expect.stringContaining('the database DATABASE_URL names is not empty') })
    expect(readdirSync(join(restored.dataDir, 'media')).length).toBeGreaterThan(0)

    const again = await start(restored, made.children)
    expect(await served.answers(again.port)).toEqual(before)
    await served.expectUploadsOn(again.base)
    // Agents-only uploads are back in their own folder, and still kept from visitors: sent to sign in.
    for (const m of served.media.filter((m) => m.access === 'agents')) expect((await fetch(`${again.base}${String(m.url)}`, { redirect: 'manual' })).status, String(m.url)).toBe(302)
    await stop(again)
  })
})
