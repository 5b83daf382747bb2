import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../content-api/db/openDatabase.ts'
import { seedDemoMedia } from '../../content-api/seed/demoMedia.ts'
import { postgresUrl, testDatabases } from '../../content-api/testing/testDatabases.ts'
import { backupFileOf, restoreFileOf } from './backupArgs.ts'
import { apiOf, leftovers, script, servedBy, start, stop } from './backupTesting.ts'
import { restoreBackup } from './restoreBackup.ts'
import { writeBackup } from './writeBackup.ts'

const made = leftovers()
afterAll(() => made.clear())
const tempDir = made.tempDir
const sqlite = (dataDir: string) => ({ dataDir, databaseUrl: '' })

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
    const original = sqlite(tempDir('voix-backup-a-'))
    const server = await start(original, made.children)
    const api = await apiOf(server)
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1f8a70' } }).jpeg().toBuffer()
    expect((await api('/media?name=lagoon.jpg&alt=Lagoon', { method: 'POST', body: photo })).status).toBe(201)

    // Help and a mistyped option, against the running server's DATA_DIR: neither writes a file.
    const help = await script('backup', ['--help'], original)
    expect([help.code, help.out]).toEqual([0, expect.stringContaining('usage: npm run backup')])
    expect((await script('backup', ['--output', 'x.tar.gz'], original)).out).toContain('unknown option --output')
    expect(existsSync(join(original.dataDir, 'backups'))).toBe(false)
    expect(readdirSync('.').filter((f) => f.startsWith('--'))).toEqual([])

    const file = join(tempDir('voix-backup-file-'), 'voix.tar.gz')
    const backup = await script('backup', [file], original)
    expect(backup, backup.out).toMatchObject({ code: 0, out: expect.stringMatching(/the database and \d+ media files/) })
    const backedUp = Number(/the database and (\d+) media files/.exec(backup.out)![1])

    const served = await servedBy(server)
    const before = await served.answers(server.port)
    // Every upload is in the backup, the agents-only ones (kept apart, served to agents only) too.
    const agentsOnly = served.media.filter((m) => m.access === 'agents').map((m) => String(m.url).split('/').pop()!)
    expect(agentsOnly.length).toBeGreaterThan(0)
    expect(backedUp).toBeGreaterThanOrEqual(served.media.length)
    // Agent-only pages are never prerendered; every other page answers.
    expect(before.filter((line) => line.endsWith(' 200')).length).toBeGreaterThan(served.published.length / 2)
    await stop(server)

    const restored = sqlite(tempDir('voix-backup-b-'))
    const restoring = await script('restore', [file], restored)
    expect(restoring, restoring.out).toMatchObject({ code: 0, out: expect.stringContaining(`restored ${backedUp} media files`) })
    for (const name of agentsOnly) expect(existsSync(join(restored.dataDir, 'media', 'agents', name)), name).toBe(true)
    expect((await script('restore', [file], restored)).out).toContain('already holds a Voix database or uploads; restore into an empty DATA_DIR')
    const again = await start(restored, made.children)
    expect(await served.answers(again.port)).toEqual(before)
    await served.expectUploadsOn(again.base)
    await stop(again)
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
