import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import { issueTokens } from './auth/tokens.ts'
import { pageBodyLimit } from './pages/pageSize.ts'
import { setupApi } from './testing/setupApi.ts'
import { testDatabases } from './testing/testDatabases.ts'

const databases = await testDatabases()

const intro = (copy: string) => newSliceFromBlock('GlobalIntro', { title: 'Hello', copy })
const hero = (href: string) => newSliceFromBlock('GenericHero', { title: 'Hero', link: { href, text: 'Go' } })

describe.each(databases)('hostile input on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let page: Record<string, unknown> & { id: string; version: number }
  beforeAll(async () => {
    t = await setupApi(open)
    page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/target', title: 'Target', layout: 'playaresorts', elements: [intro('<p>Safe</p>')] })).body
  })
  afterAll(() => t.close())

  const body = (changes: Record<string, unknown>) => {
    const { version: _version, published_version_id: _published, ...rest } = page
    return { ...rest, ...changes }
  }
  const unchanged = async () => {
    const now = await t.editor.get(`/pages/${page.id}`)
    expect(now.body.version).toBe(page.version)
    expect(now.body.title).toBe('Target')
  }

  it('names unknown keys, wrong types and {} where a string belongs, and writes nothing', async () => {
    const res = await t.editor.put(`/pages/${page.id}`, body({ bogus: 1, title: {}, tags: 'not-a-list' }), { 'If-Match': `"${page.version}"` })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'bogus', message: 'is not a known field' },
        { path: 'title', message: expect.stringMatching(/expected string/) },
        { path: 'tags', message: expect.stringMatching(/expected array/) },
      ]),
    )
    expect(res.body.error).toMatch(/^The body is not valid: /)
    await unchanged()
    const special = await t.editor.post('/specials', { title: { toString: 'x' }, slug: 42, percentOff: '40' })
    expect(special.status).toBe(400)
    expect(special.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['percentOff', 'slug', 'title'])
  })

  it('refuses a body over its limit with 413, and malformed JSON or a wrong content type with a message', async () => {
    // A page's limit is above anything a read of a page returns (pages/pageSize.ts); other bodies have 1 MB.
    const huge = body({ description: 'x'.repeat(pageBodyLimit + 1) })
    const res = await t.editor.put(`/pages/${page.id}`, huge, { 'If-Match': `"${page.version}"` })
    expect(res.status).toBe(413)
    await unchanged()
    // Streamed, with no Content-Length to trust: counted as it arrives, and refused the same.
    const chunk = new TextEncoder().encode(`{"title": "${'x'.repeat(64 * 1024)}`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const { access_token } = await issueTokens(t.db, (await t.editor.get('/auth/me')).body.id, 'voix-studio')
    const streamed = await t.api.request('http://localhost/specials', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect((await t.editor.get('/specials?limit=500')).body.items.some((s: { title: string }) => s.title.startsWith('xxx'))).toBe(false)
    const broken = await t.editor.post('/specials', '{"title": "x",')
    expect(broken.status).toBe(400)
    expect(broken.body.error).toMatch(/^The body is not valid JSON/)
    const form = await t.api.request('http://localhost/specials', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' })
    expect(form.status).toBe(401)
  })

  it('names bad query parameters and headers', async () => {
    const q = await t.editor.get('/specials?limit=abc&evil=1')
    expect(q.status).toBe(400)
    expect(q.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['evil', 'limit'])
    expect((await t.editor.get('/specials?limit=1&limit=2')).body.issues).toEqual([{ path: 'limit', message: 'must be given once' }])
    const ifMatch = await t.editor.put(`/pages/${page.id}`, body({}), { 'If-Match': 'DROP TABLE' })
    expect(ifMatch.status).toBe(400)
    expect(ifMatch.body.issues[0].path).toBe('If-Match')
    const site = await t.editor.get('/pages', { 'X-Voix-Site': '../../etc' })
    expect(site.status).toBe(400)
    expect(site.body.issues[0].path).toBe('X-Voix-Site')
    expect((await t.api.request('http://localhost/pages', { headers: { Authorization: 'Basic abc' } })).status).toBe(401)
  })

  it('sanitises script out of rich text on every save, in pages and in records', async () => {
    const evil = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="JaVaScRiPt:alert(1)">x</a><iframe src="https://evil.example"></iframe></p>'
    const res = await t.editor.put(`/pages/${page.id}`, body({ elements: [intro(evil)] }), { 'If-Match': `"${page.version}"` })
    expect(res.status).toBe(200)
    const saved = (await t.editor.get(`/pages/${page.id}`)).body
    const copy = saved.elements[0].fields.find((f: { name: string }) => f.name === 'copy').value
    // 'x' is no URL the catalogue accepts either, so the image keeps no src.
    expect(copy).toBe('<p>Hi<img /><a>x</a></p>')
    page = saved
    const post = await t.editor.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'T', slug: 'evil', content: evil })
    expect(post.body.content).toBe('<p>Hi<img /><a>x</a></p>')
  })

  it('refuses JaVaScRiPt: links with a 400 naming page, element and field', async () => {
    const bad = hero(' JaVaScRiPt:alert(1)')
    const res = await t.editor.put(`/pages/${page.id}`, body({ elements: [bad] }), { 'If-Match': `"${page.version}"` })
    expect(res.status).toBe(400)
    const linkField = bad.fields.findIndex((f) => f.name === 'link')
    expect(res.body.issues).toEqual([
      { path: `elements.0.fields.${linkField}.value.href`, message: `element ${bad.id} (GenericHero), field 'link': unsafe URL: 'javascript:' URLs are not allowed; use http(s), mailto, tel or a path on this site` },
    ])
    expect(res.body.error).toMatch(/^Page \/target is not valid: /)
    const media = await t.editor.put(`/pages/${page.id}`, body({ elements: [{ ...intro('ok'), fields: [{ id: 'f', name: 'copy', type: 'wysiwyg', media: [{ url: 'javascript:alert(1)' }] }] }] }), { 'If-Match': `"${page.version}"` })
    expect(media.status).toBe(400)
    expect(media.body.issues[0].path).toBe('elements.0.fields.0.media.0.url')
    const redirect = await t.editor.post('/redirects', { site_id: 'playaresorts', from: '/x', to: 'jAvAsCrIpT:alert(1)' })
    expect(redirect.status).toBe(400)
    expect(redirect.body.issues[0].path).toBe('to')
  })

  it('refuses unknown blocks, blocks outside the layout, unknown fields and bad slots, naming each', async () => {
    const unknown = { ...intro('x'), component: 'NoSuchBlock' }
    const res = await t.editor.put(`/pages/${page.id}`, body({ elements: [unknown] }), { 'If-Match': `"${page.version}"` })
    expect(res.status).toBe(400)
    expect(res.body.issues[0]).toEqual({ path: 'elements.0.component', message: `element ${unknown.id} (NoSuchBlock): Slice configuration not found for component: NoSuchBlock` })
    const extraField = intro('x')
    extraField.fields.push({ id: 'z', name: 'onload', type: 'text', enabled: true, value: 'x', media: [], properties: [] })
    const res2 = await t.editor.put(`/pages/${page.id}`, body({ elements: [extraField] }), { 'If-Match': `"${page.version}"` })
    expect(res2.body.issues[0].message).toBe(`element ${extraField.id} (GlobalIntro): block GlobalIntro has no field 'onload'`)
    const layout = await t.editor.put(`/pages/${page.id}`, body({ layout: 'no-such-layout' }), { 'If-Match': `"${page.version}"` })
    expect(layout.body.issues).toEqual([{ path: 'layout', message: "no layout 'no-such-layout'" }])
    await unchanged2()
  })

  async function unchanged2() {
    expect((await t.editor.get(`/pages/${page.id}`)).body.version).toBe(page.version)
  }

  it('refuses path traversal in media names', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    for (const name of ['../../etc/passwd', '..', 'a/b.png', 'a\\b.png', '..\\secret']) {
      const res = await t.editor.post(`/media?name=${encodeURIComponent(name)}`, png, { 'Content-Type': 'image/png' })
      expect(res.status, name).toBe(400)
      expect(res.body.issues[0].path).toBe('name')
    }
  })

  it("answers another site's ids as missing, and refuses another user's record", async () => {
    const restrictedGet = await t.restricted.get(`/pages/${page.id}`)
    expect(restrictedGet.status).toBe(404)
    const restrictedPut = await t.restricted.put(`/pages/${page.id}`, body({ title: 'Hijacked' }), { 'If-Match': `"${page.version}"` })
    expect(restrictedPut.status).toBe(404)
    expect((await t.restricted.get('/pages')).body.items.every((p: { site_id: string }) => p.site_id === 'hyatt-ziva')).toBe(true)
    expect((await t.restricted.post('/posts', { site_id: 'playaresorts', postType: 'blog', title: 'x', slug: 'x' })).status).toBe(403)
    const admin = (await t.admin.get('/auth/me')).body
    const takeover = await t.editor.put(`/users/${admin.id}`, { email: 'editor2@test.example', name: 'Mine', role: 'editor', password: 'owned-by-the-editor' }, { 'If-Match': '"1"' })
    expect(takeover.status).toBe(403)
    expect((await t.admin.get(`/users/${admin.id}`)).body.email).toBe('admin@test.example')
    await unchanged2()
  })

  it("keeps an element whose permissions list excludes the editor's role as it is", async () => {
    const locked = { ...intro('<p>Legal</p>'), administration: { permissions: ['admin'], gui: {} } }
    const created = await t.admin.post('/pages', { site_id: 'playaresorts', path: '/locked', title: 'Locked', layout: 'playaresorts', elements: [locked, intro('<p>Free</p>')] })
    const stored = created.body
    const { version, published_version_id: _p, ...rest } = stored
    const edited = structuredClone(rest)
    edited.elements[0].fields.find((f: { name: string }) => f.name === 'copy').value = '<p>Changed</p>'
    const refused = await t.editor.put(`/pages/${stored.id}`, edited, { 'If-Match': `"${version}"` })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe(`Element ${locked.id} (GlobalIntro) may only be changed by: admin`)
    const removed = await t.editor.put(`/pages/${stored.id}`, { ...rest, elements: [rest.elements[1]] }, { 'If-Match': `"${version}"` })
    expect(removed.status).toBe(403)
    const other = structuredClone(rest)
    other.elements[1].fields.find((f: { name: string }) => f.name === 'copy').value = '<p>Free to change</p>'
    expect((await t.editor.put(`/pages/${stored.id}`, other, { 'If-Match': `"${version}"` })).status).toBe(200)
    expect((await t.admin.put(`/pages/${stored.id}`, { ...edited, tags: [] }, { 'If-Match': `"${version + 1}"` })).status).toBe(200)
  })
})
