import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiEnv } from '../auth/guard.ts'
import { ApiError } from '../http/ApiError.ts'
import { testDatabases } from '../testing/testDatabases.ts'
import { formRoutes } from './formRoutes.ts'

const databases = await testDatabases()

const sweepstakes = {
  resort: 'Hyatt Ziva Cancun',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  anniversary: '2027-02-14',
  consent: true,
}

describe.each(databases)('form submissions on $name', ({ open }) => {
  let db: Awaited<ReturnType<typeof open>>
  let app: Hono
  let client = 0
  const post = (form: string, body: unknown, ip = `10.0.0.${++client}`) =>
    app.request(`/forms/${form}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-client': ip, 'x-voix-site': 'playaresorts' }, body: JSON.stringify(body) })
  const list = (query = '', admin = true) => app.request(`/forms/submissions${query}`, { headers: admin ? { 'x-admin': 'yes' } : {} })

  beforeAll(async () => {
    db = await open()
    app = new Hono()
    app.route(
      '/forms',
      formRoutes(db, {
        limit: 3,
        clientKey: (c) => c.req.header('x-client') ?? 'unknown',
        requireAdmin: async (c, next) => (c.req.header('x-admin') === 'yes' ? next() : c.json({ error: 'admins only' }, 403)),
      }),
    )
  })
  afterAll(async () => {
    await db.drop()
  })

  it('stores a valid submission and shows it to admins, newest first', async () => {
    const res = await post('anniversary-sweepstakes', { page: '/anniversary', fields: sweepstakes })
    expect(res.status).toBe(201)
    const { id } = await res.json()
    await post('sign-up', { fields: { formId: 'newsletter-2027', email: 'li@example.com' } })
    const all = await (await list()).json()
    expect(all.total).toBe(2)
    expect(all.items[1]).toMatchObject({ id, form: 'anniversary-sweepstakes', page: '/anniversary', site_id: 'playaresorts', data: sweepstakes })
    const only = await (await list('?form=sign-up')).json()
    expect(only.items).toEqual([expect.objectContaining({ form: 'sign-up', page: '/', data: { formId: 'newsletter-2027', email: 'li@example.com', firstName: '' } })])
  })

  it('refuses bad input naming every bad field, and stores nothing', async () => {
    const before = (await (await list()).json()).total
    const res = await post('anniversary-sweepstakes', {
      page: 'http://evil.example/',
      fields: { ...sweepstakes, email: 'not-an-email', anniversary: '14/02/2027', consent: false, extra: 'x' },
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['fields.anniversary', 'fields.consent', 'fields.email', 'fields.extra', 'page'])
    expect(body.error).toContain('fields.email: must be an email address')
    expect(body.error).toContain('fields.consent: must be accepted to enter the sweepstakes')
    const idCheck = await post('id-verification', { fields: { firstName: 'A', lastName: 'B', email: 'a@b.co', idType: 'passport', idNumber: '1', promo: 'SAVE 10' } })
    expect((await idCheck.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual(['fields.idNumber', 'fields.idType', 'fields.promo'])
    expect((await post('anniversary-sweepstakes', { fields: { ...sweepstakes, firstName: '   ' } })).status).toBe(400)
    expect((await (await list()).json()).total).toBe(before)
  })

  it('refuses a bad X-Voix-Site header naming it, and keeps 0 as no site', async () => {
    const before = (await (await list()).json()).total
    const send = (site: string) =>
      app.request('/forms/sign-up', { method: 'POST', headers: { 'content-type': 'application/json', 'x-client': `site-${site}`, 'x-voix-site': site }, body: JSON.stringify({ fields: { formId: 'f2', email: 'site@example.com' } }) })
    const bad = await send('../../etc')
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues).toEqual([{ path: 'X-Voix-Site', message: 'must be a site id, or 0 for none' }])
    expect((await (await list()).json()).total).toBe(before)
    expect((await send('0')).status).toBe(201)
    expect((await (await list('?limit=1')).json()).items[0].site_id).toBeNull()
  })

  it('answers an unknown form with 404, and a body that is not JSON with 415 or 400', async () => {
    const unknown = await post('lottery', { fields: {} })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error).toContain("No form named 'lottery'")
    const text = await app.request('/forms/sign-up', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' })
    expect(text.status).toBe(415)
    const broken = await app.request('/forms/sign-up', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"fields":' })
    expect(broken.status).toBe(400)
    expect((await broken.json()).error).toMatch(/^The body is not valid JSON/)
  })

  it('rate-limits each client per form, counting refused attempts too', async () => {
    const ip = '192.0.2.7'
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await post('sign-up', { fields: { formId: 'f1', email: `p${i}@example.com` } }, ip)).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const limited = await post('sign-up', { fields: { formId: 'f1', email: 'late@example.com' } }, ip)
    expect(await limited.json()).toEqual({ error: 'Too many submissions from here; please try again in a few minutes' })
    // Another form and another client have their own allowance.
    expect((await post('anniversary-sweepstakes', { fields: sweepstakes }, ip)).status).toBe(201)
    expect((await post('sign-up', { fields: { formId: 'f1', email: 'other@example.com' } }, '192.0.2.8')).status).toBe(201)
  })

  it('keeps the listing from anyone but admins, and checks its query', async () => {
    expect((await list('', false)).status).toBe(403)
    const bad = await list('?form=nope&limit=0')
    expect(bad.status).toBe(400)
    expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual(['form', 'limit'])
    const twice = await list('?limit=1&limit=500')
    expect(twice.status).toBe(400)
    expect((await twice.json()).issues).toEqual([{ path: 'limit', message: 'must be given once' }])
    // By default the API's own role check guards it: nobody signed in gets 401, an editor 403, an admin the list.
    const asRole = (role: 'admin' | 'editor' | null) => {
      const app = new Hono<ApiEnv>()
      app.use('*', async (c, next) => {
        c.set('actor', role && { id: 'u1', email: 'u@example.com', name: 'U', role, sites: [], viaCookie: false })
        await next()
      })
      app.onError((error, c) => (error instanceof ApiError ? c.json({ error: error.message }, error.status) : c.json({ error: 'Internal error' }, 500)))
      return app.route('/forms', formRoutes(db)).request('/forms/submissions')
    }
    expect((await asRole(null)).status).toBe(401)
    expect((await asRole('editor')).status).toBe(403)
    expect((await asRole('admin')).status).toBe(200)
  })
})
