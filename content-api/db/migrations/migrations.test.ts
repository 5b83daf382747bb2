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
    await db.close().catch(() => undefined)
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
    expect(up.results?.map((r) => [r.migrationName, r.status])).toEqual([
      ['0003_form_submissions', 'Success'],
      ['0004_page_change_notices', 'Success'],
      ['0005_settings', 'Success'],
    ])
    expect(await db.kysely.selectFrom('form_submissions').selectAll().execute()).toEqual([
      { id: 'kept', form: 'sign-up', site_id: 'playaresorts', page: '/', data: '{"email":"a@example.com"}', created_at: '2026-01-01T00:00:00.000Z' },
    ])
    const count = await sql<{ n: number | string }>`select count(*) as n from form_submissions`.execute(db.kysely)
    expect(Number(count.rows[0]!.n)).toBe(1)
  })
})
