import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

const comment = (id: string, author: string, body = 'Bigger hero') => ({ id, author, body, created_at: '2026-01-01T00:00:00Z' })
const reviewWith = (...comments: ReturnType<typeof comment>[]) => ({ status: 'changes_requested', annotations: { md: [{ uuid: 'a1', comments }] } })
const authors = (page: { review: { annotations: { md?: { comments: { author: string }[] }[] } } }) => page.review.annotations.md?.[0]?.comments.map((c) => c.author)

describe.each(databases)('review comment authors on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  beforeAll(async () => {
    t = await setupApi(open)
  })
  afterAll(() => t.close())

  it('signs a new comment with the reviewer\'s own name, whatever the body says, and keeps stored authors', async () => {
    const page = (await t.admin.post('/pages', { site_id: 'playaresorts', path: '/review-authors', title: 'Review', layout: 'playaresorts', elements: [] })).body
    const forged = await t.reviewer.post(`/pages/${page.id}/review`, { review: reviewWith(comment('c1', 'The CEO')) }, { 'If-Match': '"1"' })
    expect(forged.status).toBe(200)
    expect(authors((await t.admin.get(`/pages/${page.id}`)).body)).toEqual(['reviewer'])
    // Someone else re-sending the review cannot rename the first comment's author; their reply is theirs.
    const reply = await t.editor.post(`/pages/${page.id}/review`, { review: reviewWith(comment('c1', 'Not the reviewer'), comment('c2', 'reviewer', 'Agreed')) }, { 'If-Match': '"2"' })
    expect(reply.status).toBe(200)
    expect(authors((await t.admin.get(`/pages/${page.id}`)).body)).toEqual(['reviewer', 'editor'])
    // A page save carries the review too: same rule.
    const stored = (await t.editor.get(`/pages/${page.id}`)).body
    const saved = await t.editor.put(`/pages/${page.id}`, { ...stored, review: reviewWith(comment('c1', 'x'), comment('c2', 'y'), comment('c3', 'The CEO', 'Ship it')) }, { 'If-Match': '"3"' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(authors((await t.admin.get(`/pages/${page.id}`)).body)).toEqual(['reviewer', 'editor', 'editor'])
  })

  it('signs comments in a new page\'s body with its creator\'s name', async () => {
    const created = await t.editor.post('/pages', { site_id: 'playaresorts', path: '/review-new', title: 'New', layout: 'playaresorts', elements: [], review: reviewWith(comment('c9', 'The CEO')) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(authors((await t.admin.get(`/pages/${created.body.id}`)).body)).toEqual(['editor'])
  })
})
