import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/openDatabase.ts'
import { setupApi } from '../testing/setupApi.ts'
import { openTestPostgres, testDatabases } from '../testing/testDatabases.ts'
import { pageReadCache } from './pageReadCache.ts'
import { getPage, getPageJson, savePage } from './pageStore.ts'

const databases = await testDatabases()

/** Poll until `check` passes (another process's change reaches a PostgreSQL listener a moment after it commits). */
async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const end = Date.now() + ms
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > end) throw error
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

describe.each(databases)('reading a page on $name', ({ name, open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  const newPage = async (path: string) => (await t.editor.post('/pages', { site_id: 'playaresorts', path, title: `Page ${path}`, layout: 'playaresorts' })).body
  const bodyOf = (stored: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { version: _v, published_version_id: _p, ...page } = stored
    return { ...page, ...changes }
  }

  it('answers the draft with its version as the ETag, and 304 without a body to a client that has that version', async () => {
    const page = await newPage('/conditional')
    const first = await t.editor.get(`/pages/${page.id}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('etag')).toBe('"1"')
    expect(first.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(first.body).toEqual({ ...page, version: 1, published_version_id: null })
    for (const tag of ['"1"', 'W/"1"', '"7", "1"', '*']) {
      const again = await t.editor.get(`/pages/${page.id}`, { 'If-None-Match': tag })
      expect(again.status, tag).toBe(304)
      expect(again.body, tag).toBeUndefined()
      expect(again.headers.get('etag')).toBe('"1"')
    }
    await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Changed' }), { 'If-Match': '"1"' })
    const changed = await t.editor.get(`/pages/${page.id}`, { 'If-None-Match': '"1"' })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).toBe('"2"')
    expect(changed.body).toMatchObject({ title: 'Changed', version: 2 })
    // 304 still only for those who may read the page.
    expect((await t.anonymous.get(`/pages/${page.id}`, { 'If-None-Match': '"2"' })).status).toBe(401)
    expect((await t.restricted.get(`/pages/${page.id}`, { 'If-None-Match': '"2"' })).status).toBe(404)
  })

  it('answers every read from the database as it is now, whoever changed it', async () => {
    const page = await newPage('/kept-reads')
    expect((await t.editor.get(`/pages/${page.id}`)).body.title).toBe('Page /kept-reads')
    expect((await t.editor.get(`/pages/${page.id}`)).body.title).toBe('Page /kept-reads')
    // Another process (a second API instance, a script) writes the row: the next read must show it.
    const draft = JSON.parse((await t.db.kysely.selectFrom('pages').select('draft').where('id', '=', page.id).executeTakeFirstOrThrow()).draft) as Record<string, unknown>
    await t.db.kysely
      .updateTable('pages')
      .set({ draft: JSON.stringify({ ...draft, title: 'Written elsewhere' }), title: 'Written elsewhere', version: 2, updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', page.id)
      .execute()
    // SQLite: at once (every read compares the version). PostgreSQL: once the change notice has arrived.
    const settle = name === 'sqlite' ? (check: () => Promise<void>) => check() : eventually
    let read = await t.editor.get(`/pages/${page.id}`)
    await settle(async () => {
      read = await t.editor.get(`/pages/${page.id}`)
      expect(read.body).toMatchObject({ title: 'Written elsewhere', version: 2 })
    })
    expect(read.headers.get('etag')).toBe('"2"')
    // Publishing changes published_version_id with the version: the read shows it.
    const published = await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(read.body) }, { 'If-Match': '"2"' })
    expect(published.status).toBe(202)
    expect((await t.editor.get(`/pages/${page.id}`)).body.published_version_id).toBe(published.body.versionId)
    await t.db.kysely.deleteFrom('pages').where('id', '=', page.id).execute()
    await settle(async () => expect((await t.editor.get(`/pages/${page.id}`)).status).toBe(404))
  })

  it.runIf(name === 'postgres')('sees another process\'s save on the very next read, even when its change notice is held back', async () => {
    const page = await newPage('/two-processes')
    await eventually(async () => expect(pageReadCache(t.db).listening).toBe(true))
    expect((await t.editor.get(`/pages/${page.id}`)).body.title).toBe('Page /two-processes')
    // A second process: its own pool, listener and cache on the same schema.
    const other = await openTestPostgres(t.db.pgSchema!)
    try {
      const stored = (await getPage(other, page.id))!
      await savePage(other, page.id, stored.version, { ...stored.page, title: 'Saved by the other process' }, 'draft')
      // No waiting: a read that starts after the save answered sees it, whenever the notice arrives.
      expect((await t.editor.get(`/pages/${page.id}`)).body).toMatchObject({ title: 'Saved by the other process', version: 2 })
      // A notice held back (the listening connection paused, as a busy server or network delays it): the next read
      // still sees the save, since it is answered from what was kept only once this process's own notice, sent after
      // the read began, has come back behind every notice committed before it.
      const socket = (pageReadCache(t.db).listener as unknown as { connection: { stream: { pause(): void; resume(): void } } }).connection.stream
      socket.pause()
      const read = (async () => {
        const stored = (await getPage(other, page.id))!
        await savePage(other, page.id, stored.version, { ...stored.page, title: 'Saved while notices wait' }, 'draft')
        return (await t.editor.get(`/pages/${page.id}`)).body
      })()
      setTimeout(() => socket.resume(), 300)
      expect(await read).toMatchObject({ title: 'Saved while notices wait', version: 3 })
      // And the other way round: its kept read is not answered after this process saves.
      const theirs = async () => JSON.parse(new TextDecoder().decode((await getPageJson(other, page.id))!.body)) as { title: string }
      expect((await theirs()).title).toBe('Saved while notices wait')
      const mine = (await t.editor.get(`/pages/${page.id}`)).body
      expect((await t.editor.put(`/pages/${page.id}`, bodyOf(mine, { title: 'Saved here' }), { 'If-Match': '"3"' })).status).toBe(200)
      expect((await theirs()).title).toBe('Saved here')
    } finally {
      await other.close()
    }
  })

  it('keeps each page to its own answer when many are read in turn', async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, (_, i) => newPage(`/many-${i}`)))
    for (let round = 0; round < 2; round++) {
      const reads = await Promise.all(pages.map((p) => t.editor.get(`/pages/${p.id}`)))
      expect(reads.map((r) => r.body.path)).toEqual(pages.map((p) => p.path))
    }
  })
})

describe('reading a page on an SQLite file', () => {
  it('never answers a save still inside its transaction, nor keeps one that rolled back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voix-reads-'))
    const t = await setupApi(async () => {
      const db = await openDatabase({ sqliteFile: join(dir, 'voix.sqlite') })
      return Object.assign(db, { drop: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) })
    })
    try {
      const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/in-transaction', title: 'Committed', layout: 'playaresorts' })).body
      const readTitle = async () => (JSON.parse(new TextDecoder().decode((await getPageJson(t.db, page.id))!.body)) as { title: string }).title
      const rolledBack = new Error('rolled back on purpose')
      await expect(
        t.db.kysely.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('pages').select('draft').where('id', '=', page.id).executeTakeFirstOrThrow()
          await trx.updateTable('pages').set({ draft: JSON.stringify({ ...JSON.parse(row.draft), title: 'Not committed' }), version: 2 }).where('id', '=', page.id).execute()
          expect(await readTitle()).toBe('Committed')
          throw rolledBack
        }),
      ).rejects.toBe(rolledBack)
      expect(await readTitle()).toBe('Committed')
      expect((await t.editor.get(`/pages/${page.id}`)).body).toMatchObject({ title: 'Committed', version: 1 })
    } finally {
      await t.close()
    }
  })
})
