import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApi } from '../testing/setupApi.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { serveMedia } from './serveMedia.ts'

const databases = await testDatabases()
const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0b75c9' } }).png().toBuffer()
const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#ffcf85' } }).jpeg().toBuffer()

describe.each(databases)('media on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'voix-media-'))
    t = await setupApi(open, { mediaDir: dir })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const upload = (name: string, bytes: Uint8Array, type = 'application/octet-stream') => t.editor.post(`/media?name=${encodeURIComponent(name)}&alt=Pool`, bytes, { 'Content-Type': type })

  it('stores an upload once under the hash of its bytes and serves it at /media/<hash>.<ext>', async () => {
    const first = await upload('pool.png', png)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ name: 'pool.png', type: 'image/png', bytes: expect.any(Number), alt: 'Pool', url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/) })
    const again = await upload('copy-of-pool.png', png)
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(first.body.id)
    expect(readdirSync(dir)).toEqual([`${first.body.id}.png`])
    const site = new Hono().get('/media/:file', serveMedia(dir))
    const served = await site.request(first.body.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    // What is served is what was stored: the upload as decoded and encoded again (cleanUpload.test.ts).
    const stored = readFileSync(join(dir, `${first.body.id}.png`))
    expect(stored.length).toBe(first.body.bytes)
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true)
    for (const path of ['/media/..%2F..%2Fetc%2Fpasswd', `/media/${first.body.id}.svg`, '/media/x.png']) expect((await site.request(path)).status, path).toBe(404)
  })

  it('decides the type by magic bytes, not by the name or the claimed type', async () => {
    const disguised = await upload('photo.png', jpeg, 'image/png')
    expect(disguised.body.type).toBe('image/jpeg')
    expect(disguised.body.url).toMatch(/\.jpg$/)
    const script = await upload('image.png', new TextEncoder().encode('#!/bin/sh\nrm -rf /'), 'image/png')
    expect(script.status).toBe(415)
    expect(script.body.error).toBe('This file type is not accepted; upload JPEG, PNG, GIF, WebP, AVIF, PDF or MP4')
    const exe = await upload('setup.png', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(0)]))
    expect(exe.status).toBe(415)
  })

  it('refuses SVG, which can carry script', async () => {
    for (const svg of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<?xml version="1.0"?>\n<!-- x -->\n<svg onload="alert(1)"/>']) {
      const res = await upload('logo.png', new TextEncoder().encode(svg), 'image/svg+xml')
      expect(res.status).toBe(415)
      expect(res.body.error).toMatch(/^SVG files are refused/)
    }
  })

  it('refuses files over the limit with 413 before storing anything', async () => {
    const before = readdirSync(dir).length
    const big = new Uint8Array(21 * 1024 * 1024)
    big.set(png.subarray(0, 16))
    const res = await upload('huge.png', big)
    expect(res.status).toBe(413)
    expect(readdirSync(dir).length).toBe(before)
  })

  it('lets editors rename a file and change its alt text, and nothing else', async () => {
    const stored = (await upload('rename-me.png', await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } }).png().toBuffer())).body
    const renamed = await t.editor.put(`/media/${stored.id}`, { ...stored, name: 'renamed.png', alt: 'Black square' }, { 'If-Match': '"1"' })
    expect(renamed.body).toMatchObject({ name: 'renamed.png', alt: 'Black square', url: stored.url, version: 2 })
    const forged = await t.editor.put(`/media/${stored.id}`, { ...renamed.body, url: '/media/../../etc/passwd' }, { 'If-Match': '"2"' })
    expect(forged.status).toBe(200)
    expect(forged.body.url).toBe(stored.url)
    expect((await t.anonymous.post('/media?name=a.png', png)).status).toBe(401)
  })

  it('lists, reads and deletes media records with If-Match, like every record', async () => {
    const bytes = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#123456' } }).jpeg().toBuffer()
    const stored = (await upload('listed.jpg', bytes)).body
    const listed = await t.editor.get('/media?type=image/jpeg&sort=name&limit=50')
    expect(listed.status).toBe(200)
    expect(listed.body.items.map((m: { id: string }) => m.id)).toContain(stored.id)
    expect((await t.editor.get('/media?q=listed')).body.items.map((m: { name: string }) => m.name)).toEqual(['listed.jpg'])
    const read = await t.editor.get(`/media/${stored.id}`)
    expect(read.body).toEqual(stored)
    expect(read.headers.get('etag')).toBe('"1"')
    expect((await t.reviewer.delete(`/media/${stored.id}`, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.editor.delete(`/media/${stored.id}`)).status).toBe(428)
    expect((await t.editor.delete(`/media/${stored.id}`, { 'If-Match': '"1"' })).status).toBe(204)
    expect((await t.editor.get(`/media/${stored.id}`)).status).toBe(404)
  })
})

describe.each(databases)('identical uploads at the same moment on $name', ({ open }) => {
  it('store one file and one record, and answer each upload with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voix-media-race-'))
    const t = await setupApi(open, { mediaDir: dir })
    try {
      const bytes = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#123456' } }).png().toBuffer()
      const answers = await Promise.all(Array.from({ length: 12 }, () => t.editor.post('/media?name=same.png', bytes, { 'Content-Type': 'image/png' })))
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(11).fill(200), 201])
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
      expect(readdirSync(dir)).toEqual([`${answers[0]!.body.id}.png`])
      expect((await t.editor.get('/media')).body.total).toBe(1)
    } finally {
      await t.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.each(databases)('the media library on $name', ({ open }) => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let dir: string
  const published: number[] = []
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'voix-library-'))
    t = await setupApi(open, { mediaDir: dir, runBuild: async () => (published.push(1), { buildId: `b${published.length}` }) })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const image = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer()
  const bodyOf = (stored: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    const { version: _v, published_version_id: _p, ...page } = stored
    return { ...page, ...changes }
  }

  it('records size, uploader and site; finds by alt text; says where a file is used; refuses to delete it then; replaces it everywhere', async () => {
    const first = (await t.editor.post('/media?name=beach.png&alt=Sunset%20beach', await image('#f80'), { 'Content-Type': 'image/png', 'X-Voix-Site': 'playaresorts' })).body
    expect(first).toMatchObject({ width: 40, height: 30, uploaded_by: expect.any(String), site_id: 'playaresorts' })
    expect((await t.editor.get('/media?q=sunset')).body.items.map((m: { id: string }) => m.id)).toEqual([first.id])
    expect((await t.editor.get('/media?site_id=playaresorts')).body.items.map((m: { id: string }) => m.id)).toContain(first.id)
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/uses-image', title: 'Uses image', layout: 'playaresorts' })).body
    const seo = { ...(page.seo ?? {}), image: first.url }
    const pub = await t.editor.post(`/pages/${page.id}/publish`, { page: bodyOf(page, { seo }) }, { 'If-Match': `"${page.version}"` })
    expect(pub.status).toBe(202)
    const usage = await t.editor.get(`/media/${first.id}/usage`)
    expect(usage.body.items).toEqual([expect.objectContaining({ kind: 'page', id: page.id, label: 'Uses image (/uses-image)', in: ['draft', 'published'] })])
    const refused = await t.editor.delete(`/media/${first.id}`, { 'If-Match': '"1"' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('This file is still used by page Uses image (/uses-image); remove it there first')

    const before = published.length
    const replaced = await t.editor.post(`/media/${first.id}/replace`, await image('#08f'), { 'Content-Type': 'image/png', 'If-Match': '"1"' })
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({ pages: 1, records: 0, media: { name: 'beach.png', alt: 'Sunset beach' } })
    expect(replaced.body.media.id).not.toBe(first.id)
    expect((await t.anonymous.get(`/pages/${page.id}/published`)).body.seo.image).toBe(replaced.body.media.url)
    expect((await t.editor.get(`/pages/${page.id}`)).body.seo.image).toBe(replaced.body.media.url)
    expect((await t.editor.get(`/media/${first.id}`)).status).toBe(404)
    await t.queue.idle()
    expect(published.length).toBeGreaterThan(before)
    const stale = await t.editor.post(`/media/${replaced.body.media.id}/replace`, await image('#0f8'), { 'Content-Type': 'image/png', 'If-Match': '"7"' })
    expect(stale.status).toBe(412)
  })

  it('says in the list how many pages and records use each file, draft and published counted once a page', async () => {
    const used = (await t.editor.post('/media?name=pool.png&alt=Pool', await image('#123'), { 'Content-Type': 'image/png' })).body
    const unused = (await t.editor.post('/media?name=spare.png&alt=Spare', await image('#321'), { 'Content-Type': 'image/png' })).body
    for (const path of ['/pool-one', '/pool-two']) {
      const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path, title: path, layout: 'playaresorts' })).body
      const withImage = bodyOf(page, { seo: { ...(page.seo ?? {}), image: used.url } })
      if (path === '/pool-one') expect((await t.editor.post(`/pages/${page.id}/publish`, { page: withImage }, { 'If-Match': `"${page.version}"` })).status).toBe(202)
      else expect((await t.editor.put(`/pages/${page.id}`, withImage, { 'If-Match': `"${page.version}"` })).status).toBe(200)
    }
    const listed = (await t.editor.get('/media?limit=50')).body.items as { id: string; used_on: { pages: number; records: number } }[]
    expect(listed.find((m) => m.id === used.id)?.used_on).toEqual({ pages: 2, records: 0 })
    expect(listed.find((m) => m.id === unused.id)?.used_on).toEqual({ pages: 0, records: 0 })
    expect((await t.editor.get('/media?limit=nope')).status).toBe(400)
  })

  it("keeps other sites' pages out of a site-bound editor's reach: their uses are not listed and a file they use is not replaced", async () => {
    const shared = (await t.editor.post('/media?name=shared.png&alt=Shared', await image('#456'), { 'Content-Type': 'image/png' })).body
    const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/shared-image', title: 'Shared image', layout: 'playaresorts' })).body
    expect((await t.editor.put(`/pages/${page.id}`, bodyOf(page, { seo: { ...(page.seo ?? {}), image: shared.url } }), { 'If-Match': `"${page.version}"` })).status).toBe(200)
    expect((await t.editor.get(`/media/${shared.id}/usage`)).body.items.map((u: { id: string }) => u.id)).toEqual([page.id])
    // The restricted editor works on another site only.
    const theirs = await t.restricted.get(`/media/${shared.id}/usage`)
    expect(theirs.status).toBe(200)
    expect(theirs.body.items).toEqual([])
    const refused = await t.restricted.post(`/media/${shared.id}/replace`, await image('#789'), { 'Content-Type': 'image/png', 'If-Match': '"1"' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('This file is also used on sites you may not work on; ask an admin to replace it')
    const moved = await t.restricted.put(`/media/${shared.id}`, { name: shared.name, alt: shared.alt, focus: { x: 0.2, y: 0.8 } }, { 'If-Match': '"1"' })
    expect(moved.status).toBe(403)
    expect(moved.body.error).toBe('This file is also used on sites you may not work on; ask an admin to move its focal point')
    expect((await t.editor.get(`/media/${shared.id}`)).body.focus).toBeUndefined()
    // An upload for every site is changed only by someone with every site.
    expect((await t.restricted.put(`/media/${shared.id}`, { name: shared.name, alt: 'New words' }, { 'If-Match': '"1"' })).status).toBe(403)
    expect((await t.editor.get(`/pages/${page.id}`)).body.seo.image).toBe(shared.url)
  })

  it("lets a one-site editor rename, re-describe, re-focus and delete only their own site's uploads", async () => {
    const other = (await t.editor.post('/media?name=beach.png&alt=Beach', await image('#a1b'), { 'Content-Type': 'image/png', 'X-Voix-Site': 'playaresorts' })).body
    expect(other.site_id).toBe('playaresorts')
    for (const change of [{ name: 'renamed.png', alt: other.alt }, { name: other.name, alt: 'Re-described' }, { name: other.name, alt: other.alt, focus: { x: 0.1, y: 0.1 } }]) {
      const res = await t.restricted.put(`/media/${other.id}`, change, { 'If-Match': '"1"' })
      expect(res.status, JSON.stringify(change)).toBe(403)
      expect(res.body.error).toBe("You may not work on site 'playaresorts'")
    }
    expect((await t.restricted.delete(`/media/${other.id}`, { 'If-Match': '"1"' })).status).toBe(403)
    expect(await t.editor.get(`/media/${other.id}`)).toMatchObject({ status: 200, body: { name: 'beach.png', alt: 'Beach', version: 1 } })
    // Nor may they upload for another site; without a site, their upload is for their own.
    expect((await t.restricted.post('/media?name=x.png', await image('#a2b'), { 'Content-Type': 'image/png', 'X-Voix-Site': 'playaresorts' })).status).toBe(403)
    const own = (await t.restricted.post('/media?name=lobby.png&alt=Lobby', await image('#a3b'), { 'Content-Type': 'image/png' })).body
    expect(own.site_id).toBe('hyatt-ziva')
    expect((await t.restricted.put(`/media/${own.id}`, { name: 'lobby-at-night.png', alt: 'Lobby at night' }, { 'If-Match': '"1"' })).status).toBe(200)
    expect((await t.restricted.delete(`/media/${own.id}`, { 'If-Match': '"2"' })).status).toBe(204)
  })

  it('refuses upload names holding DEL, line separators or marks that reorder text, on upload and on rename', async () => {
    const stored = (await t.editor.post('/media?name=plain.png', await image('#b1c'), { 'Content-Type': 'image/png' })).body
    for (const name of ['a\u007fb.png', 'line\u2028break.png', 'para\u2029.png', 'gpj.\u202eexe', 'iso\u2066late.png', 'zero\u200bwidth.png', '\ufeffbom.png', 'c1\u0085.png']) {
      const up = await t.editor.post(`/media?name=${encodeURIComponent(name)}`, await image('#b2c'), { 'Content-Type': 'image/png' })
      expect(up.status, JSON.stringify(name)).toBe(400)
      expect(up.body.error).toContain('name: must be a file name without slashes, control characters, line breaks or marks that reorder or hide text')
      const renamed = await t.editor.put(`/media/${stored.id}`, { name, alt: '' }, { 'If-Match': '"1"' })
      expect(renamed.status, JSON.stringify(name)).toBe(400)
    }
    expect((await t.editor.put(`/media/${stored.id}`, { name: 'Piña colada 🍹 – sunset.png', alt: '' }, { 'If-Match': '"1"' })).status).toBe(200)
  })
})

describe.each(databases)('focal points on $name', ({ open }) => {
  it('are kept beside the file for the build, and the pages showing it are published again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voix-focus-'))
    const t = await setupApi(open, { mediaDir: dir })
    try {
      const stored = (await t.editor.post('/media?name=f.png', await sharp({ create: { width: 20, height: 10, channels: 3, background: '#333' } }).png().toBuffer(), { 'Content-Type': 'image/png' })).body
      const page = (await t.editor.post('/pages', { site_id: 'playaresorts', path: '/focus', title: 'Focus', layout: 'playaresorts' })).body
      const { version: _v, published_version_id: _p, ...doc } = page
      await t.editor.post(`/pages/${page.id}/publish`, { page: { ...doc, seo: { ...(page.seo ?? {}), image: stored.url } } }, { 'If-Match': '"1"' })
      const before = (await t.editor.get(`/pages/${page.id}`)).body.published_version_id
      const moved = await t.editor.put(`/media/${stored.id}`, { name: stored.name, alt: stored.alt, focus: { x: 0.2, y: 0.8 } }, { 'If-Match': '"1"' })
      expect(moved.body.focus).toEqual({ x: 0.2, y: 0.8 })
      expect(JSON.parse(readFileSync(join(dir, `${stored.id}.focus.json`), 'utf8'))).toEqual({ x: 0.2, y: 0.8 })
      expect((await t.editor.get(`/pages/${page.id}`)).body.published_version_id).not.toBe(before)
      expect((await t.editor.put(`/media/${stored.id}`, { name: stored.name, alt: stored.alt, focus: { x: 2, y: 0 } }, { 'If-Match': '"2"' })).body.error).toMatch(/^The body is not valid: focus\.x/)
    } finally {
      await t.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
