import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../catalogue/model/audit.ts'
import { authorize } from '../testing/signIn.ts'
import { passwords, setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('the audit log on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())
  const bodyOf = (stored: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { version: _v, published_version_id: _p, ...page } = stored
    return { ...page, ...changes }
  }

  it('records each write with who, what, status and address; reads are not recorded; only admins read the log', async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/audited', title: 'Audited', layout: 'playaresorts' })).body
    await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Audited twice' }), { 'If-Match': '"1"' })
    await t.editor.put(`/pages/${page.id}`, bodyOf(page, { title: 'Stale' }), { 'If-Match': '"1"' })
    await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page, { title: 'Live' }), name: 'Launch' }, { 'If-Match': '"2"' })
    await t.editor.get(`/pages/${page.id}`)
    expect((await t.editor.get('/audit')).status).toBe(403)
    const log = await t.admin.get(`/audit?target=${page.id}`)
    expect(log.status).toBe(200)
    expect(log.body.items.map((e: AuditEntry) => [e.actor_email, e.action, e.status, e.summary])).toEqual([
      ['editor@test.example', 'publish', 202, `Published page ${page.id}`],
      ['editor@test.example', 'update', 412, `Tried: Changed page ${page.id}`],
      ['editor@test.example', 'update', 200, `Changed page ${page.id}`],
      ['editor@test.example', 'create', 201, `Created page ${page.id}`],
    ])
    expect(log.body.items[0]).toMatchObject({ method: 'POST', path: `/pages/${page.id}/publish`, target_kind: 'pages', address: 'unknown', target_label: '“Live” (/audited)' })
    expect((await t.admin.get(`/audit?target=${page.id}&outcome=failed`)).body.items).toHaveLength(1)
    expect((await t.admin.get('/audit?actor=editor@test&kind=pages&action=publish')).body.total).toBeGreaterThanOrEqual(1)
    expect((await t.admin.get('/audit?from=yesterday')).body.error).toMatch(/^The query is not valid: from: must be a date and time/)
  })

  it('names people and API tokens by name, not id, and still names a person after they are disabled', async () => {
    const created = (await t.admin.post('/users', { email: 'night-manager@test.example', name: 'Night Manager', role: 'editor', password: 'night-manager-password' })).body
    expect((await t.admin.put(`/users/${created.id}`, { ...created, disabled: true }, { 'If-Match': `"${created.version}"` })).status).toBe(200)
    const token = (await t.admin.post('/tokens', { name: 'Nightly export', scope: 'read', expiresInDays: 7 })).body
    expect((await t.admin.delete(`/tokens/${token.id}`)).status).toBe(200)
    const people = (await t.admin.get(`/audit?target=${created.id}`)).body.items as AuditEntry[]
    expect(people.map((e) => [e.summary, e.target_label])).toEqual([
      [`Changed user ${created.id}`, 'Night Manager (night-manager@test.example)'],
      [`Created user ${created.id}`, 'Night Manager (night-manager@test.example)'],
    ])
    const tokens = (await t.admin.get(`/audit?target=${token.id}`)).body.items as AuditEntry[]
    expect(tokens.map((e) => [e.summary.replace(token.id, e.target_label!), e.action])).toEqual([
      ['Revoked token “Nightly export”', 'revoke'],
      ['Created token “Nightly export”', 'create'],
    ])
  })

  it('keeps what a write was about bounded, whatever length of path it was sent to', async () => {
    const long = 'a'.repeat(3000)
    expect((await t.editor.put(`/pages/${long}`, { title: 'x' }, { 'If-Match': '"1"' })).status).toBeGreaterThanOrEqual(400)
    expect((await t.editor.post(`/${'k'.repeat(3000)}/${long}/${'v'.repeat(3000)}`, {})).status).toBe(404)
    const [nowhere, page] = (await t.admin.get('/audit?actor=editor@test&limit=2')).body.items as AuditEntry[]
    expect(page).toMatchObject({ target_kind: 'pages', target_id: 'a'.repeat(100), status: expect.any(Number) })
    expect(nowhere).toMatchObject({ target_kind: 'k'.repeat(100), target_id: 'a'.repeat(100), action: 'v'.repeat(100) })
    expect(nowhere!.path.length).toBeLessThanOrEqual(500)
    expect(nowhere!.summary.length).toBeLessThan(400)
    // Names every object inherits are words like any other, not a way to leave no entry.
    for (const word of ['constructor', '__proto__']) await t.editor.post(`/pages/p1/${word}`, {})
    const inherited = (await t.admin.get('/audit?actor=editor@test&limit=2')).body.items as AuditEntry[]
    expect(inherited.map((e) => [e.action, e.summary])).toEqual([
      ['proto', 'Tried: proto page p1'],
      ['constructor', 'Tried: constructor page p1'],
    ])
  })

  it('records sign-ins and failed sign-ins with the email tried, never the password', async () => {
    await authorize(t.api, 'editor@test.example', 'not-the-password')
    await authorize(t.api, 'editor@test.example', passwords.editor)
    const entries = (await t.admin.get('/audit?kind=auth')).body.items as AuditEntry[]
    expect(entries.slice(0, 2).map((e) => [e.actor_email, e.action, e.status, e.summary])).toEqual([
      ['editor@test.example', 'sign in', 302, 'Signed in'],
      ['editor@test.example', 'failed sign in', 401, 'Failed sign-in (wrong email or password)'],
    ])
    expect(JSON.stringify(entries)).not.toContain('not-the-password')
  })

  it("shows a page's own history joined with its versions, to anyone who may read the page", async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/history', title: 'History', layout: 'playaresorts' })).body
    await t.editor.post(`/pages/${page.id}/versions`, { name: 'Before the sale', page: bodyOf(page, { title: 'Saved' }) }, { 'If-Match': '"1"' })
    const history = await t.reviewer.get(`/audit/pages/${page.id}`)
    expect(history.status).toBe(200)
    expect(history.body.items.map((i: { summary: string }) => i.summary)).toEqual(['Saved a version of page', 'Version saved: Before the sale', 'Created page'])
    expect(history.body.items[1].version).toMatchObject({ kind: 'saved', name: 'Before the sale' })
    expect((await t.restricted.get(`/audit/pages/${page.id}`)).status).toBe(404)
  })

  it('keeps entries for the configured number of days; only admins change it', async () => {
    await t.db.kysely.insertInto('audit_log').values({ id: 'old-entry', at: '2001-01-01T00:00:00.000Z', actor_id: null, actor_email: 'x@test.example', actor_name: null, action: 'update', method: 'PUT', path: '/pages/x', target_kind: 'pages', target_id: 'x', status: 200, address: 'unknown', summary: 'Old' }).execute()
    expect((await t.editor.put('/audit/retention', { days: 30 }, { 'If-Match': '"0"' })).status).toBe(403)
    expect((await t.admin.put('/audit/retention', { days: 0 }, { 'If-Match': '"0"' })).body.error).toBe('The body is not valid: days: must be at least 1 day')
    const set = await t.admin.put('/audit/retention', { days: 30 }, { 'If-Match': '"0"' })
    expect(set.body).toMatchObject({ days: 30, version: 1, removed: 1 })
    expect((await t.admin.get('/audit/retention')).body).toMatchObject({ days: 30, version: 1 })
    expect((await t.admin.get('/audit?target=x')).body.total).toBe(0)
  })
})
