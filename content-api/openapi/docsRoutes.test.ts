import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gunzipSync } from 'node:zlib'
import { createApi } from '../app.ts'
import { openDatabase, type Db } from '../db/openDatabase.ts'

describe('the API reference at /api/docs', () => {
  let db: Db
  let api: ReturnType<typeof createApi>
  beforeAll(async () => {
    db = await openDatabase({ sqliteFile: ':memory:' })
    api = createApi({ db, publicUrl: 'http://localhost' })
  })
  afterAll(() => db.close())

  it('is public, loads the viewer and its settings from files of its own, and allows no script from elsewhere', async () => {
    const res = await api.request('http://localhost/docs')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';")
    const html = await res.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map((s) => s[1]!.trim())).toEqual(['src="docs/swagger-ui-bundle.js"', 'src="docs/docs.js"'])
    expect(scripts.every((s) => s[2] === '')).toBe(true)
    expect(html).not.toMatch(/https?:\/\//)
  })

  it('serves the viewer files, gzipped when asked, and nothing else', async () => {
    const settings = await api.request('http://localhost/docs/docs.js')
    expect(settings.status).toBe(200)
    expect(await settings.text()).toContain("url: 'openapi.json'")
    const bundle = await api.request('http://localhost/docs/swagger-ui-bundle.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await bundle.arrayBuffer())).toString('utf8')).toContain('SwaggerUIBundle')
    for (const path of ['/docs/package.json', '/docs/..%2Fpackage.json', '/docs/index.html', '/docs/%2e%2e%2fapp.ts', '/docs/constructor', '/docs/__proto__'])
      expect((await api.request(`http://localhost${path}`)).status, path).toBe(404)
  })
})
