import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/testDatabases.ts'
import { formRoutes } from './formRoutes.ts'
import { siteCors, siteOriginsOf } from './siteCors.ts'

const [sqlite] = (await testDatabases()).filter((d) => d.name === 'sqlite')

describe('CORS for forms sent from an exported site', () => {
  let db: Awaited<ReturnType<NonNullable<typeof sqlite>['open']>>
  const app = new Hono()
  beforeAll(async () => {
    db = await sqlite!.open()
    const at = new Date().toISOString()
    const site = (id: string, hosts: string[], seo?: { origin: string }) => ({ id, slug: id, name: id, kind: 'resort', layout: 'blocks', hosts, ...(seo ? { seo: { origin: seo.origin, titlePattern: '{page}', logo: '' } } : {}) })
    for (const doc of [site('ziva', ['ziva.localhost', 'www.ziva.example']), site('jewel', [], { origin: 'https://jewel.example' })])
      await db.kysely.insertInto('sites').values({ id: doc.id, slug: doc.slug, name: doc.name, kind: 'resort', layout: 'blocks', document: JSON.stringify(doc), version: 1, created_at: at, updated_at: at }).execute()
    app.use('/forms/*', siteCors(db, ['http://{host}:8080', 'https://{host}']))
    app.route('/forms', formRoutes(db))
  })
  afterAll(async () => {
    await db.drop()
  })
  const preflight = (origin: string) =>
    app.request('/forms/sign-up', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })

  it('names the sites’ origins from their hosts, the patterns and their own address', () => {
    expect(siteOriginsOf({ slug: 'a', hosts: ['a.example'], seo: { origin: 'https://www.a.example/', titlePattern: '{page}', logo: '' } }, ['https://{host}', 'http://{slug}.test:81'])).toEqual([
      'https://a.example',
      'http://a.test:81',
      'https://www.a.example',
    ])
    expect(siteOriginsOf({ slug: 'b', hosts: [] }, ['javascript:{host}', 'http://{host}'])).toEqual(['http://b.localhost'])
  })

  it('answers the preflight and the form of a site’s origin, without credentials, refusals included', async () => {
    for (const origin of ['http://ziva.localhost:8080', 'https://www.ziva.example', 'https://jewel.example']) {
      const answer = await preflight(origin)
      expect(answer.status).toBe(204)
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      expect(answer.headers.get('access-control-allow-methods')).toBe('POST,OPTIONS')
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
    }
    const refused = await app.request('/forms/sign-up', { method: 'POST', headers: { origin: 'https://www.ziva.example', 'content-type': 'application/json' }, body: '{"fields":{}}' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://www.ziva.example')
    expect((await refused.json()).error).toMatch(/^The form is not valid/)
  })

  it('names no other origin: look-alikes, other ports and schemes, null', async () => {
    for (const origin of ['https://evil.example', 'http://ziva.localhost', 'http://ziva.localhost:8081', 'http://www.ziva.example', 'https://jewel.example.evil.example', 'https://ziva.localhost.evil.example', 'null', '*']) {
      const answer = await preflight(origin)
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull()
      const sent = await app.request('/forms/sign-up', { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{}' })
      expect(sent.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})
