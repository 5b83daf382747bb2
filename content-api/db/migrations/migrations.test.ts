import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMigrator, type Db } from '../openDatabase.ts'
import { testDatabases } from '../../testing/testDatabases.ts'
import { migrations } from './index.ts'

const databases = await testDatabases()

describe.each(databases)('the shared migrations on $name', ({ open }) => {
  let db: Db & { drop: () => Promise<void> }
  const migrator = () => createMigrator(db)

  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db.drop()
  })

  it('create the form submissions table with the rest, before the forms module is ever used', async () => {
    const applied = (await migrator().getMigrations()).filter((m) => m.executedAt).map((m) => m.name)
    expect(applied).toEqual(Object.keys(migrations))
    await db.kysely.insertInto('form_submissions').values({ id: 'a', form: 'sign-up', site_id: null, page: '/', data: '{}', created_at: '2026-01-01T00:00:00.000Z' }).execute()
    expect(await db.kysely.selectFrom('form_submissions').select('id').execute()).toEqual([{ id: 'a' }])
  })

  it('keep the submissions of a database whose table the forms module had created itself', async () => {
    // Back to before 0003, then the table as the forms module used to create it, holding a submission.
    const down = await migrator().migrateTo('0002_entities')
    expect(down.error).toBeUndefined()
    await db.kysely.schema
      .createTable('form_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('site_id', 'text')
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.kysely.schema.createIndex('form_submissions_form_created').on('form_submissions').columns(['form', 'created_at']).execute()
    await db.kysely.insertInto('form_submissions').values({ id: 'kept', form: 'sign-up', site_id: 'playaresorts', page: '/', data: '{"email":"a@example.com"}', created_at: '2026-01-01T00:00:00.000Z' }).execute()

    const up = await migrator().migrateToLatest()
    expect(up.error).toBeUndefined()
    // 0003 and every migration after it, whatever later ones there are.
    expect(up.results?.map((r) => [r.migrationName, r.status])).toEqual(Object.keys(migrations).slice(2).map((name) => [name, 'Success']))
    expect(up.results?.[0]?.migrationName).toBe('0003_form_submissions')
    expect(await db.kysely.selectFrom('form_submissions').selectAll().execute()).toEqual([
      { id: 'kept', form: 'sign-up', site_id: 'playaresorts', page: '/', data: '{"email":"a@example.com"}', created_at: '2026-01-01T00:00:00.000Z' },
    ])
    const count = await sql<{ n: number | string }>`select count(*) as n from form_submissions`.execute(db.kysely)
    expect(Number(count.rows[0]!.n)).toBe(1)
  })

  it('make the waiting build jobs one without losing any: the older are left for the next build to carry', async () => {
    expect((await migrator().migrateTo('0026_media_library')).error).toBeUndefined()
    const job = (id: string, queuedAt: string) => ({ id, status: 'queued' as const, publishes: 2, error: null, build_id: null, queued_at: queuedAt, started_at: null, finished_at: null })
    await db.kysely.insertInto('build_jobs').values([job('older', '2026-01-01T00:00:00.000Z'), job('newer', '2026-01-01T00:00:01.000Z')]).execute()
    expect((await migrator().migrateToLatest()).error).toBeUndefined()
    const statuses = async () => Object.fromEntries((await db.kysely.selectFrom('build_jobs').select(['id', 'status']).where('id', 'in', ['older', 'newer']).execute()).map((r) => [r.id, r.status]))
    expect(await statuses()).toEqual({ older: 'building', newer: 'queued' })
    // The database now refuses a second waiting job.
    await expect(db.kysely.insertInto('build_jobs').values(job('second', '2026-01-01T00:00:02.000Z')).execute()).rejects.toThrow()
    await db.kysely.deleteFrom('build_jobs').where('id', 'in', ['older', 'newer']).execute()
  })
})
