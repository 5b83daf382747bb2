import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

/**
 * The release invariant: what a reviewer approved is what goes live. Any change after approval sends the release
 * back to review and says what changed; records join releases as content; site-limited editors work on releases of
 * their site, and a refused addition leaves nothing behind.
 */
describe.each(databases)('release approval and records on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  type Client = typeof t.editor
  const version = (r: { version: number }) => ({ 'If-Match': `"${r.version}"` })
  async function get(who: Client, id: string) {
    return (await who.get(`/releases/${id}`)).body as { id: string; version: number; status: string; records: { id: string; doc: Record<string, unknown> }[]; pageVersions: { page_id: string; version_id: string }[] }
  }
  async function newPage(who: Client, site: string, path: string) {
    const made = await who.post('/pages', { site_id: site, path, title: 'First', layout: site, elements: [] })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const { version, published_version_id: _p, created_at: _c, updated_at: _u, ...draft } = made.body
    return { draft, version: version as number }
  }
  async function approve(id: string) {
    let r = await get(t.reviewer, id)
    if (r.status === 'draft') r = (await t.editor.post(`/releases/${id}/status`, { status: 'in_review' }, version(r))).body
    const changes = (await t.reviewer.get(`/releases/${id}/changes`)).body
    for (const item of [...changes.items, ...changes.records].filter((i: { reviewed: boolean }) => !i.reviewed)) {
      const marked = await t.reviewer.post(`/releases/${id}/review-item`, { key: item.key, reviewed: true }, version(r))
      expect(marked.status, JSON.stringify(marked.body)).toBe(200)
      r = marked.body
    }
    const approved = await t.reviewer.post(`/releases/${id}/status`, { status: 'approved' }, version(r))
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    return approved.body
  }

  it('goes back to review when a page changes after approval, says what changed, and publishes only once approved again', async () => {
    const { draft, version: pv } = await newPage(t.editor, 'playaresorts', '/approval-page')
    let r = (await t.editor.post('/releases', { name: 'Summer 2027 launch' })).body
    const added = await t.editor.post(`/releases/${r.id}/pages`, { page_id: draft.id, page_version: pv, name: 'For the launch', page: { ...draft, title: 'Approved title' } }, version(r))
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.page_version).toBe(pv + 1)
    r = await approve(r.id)
    expect(r.status).toBe('approved')
    expect(r.approval.items[`page:${draft.id}`].fingerprint).toBe(added.body.version_id)

    // A review fix saved to the draft: the release says the draft differs, and still holds what was approved.
    expect((await t.editor.put(`/pages/${draft.id}`, { ...draft, title: 'Fixed title' }, { 'If-Match': `"${pv + 1}"` })).status).toBe(200)
    let changes = (await t.reviewer.get(`/releases/${r.id}/changes`)).body
    expect(changes.items[0]).toMatchObject({ draft_differs: true, since_approval: null, reviewed: true })
    expect((await get(t.editor, r.id)).status).toBe('approved')

    // Putting the fix in the release is a change after approval: back to review, marked, publish refused.
    const fixed = await t.editor.post(`/releases/${r.id}/pages`, { page_id: draft.id, page_version: pv + 2, name: 'Fix', page: { ...draft, title: 'Fixed title' } }, version(r))
    expect(fixed.status).toBe(200)
    r = fixed.body.release
    expect(r.status).toBe('in_review')
    changes = (await t.reviewer.get(`/releases/${r.id}/changes`)).body
    expect(changes.items[0]).toMatchObject({ since_approval: 'changed', reviewed: false, draft_differs: false })
    const refused = await t.editor.post(`/releases/${r.id}/publish`, undefined, version(r))
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe("The release 'Summer 2027 launch' is in review; a release is published once it is approved")

    r = await approve(r.id)
    const published = await t.editor.post(`/releases/${r.id}/publish`, undefined, version(r))
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    expect((await t.editor.get(`/pages/${draft.id}`)).body.published_version_id).toBe(fixed.body.version_id)
    expect(published.body.release.published).toMatchObject({ by_name: 'editor' })
  })

  it('lets an admin allow editors to approve their own releases', async () => {
    const { draft } = await newPage(t.editor, 'playaresorts', '/own-approval')
    const version_id = (await t.editor.post(`/pages/${draft.id}/versions`, { name: 'v', page: draft }, { 'If-Match': '"1"' })).body.versionId
    let r = (await t.editor.post('/releases', { name: 'Own', pageVersions: [{ page_id: draft.id, version_id }] })).body
    r = (await t.editor.post(`/releases/${r.id}/status`, { status: 'in_review' }, version(r))).body
    r = (await t.editor.post(`/releases/${r.id}/review-item`, { key: `page:${draft.id}`, reviewed: true }, version(r))).body
    const own = await t.editor.post(`/releases/${r.id}/status`, { status: 'approved' }, version(r))
    expect(own.status).toBe(403)
    expect(own.body.error).toMatch(/^You changed what the release 'Own' holds, so someone else approves it/)
    expect((await t.editor.put('/settings/publish-checks', { blockBrokenLinks: false, imageBudgetKb: 300, editorsApproveOwnReleases: true }, { 'If-Match': '"0"' })).status).toBe(403)
    const allowed = await t.admin.put('/settings/publish-checks', { blockBrokenLinks: false, imageBudgetKb: 300, editorsApproveOwnReleases: true }, { 'If-Match': '"0"' })
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
    expect((await t.editor.post(`/releases/${r.id}/status`, { status: 'approved' }, version(r))).status).toBe(200)
    await t.admin.put('/settings/publish-checks', { blockBrokenLinks: false, imageBudgetKb: 300, editorsApproveOwnReleases: false }, { 'If-Match': '"1"' })
  })

  it('holds a special as content: field by field against live, saved only when published, refused when saved elsewhere since', async () => {
    const special = await t.editor.post('/specials', { site_id: 'playaresorts', title: 'Spring sale', slug: 'spring-sale', percentOff: 20, content: '<p>Twenty off.</p>' })
    expect(special.status).toBe(201)
    let r = (await t.editor.post('/releases', { name: 'Offers' })).body
    const { version: sv, created_at: _c, updated_at: _u, ...doc } = special.body
    const hostile = await t.editor.post(`/releases/${r.id}/records`, { kind: 'specials', id: doc.id, doc: { ...doc, title: 'Summer sale', percentOff: 30, content: '<p>Thirty off.<script>alert(1)</script><img src=x onerror=alert(1)></p>' } }, version(r))
    expect(hostile.status, JSON.stringify(hostile.body)).toBe(200)
    r = hostile.body
    expect(JSON.stringify(r.records[0].doc)).not.toMatch(/script|onerror/)
    // Bad content is named by its field; an unknown kind is refused.
    const bad = await t.editor.post(`/releases/${r.id}/records`, { kind: 'specials', doc: { ...doc, id: undefined, percentOff: 300 } }, version(r))
    expect(bad.status).toBe(400)
    expect(bad.body.issues[0].path).toBe('doc.percentOff')
    expect((await t.editor.post(`/releases/${r.id}/records`, { kind: 'users', doc: {} }, version(r))).status).toBe(400)
    // Nothing is live yet; the release says what changes in words.
    expect((await t.editor.get(`/specials/${doc.id}`)).body.title).toBe('Spring sale')
    const changes = (await t.reviewer.get(`/releases/${r.id}/changes`)).body.records
    expect(changes[0]).toMatchObject({ kind: 'specials', label: 'Summer sale', change: 'changed', stale: false })
    expect(changes[0].fields).toEqual(expect.arrayContaining([{ field: 'title', before: 'Spring sale', after: 'Summer sale' }, { field: 'percent off', before: '20', after: '30' }]))

    // Saved elsewhere after it was added: publishing is refused and nothing changes.
    r = await approve(r.id)
    expect((await t.editor.put(`/specials/${doc.id}`, { ...doc, subtitle: 'Meanwhile' }, { 'If-Match': `"${sv}"` })).status).toBe(200)
    const stale = await t.editor.post(`/releases/${r.id}/publish`, undefined, version(r))
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatch(/^The special offer “Summer sale” was saved since it was added to the release 'Offers'; nothing was published/)
    expect((await t.editor.get(`/specials/${doc.id}`)).body.subtitle).toBe('Meanwhile')
    // Added again (from what is stored now): a new approval, then it goes live as approved.
    const current = (await t.editor.get(`/specials/${doc.id}`)).body
    r = (await t.editor.post(`/releases/${r.id}/records`, { kind: 'specials', id: doc.id, doc: { ...current, title: 'Summer sale', percentOff: 30 } }, version(await get(t.editor, r.id)))).body
    expect(r.status).toBe('in_review')
    r = await approve(r.id)
    expect((await t.editor.post(`/releases/${r.id}/publish`, undefined, version(r))).status).toBe(202)
    expect((await t.editor.get(`/specials/${doc.id}`)).body).toMatchObject({ title: 'Summer sale', subtitle: 'Meanwhile', percentOff: 30 })
  })

  it('gives a one-site editor releases of their site, and refuses every-site items with nothing left behind', async () => {
    // Without a site, a limited editor's release is refused as before; with theirs it is made.
    expect((await t.restricted.post('/releases', { name: 'Ziva only' })).status).toBe(403)
    let mine = (await t.restricted.post('/releases', { name: 'Ziva only', site_id: 'hyatt-ziva' })).body
    expect(mine.site_id).toBe('hyatt-ziva')
    const { draft, version: pv } = await newPage(t.restricted, 'hyatt-ziva', '/ziva-offer')
    const added = await t.restricted.post(`/releases/${mine.id}/pages`, { page_id: draft.id, page_version: pv, name: 'Ziva', page: { ...draft, title: 'Ziva offer' } }, version(mine))
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    mine = added.body.release
    // A special for every site may not go into a one-site release, and is not saved anywhere.
    const everywhere = (await t.admin.post('/specials', { title: 'Everywhere', slug: 'everywhere' })).body
    const { version: _v, created_at: _c, updated_at: _u, ...everyDoc } = everywhere
    const every = await t.restricted.post(`/releases/${mine.id}/records`, { kind: 'specials', id: everyDoc.id, doc: { ...everyDoc, title: 'Changed' } }, version(mine))
    expect(every.status).toBe(403)
    expect(every.body.error).toMatch(/^This special is for every site/)
    expect((await get(t.restricted, mine.id)).records).toEqual([])
    expect((await t.admin.get(`/specials/${everyDoc.id}`)).body.title).toBe('Everywhere')
    const admins = (await t.admin.post('/releases', { name: 'Every site' })).body
    // Adding their page's draft to the admin's every-site release is refused before any version is stored.
    const versionsBefore = (await t.restricted.get(`/pages/${draft.id}/versions`)).body.items.length
    const refused = await t.restricted.post(`/releases/${admins.id}/pages`, { page_id: draft.id, page_version: pv + 1, name: 'Stray', page: { ...draft, title: 'Stray' } }, version(admins))
    expect(refused.status).toBe(403)
    expect((await t.restricted.get(`/pages/${draft.id}/versions`)).body.items.length).toBe(versionsBefore)
    expect((await t.restricted.get(`/pages/${draft.id}`)).body.title).toBe('Ziva offer')
    // A page of another site is refused from a site release, again before anything is stored.
    const other = await newPage(t.editor, 'playaresorts', '/not-ziva')
    const wrongSite = await t.editor.post(`/releases/${mine.id}/pages`, { page_id: other.draft.id, page_version: other.version, name: 'x', page: other.draft }, version(mine))
    expect(wrongSite.status).toBe(409)
    expect(wrongSite.body.error).toMatch(/is for site 'hyatt-ziva' only\. Nothing was saved/)
    expect((await t.editor.get(`/pages/${other.draft.id}/versions`)).body.items.length).toBe(0)
    // Approved by a reviewer, published by the one-site editor.
    mine = await approve(mine.id)
    const published = await t.restricted.post(`/releases/${mine.id}/publish`, undefined, version(mine))
    expect(published.status, JSON.stringify(published.body)).toBe(202)
    expect((await t.restricted.get(`/pages/${draft.id}`)).body.published_version_id).toBe(added.body.version_id)
    // Every-site releases stay out of their reach for changes.
    expect((await t.restricted.post(`/releases/${admins.id}/review-item`, { key: 'page:x', reviewed: true }, version(admins))).status).toBe(404)
  })
})
