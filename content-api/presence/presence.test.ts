import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PresenceEvent } from '../../catalogue/model/presence.ts'
import { issueTokens } from '../auth/tokens.ts'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'

const databases = await testDatabases()

/** An open event stream: read its presence events one at a time, close it by aborting. */
async function openStream(api: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, path: string, token: string) {
  const abort = new AbortController()
  const res = await api.request(`http://localhost${path}`, { headers: { Authorization: `Bearer ${token}` }, signal: abort.signal })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    res,
    async next(): Promise<PresenceEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((l) => l.startsWith('data: '))
          if (data) return JSON.parse(data.slice(6)) as PresenceEvent
          continue
        }
        const { value, done } = await reader.read()
        if (done) throw new Error('the stream ended')
        buffer += decoder.decode(value, { stream: true })
      }
    },
    close: () => {
      abort.abort()
      void reader.cancel().catch(() => undefined)
    },
  }
}

describe.each(databases)('presence on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = await setupApi(open, { api: { presence: { intervalMs: 20 } } })
    for (const email of ['editor@test.example', 'admin@test.example', 'restricted@test.example']) {
      const user = await t.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
      tokens[email] = (await issueTokens(t.db, user.id, 'voix-studio')).access_token
    }
  })
  afterAll(() => t.close())

  it('shows who else has a page open, live, and who has started editing; forgets a closed tab', async () => {
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/together', title: 'Together', layout: 'playaresorts' })).body
    const list = await openStream(t.api, '/presence', tokens['admin@test.example']!)
    expect(list.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const editor = await openStream(t.api, `/presence/pages/${page.id}`, tokens['editor@test.example']!)
    const first = await editor.next()
    expect(first.items.map((i) => i.user_id)).toHaveLength(1)
    const admin = await openStream(t.api, `/presence/pages/${page.id}`, tokens['admin@test.example']!)
    let seen = await editor.next()
    expect(seen.items).toHaveLength(2)
    expect(seen.items[0]).toMatchObject({ session: first.you, edited_at: null, page_id: page.id })
    expect((await t.editor.post(`/presence/sessions/${first.you}/edited`, undefined)).status).toBe(204)
    expect((await t.admin.post(`/presence/sessions/${first.you}/edited`, undefined)).status).toBe(404)
    for (seen = await admin.next(); !seen.items.some((i) => i.edited_at); ) seen = await admin.next()
    expect(seen.items.find((i) => i.session === first.you)!.edited_at).toEqual(expect.any(String))
    let everywhere = await list.next()
    while (everywhere.items.length < 2) everywhere = await list.next()
    expect(everywhere.items.every((i) => i.page_id === page.id)).toBe(true)
    editor.close()
    for (seen = await admin.next(); seen.items.length !== 1; ) seen = await admin.next()
    expect(seen.items[0]!.session).toBe(seen.you)
    admin.close()
    list.close()
    const hidden = await t.api.request(`http://localhost/presence/pages/${page.id}`, { headers: { Authorization: `Bearer ${tokens['restricted@test.example']}` } })
    expect(hidden.status).toBe(404)
    // The closed streams remove their rows as they stop; the database stays open until they have.
    while ((await t.db.kysely.selectFrom('presence').select('id').execute()).length) await new Promise((r) => setTimeout(r, 10))
    await new Promise((r) => setTimeout(r, 60))
  })
})
