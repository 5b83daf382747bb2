import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client } from '../testing/signIn.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

describe.each(databases)('API tokens for machines, on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let page: { id: string }
  beforeAll(async () => {
    t = await setupApi(open, { seed: true })
    page = (await t.admin.get('/pages?limit=1&sort=path')).body.items[0]
  })
  afterAll(() => t.close())

  const make = async (scope: string, name = `ci-${scope}`) => {
    const res = await t.admin.post('/tokens', { name, scope, expiresInDays: 30 })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; token: string; scope: string; expires_at: string; created_by: string }
  }
  const as = (token: string) => client(t.api, token)

  it('are made by an admin, shown once, stored only as a hash, and listed without it', async () => {
    const made = await make('publish')
    expect(made.token).toMatch(/^voix_[A-Za-z0-9_-]{43}$/)
    expect(made.created_by).toBe('admin@test.example')
    expect(Date.parse(made.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000)
    const listed = (await t.admin.get('/tokens')).body
    const entry = listed.items.find((i: { id: string }) => i.id === made.id)
    expect(entry).toMatchObject({ name: 'ci-publish', scope: 'publish', last_used_at: null, revoked_at: null })
    expect(JSON.stringify(listed)).not.toContain(made.token)
    const rows = await t.db.kysely.selectFrom('api_tokens' as never).selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(made.token)
    expect(JSON.stringify(rows)).not.toContain(made.token.slice(5))
    // Only admins manage tokens, and no token may make another.
    expect((await t.editor.post('/tokens', { name: 'mine', scope: 'read' })).status).toBe(403)
    expect((await t.editor.get('/tokens')).status).toBe(403)
    expect((await as(made.token).post('/tokens', { name: 'child', scope: 'publish' })).status).toBe(403)
  })

  it('publish with the publish scope and wait for the build; a read-only token is refused, checked like a role', async () => {
    const publisher = as((await make('publish')).token)
    const draft = await publisher.get(`/pages/${page.id}`)
    expect(draft.status).toBe(200)
    const { version: _v, published_version_id: _p, source_page_id: _s, ...body } = draft.body
    const published = await publisher.post(`/pages/${page.id}/publish`, { page: body, name: 'From CI' }, { 'If-Match': draft.headers.get('etag')! })
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    const job = await publisher.get(`/builds/jobs/${published.body.job.id}`)
    expect(job.status).toBe(200)
    expect(job.body.id).toBe(published.body.job.id)

    const reader = as((await make('read')).token)
    const current = await reader.get(`/pages/${page.id}`)
    expect(current.status).toBe(200)
    const refused = await reader.post(`/pages/${page.id}/publish`, { page: body }, { 'If-Match': current.headers.get('etag')! })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe("This API token's scope does not allow it to publish pages")
    expect((await t.admin.get(`/pages/${page.id}`)).body.version).toBe(current.body.version)
    // Scopes never reach beyond what they name: no content writes, no users, no profile.
    expect((await publisher.put(`/pages/${page.id}`, body, { 'If-Match': current.headers.get('etag')! })).status).toBe(403)
    expect((await publisher.get('/users')).status).toBe(403)
    expect((await publisher.get('/auth/me')).status).toBe(403)
    expect((await publisher.put('/auth/me', { name: 'CI' })).status).toBe(403)
    const builds = as((await make('builds')).token)
    expect((await builds.get('/builds/jobs')).status).toBe(200)
    expect((await builds.get(`/pages/${page.id}`)).status).toBe(403)
  })

  it('a publish-scope token publishes the draft as stored, and may not rewrite the page through publishing (403, draft and live page unchanged)', async () => {
    const publisher = as((await make('publish', 'ci-publish-unchanged')).token)
    const draft = await publisher.get(`/pages/${page.id}`)
    const { version: _v, published_version_id: _p, source_page_id: _s, ...body } = draft.body
    const live = (await t.anonymous.get(`/pages/${page.id}/published`)).body
    const rewritten = await publisher.post(`/pages/${page.id}/publish`, { page: { ...body, title: 'Rewritten by a publish token' } }, { 'If-Match': draft.headers.get('etag')! })
    expect(rewritten.status).toBe(403)
    expect(rewritten.body.error).toBe("This API token's scope does not allow it to change content")
    expect((await t.admin.get(`/pages/${page.id}`)).body).toEqual(draft.body)
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).body).toEqual(live)
    const unchanged = await publisher.post(`/pages/${page.id}/publish`, { page: body, quick: true }, { 'If-Match': draft.headers.get('etag')! })
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(202)
    // An editor may publish with changes, as the studio's save and publish does.
    const next = await t.editor.get(`/pages/${page.id}`)
    const { version: _v2, published_version_id: _p2, source_page_id: _s2, ...editorBody } = next.body
    expect((await t.editor.post(`/pages/${page.id}/publish`, { page: { ...editorBody, title: `${editorBody.title}!` } }, { 'If-Match': next.headers.get('etag')! })).status).toBe(202)
  })

  it('record when they were last used, stop at once when revoked, and stop when expired', async () => {
    const made = await make('read', 'last-used')
    expect((await as(made.token).get('/builds/jobs')).status).toBe(200)
    const used = (await t.admin.get('/tokens?limit=200')).body.items.find((i: { id: string }) => i.id === made.id)
    expect(used.last_used_at).not.toBeNull()
    const revoked = await t.admin.delete(`/tokens/${made.id}`)
    expect(revoked.status).toBe(200)
    expect(revoked.body.revoked_at).not.toBeNull()
    const after = await as(made.token).get('/builds/jobs')
    expect(after.status).toBe(401)
    expect(after.body.error).toMatch(/API token is not valid/)
    expect((await t.admin.delete('/tokens/no-such-token')).status).toBe(404)

    const expiring = await make('read', 'expiring')
    await t.db.kysely.updateTable('api_tokens' as never).set({ expires_at: '2020-01-01T00:00:00.000Z' } as never).where('id' as never, '=', expiring.id as never).execute()
    expect((await as(expiring.token).get('/builds/jobs')).status).toBe(401)
    expect((await as('voix_' + 'x'.repeat(43)).get('/builds/jobs')).status).toBe(401)
  })

  it('name the field of a bad request', async () => {
    const res = await t.admin.post('/tokens', { name: '', scope: 'everything', expiresInDays: 1000, extra: 1 })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['expiresInDays', 'extra', 'name', 'scope'])
    expect(res.body.error).toContain('scope: must be one of read, publish, builds')
  })
})
