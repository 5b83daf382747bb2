import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPage } from '../pages/pageStore.ts'
import { backupDatabase } from './backupDatabase.ts'
import { openDatabase } from './openDatabase.ts'

const dir = mkdtempSync(join(tmpdir(), 'voix-backup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('backups of the embedded database', () => {
  it('copies everything with VACUUM INTO while the database stays open, and never overwrites', async () => {
    const db = await openDatabase({ sqliteFile: join(dir, 'voix.sqlite') })
    const at = new Date().toISOString()
    await db.kysely.insertInto('sites').values({ id: 's', slug: 's', name: 'S', kind: 'brand', layout: 'blocks', document: JSON.stringify({ id: 's', slug: 's', name: 'S', kind: 'brand', layout: 'blocks' }), version: 1, created_at: at, updated_at: at }).execute()
    await createPage(db, { site_id: 's', path: '/kept', title: 'Kept', layout: 'blocks' })
    const file = join(dir, 'backups', 'one.sqlite')
    await backupDatabase(db, file)
    await expect(backupDatabase(db, file)).rejects.toThrow('already exists')
    await db.close()
    const copy = await openDatabase({ sqliteFile: file })
    expect((await copy.kysely.selectFrom('pages').select('title').execute()).map((r) => r.title)).toEqual(['Kept'])
    await copy.close()
  })
})
