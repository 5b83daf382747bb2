import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import { issueTokens } from '../auth/tokens.ts'
import { demoAgentPages } from '../seed/demoAgentPages.ts'
import { openApiDocument } from '../openapi/openApiDocument.ts'
import { setupApi } from '../testing/setupApi.ts'
import { client } from '../testing/signIn.ts'
import { testDatabases } from '../testing/testDatabases.ts'

// One database is enough: what is read is decided above the storage, which the other page tests run on both.
const [sqlite] = await testDatabases()

/** What of the demo portal is for signed-in agents only: an agents-only page's text, the button's link, a marked element. */
const gated = [...Object.values(demoAgentPages).map((p) => p.intro), 'See the agent rates', '/agents/rates', 'Commission tiers for agents only']

describe('every API read checks who may read what is for agents only', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let agent: ReturnType<typeof client>
  let otherSiteEditor: ReturnType<typeof client>
  let ids: { gatedPage: string; buttonPage: string; markedPage: string }
  beforeAll(async () => {
    t = await setupApi(sqlite!.open, { seed: true })
    const agentRow = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'agent@voix.localhost').executeTakeFirstOrThrow()
    agent = client(t.api, (await issueTokens(t.db, agentRow.id, 'voix-agent-portal')).access_token)
    otherSiteEditor = t.restricted
    const pageAt = async (path: string) => (await t.db.kysely.selectFrom('pages').select('id').where('site_id', '=', 'agent-cash-plus').where('path', '=', path).executeTakeFirstOrThrow()).id
    const rows = await t.db.kysely.selectFrom('pages').select(['id', 'draft']).where('site_id', '=', 'agent-cash-plus').execute()
    // An editor marks one block of a public page for signed-in agents (the condition "agent equals signed-in") and publishes it.
    const created = (await t.editor.post('/pages', { site_id: 'agent-cash-plus', path: '/commission', title: 'Commission', layout: 'agent-cash-plus' })).body
    const { version: _v, published_version_id: _p, ...page } = created
    const marked = { ...newSliceFromBlock('GlobalIntro', { title: 'Commission tiers for agents only', titleTag: 'h2', copy: '<p>15% from ten bookings.</p>' }), conditions_settings: { type: 'and', conditions: [{ key: 'agent', operator: 'equals', value: 'signed-in' }] } }
    const open = newSliceFromBlock('GlobalIntro', { title: 'Book with us', titleTag: 'h1', copy: '<p>Every stay earns points.</p>' })
    expect((await t.editor.post(`/pages/${created.id}/publish`, { page: { ...page, elements: [open, marked] } }, { 'If-Match': `"${created.version}"` })).status).toBe(202)
    ids = { gatedPage: await pageAt('/agents/earnings'), buttonPage: rows.find((r) => r.draft.includes('"AgentsPortalLoginRequiredButton"'))!.id, markedPage: created.id }
  })
  afterAll(() => t.close())

  it('an agents-only page is read only by an agent of its site or staff', async () => {
    const anonymous = await t.anonymous.get(`/pages/${ids.gatedPage}/published`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error).toBe('This page is for signed-in travel agents only: sign in as an agent of its site')
    expect(JSON.stringify(anonymous.body)).not.toContain(demoAgentPages['/agents/earnings']!.intro)
    expect((await otherSiteEditor.get(`/pages/${ids.gatedPage}/published`)).body.error).toBe('This page is for travel agents of its site and its staff only')
    for (const reader of [agent, t.reviewer, t.editor]) {
      const read = await reader.get(`/pages/${ids.gatedPage}/published`)
      expect(read.status).toBe(200)
      expect(JSON.stringify(read.body)).toContain(demoAgentPages['/agents/earnings']!.intro)
      expect(read.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it("a public page's published read leaves out the button's link and marked content, except for an agent or staff", async () => {
    for (const id of [ids.buttonPage, ids.markedPage]) {
      const open = await t.anonymous.get(`/pages/${id}/published`)
      expect(open.status).toBe(200)
      for (const text of gated) expect(JSON.stringify(open.body)).not.toContain(text)
    }
    expect(JSON.stringify((await t.anonymous.get(`/pages/${ids.markedPage}/published`)).body)).toContain('Book with us')
    expect(JSON.stringify((await agent.get(`/pages/${ids.buttonPage}/published`)).body)).toContain('See the agent rates')
    expect(JSON.stringify((await t.editor.get(`/pages/${ids.markedPage}/published`)).body)).toContain('Commission tiers for agents only')
  })

  it('no GET of the OpenAPI document tells a visitor anything for agents only, whatever id it is given', async () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> }
    const getPaths = Object.entries(doc.paths).filter(([, item]) => 'get' in item).map(([path]) => path.replace(/^\/api/, ''))
    expect(getPaths).toContain('/pages/{id}/published')
    const everyPortalPage = (await t.db.kysely.selectFrom('pages').select('id').where('site_id', '=', 'agent-cash-plus').execute()).map((r) => r.id)
    let reads = 0
    for (const path of getPaths) {
      const filled = path.includes('{') ? everyPortalPage.map((id) => path.replace(/\{[^}]+\}/g, id)) : [path]
      for (const url of filled) {
        const answer = await t.anonymous.get(url)
        reads++
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '')
        for (const secret of gated) expect(text, `GET ${url} (${answer.status})`).not.toContain(secret)
      }
    }
    expect(reads).toBeGreaterThan(getPaths.length)
  })
})
