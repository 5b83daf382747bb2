import { Hono } from 'hono'
import type { Db } from './db/openDatabase.ts'
import { getPage, listPages } from './store/pageStore.ts'
import { listSites } from './store/siteStore.ts'

export interface ApiOptions {
  db: Db
}

/** The content API, mounted at /api. */
export function createApi({ db }: ApiOptions): Hono {
  const api = new Hono()
  api.get('/health', (c) => c.json({ ok: true, database: db.dialect }))
  api.get('/sites', async (c) => c.json({ items: await listSites(db) }))
  api.get('/pages', async (c) => c.json({ items: await listPages(db, c.req.query('site') || undefined) }))
  api.get('/pages/:id', async (c) => {
    const found = await getPage(db, c.req.param('id'))
    if (!found) return c.json({ error: `No page with id '${c.req.param('id')}'` }, 404)
    c.header('ETag', `"${found.version}"`)
    return c.json({ ...found.page, version: found.version })
  })
  api.notFound((c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404))
  api.onError((error, c) => {
    console.error(error)
    return c.json({ error: 'Internal error' }, 500)
  })
  return api
}
