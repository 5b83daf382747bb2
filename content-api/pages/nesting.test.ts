import { currentVersion } from '../../catalogue/model/migrations/DocumentType.ts'
import { pageDocument } from '../../catalogue/model/migrations/pageDocument.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { nestedGroups } from '../../catalogue/model/testing.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

type Tree = { elements?: Tree[] }
const depth = (elements: Tree[] = []): number => {
  let most = 0
  const stack: [Tree, number][] = elements.map((el) => [el, 1])
  while (stack.length) {
    const [el, level] = stack.pop()!
    most = Math.max(most, level)
    for (const child of el.elements ?? []) stack.push([child, level + 1])
  }
  return most
}

function nestedMenu(levels: number) {
  let items: unknown[] = [{ label: `Entry ${levels}`, href: '/x' }]
  for (let level = levels - 1; level >= 1; level--) items = [{ label: `Entry ${level}`, href: '/x', children: items }]
  return items
}

describe.each(databases)('nesting limits on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let page: Record<string, unknown> & { id: string; version: number }
  beforeAll(async () => {
    t = await setupApi(open)
    const intro = newSliceFromBlock('GlobalIntro', { title: 'Hello', copy: '<p>Hi</p>' })
    page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/deep', title: 'Deep', layout: 'playaresorts', elements: [intro] })).body
  })
  afterAll(() => t.close())

  const body = (elements: unknown[]) => {
    const { version: _v, published_version_id: _p, ...rest } = page
    return { ...rest, elements }
  }

  it('refuses blocks nested deeper than 20 with a 400 naming the limit, before any schema sees them', async () => {
    for (const levels of [20, 750]) {
      const res = await t.editor.put(`/pages/${page.id}`, body([nestedGroups(levels)]), { 'If-Match': `"${page.version}"` })
      expect(res.status).toBe(400)
      expect(res.body.error).toMatch(/^The body is not valid: elements: Blocks can be nested at most 20 deep; .* is at level 21: move it, or the group holding it, up a level$/)
      expect(res.body.issues[0].path).toMatch(/^(elements\.0\.){20}elements\.0$/)
    }
    const publish = await t.editor.post(`/pages/${page.id}/publish`, { page: body([nestedGroups(700)]) }, { 'If-Match': `"${page.version}"` })
    expect(publish.status).toBe(400)
    expect(publish.body.error).toMatch(/Blocks can be nested at most 20 deep/)
    const fine = await t.editor.put(`/pages/${page.id}`, body([nestedGroups(19)]), { 'If-Match': `"${page.version}"` })
    expect(fine.status).toBe(200)
    page = (await t.editor.get(`/pages/${page.id}`)).body
  })

  it('refuses menus deeper than 5 and queries beyond their size with a 400 naming the limit', async () => {
    const menu = await t.editor.post('/menus', { site_id: 'playaresorts', name: 'deep', items: nestedMenu(1000) })
    expect(menu.status).toBe(400)
    expect(menu.body.error).toBe("The body is not valid: items: Menus can be nested at most 5 deep; the entry 'Entry 6' is at level 6: move it up a level")
    expect((await t.editor.post('/menus', { site_id: 'playaresorts', name: 'fine', items: nestedMenu(5) })).status).toBe(201)
    const query = (where: string) => `{"id":"${page.id}","path":"/deep","title":"Deep","layout":"playaresorts","elements":[{"id":"q1","type":"query","component":"PostList","model_query":{"model":"posts","where":${where}}}]}`
    const deep = await t.editor.put(`/pages/${page.id}`, query(`[{"key":"a","operator":"in","value":${'['.repeat(20_000)}1${']'.repeat(20_000)}}]`), { 'If-Match': `"${page.version}"` })
    expect(deep.status).toBe(400)
    expect(deep.body.error).toMatch(/^The body is not valid: elements: A query condition's value can be nested at most 4 deep/)
    const many = await t.editor.put(`/pages/${page.id}`, query(JSON.stringify(Array(21).fill({ key: 'a', operator: '=', value: 1 }))), { 'If-Match': `"${page.version}"` })
    expect(many.status).toBe(400)
    expect(many.body.error).toBe('The body is not valid: elements: A query can have at most 20 conditions; this one has 21')
  })

  it('keeps a page stored before the limit readable, repairable and deletable: it loads within the limit', async () => {
    const stored = { id: 'old-deep', path: '/old-deep', title: 'Old', layout: 'playaresorts', elements: [nestedGroups(750)] }
    const at = new Date().toISOString()
    // As an earlier version of the code stored it: schema version 1 (the column's default), draft and published version.
    await t.db.kysely.insertInto('pages').values({ id: 'old-deep', site_id: 'playaresorts', path: '/old-deep', locale: 'en', title: 'Old', draft: JSON.stringify(stored), published_version_id: 'old-v1', source_page_id: null, version: 1, created_at: at, updated_at: at }).execute()
    await t.db.kysely.insertInto('page_versions').values({ id: 'old-v1', page_id: 'old-deep', kind: 'published', name: 'Old', document: JSON.stringify(stored), created_at: at, created_by: null }).execute()

    const read = await t.editor.get('/pages/old-deep')
    expect(read.status).toBe(200)
    expect(depth(read.body.elements)).toBe(20)
    expect(read.body.version).toBe(1)
    expect((await t.editor.get('/pages/old-deep/versions')).status).toBe(200)
    const version = await t.editor.get('/pages/old-deep/versions/old-v1')
    expect(version.status).toBe(200)
    expect(depth(version.body.page.elements)).toBe(20)
    const published = await t.anonymous.get('/pages/old-deep/published')
    expect(published.status).toBe(200)
    expect(depth(published.body.elements)).toBe(20)

    // The editor saves what they were shown: stored at the current schema, then read back spliced, unchanged.
    const { version: _v, published_version_id: _p, ...draft } = read.body
    const saved = await t.editor.put('/pages/old-deep', draft, { 'If-Match': '"1"' })
    expect(saved.status).toBe(200)
    const row = await t.db.kysely.selectFrom('pages').select(['schema_version']).where('id', '=', 'old-deep').executeTakeFirstOrThrow()
    expect(Number(row.schema_version)).toBe(currentVersion(pageDocument))
    expect(depth((await t.editor.get('/pages/old-deep')).body.elements)).toBe(20)
    expect((await t.editor.delete('/pages/old-deep', { 'If-Match': `"${saved.body.version}"` })).status).toBe(200)
  })

  it('keeps a menu stored before the limit readable and repairable', async () => {
    const at = new Date().toISOString()
    await t.db.kysely.insertInto('menus').values({ id: 'old-menu', site_id: 'playaresorts', name: 'old', items: JSON.stringify(nestedMenu(1000)), version: 1, created_at: at, updated_at: at }).execute()
    const read = await t.editor.get('/menus/old-menu')
    expect(read.status).toBe(200)
    const saved = await t.editor.put('/menus/old-menu', { ...read.body, name: 'repaired' }, { 'If-Match': '"1"' })
    expect(saved.status).toBe(200)
    expect((await t.editor.delete('/menus/old-menu', { 'If-Match': `"${saved.body.version}"` })).status).toBe(204)
  })
})
