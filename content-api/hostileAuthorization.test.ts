import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, mayUseSite, type Actor, type Capability } from './auth/permissions.ts'
import { mayChangeSite } from './auth/siteAccess.ts'
import { issueTokens } from './auth/tokens.ts'
import { openApiDocument } from './openapi/openApiDocument.ts'
import type { Access } from './openapi/routeAccess.ts'
import { scopes } from './tokens/apiTokens.ts'
import { fixtures, siteOf, type Variant } from './testing/matrixFixtures.ts'
import { setupApi } from './testing/setupApi.ts'
import { testDatabases } from './testing/testDatabases.ts'

/*
 * Every route of the OpenAPI document × every actor: admin, an editor of every site, a one-site editor, a reviewer,
 * an agent, anonymous, and an API token of each scope. Each operation declares who may call it and whose site's data
 * it may reach (`x-voix-access`, openapi/routeAccess.ts); each route is aimed at data of the one-site editor's site,
 * of another site, and of every site, scheduled and bulk actions included (schedules of each target kind, a
 * release's publish, a file's replacement everywhere). A refusal must be 401, 403 or 404; an allowed call must not
 * be refused for who is calling. `npm test` runs every refusal on one aim per route (the one a one-site editor may least
 * touch); HOSTILE=full (npm run test:hostile) runs every case, the allowed ones included, each allowed write on a
 * fresh record.
 */
const full = process.env.HOSTILE === 'full'

type ActorName = 'admin' | 'editor' | 'restricted' | 'reviewer' | 'agent' | 'anonymous' | 'token:read' | 'token:publish' | 'token:builds'
const actors: Record<ActorName, Pick<Actor, 'role' | 'sites' | 'scopes'> | null> = {
  admin: { role: 'admin', sites: [] },
  editor: { role: 'editor', sites: [] },
  restricted: { role: 'editor', sites: ['hyatt-ziva'] },
  reviewer: { role: 'reviewer', sites: [] },
  agent: { role: 'agent', sites: [] },
  anonymous: null,
  'token:read': { role: 'editor', sites: [], scopes: scopes.read },
  'token:publish': { role: 'editor', sites: [], scopes: scopes.publish },
  'token:builds': { role: 'editor', sites: [], scopes: scopes.builds },
}

type Op = { key: string; method: string; path: string; access: Access | undefined; ifMatch: boolean }
const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { 'x-voix-access'?: Access; parameters?: { name: string }[] }>> }
const operations: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      access: op['x-voix-access'],
      ifMatch: [...((item as { parameters?: { name: string }[] }).parameters ?? []), ...(op.parameters ?? [])].some((p) => p.name === 'If-Match'),
    })),
)

/** The scheduled target kinds each variant is tried with; a schedule's capability goes by its kind. */
const scheduleKinds = { pages: ['own', 'other'], posts: ['own', 'other'], releases: ['own', 'other', 'all'], specials: ['own', 'other', 'all'] } as const
type Aim = { variant: Variant; kind?: keyof typeof scheduleKinds }

/** What the route is aimed at: the sites its data can be on (the entity's or the page's), one aim when no site matters. */
function aims(op: Op): Aim[] {
  if (!op.access?.site) return [{ variant: 'none' }]
  if (op.path.startsWith('/api/schedules')) return Object.entries(scheduleKinds).flatMap(([kind, variants]) => variants.map((variant) => ({ variant, kind: kind as Aim['kind'] })))
  const entity = op.path.split('/')[2]!
  // A one-site editor's upload without a site named is for their own site: uploading is aimed at named sites.
  const everySite = ['brands', 'resorts', 'specials', 'booking-code-triggers', 'head-tags', 'releases', 'media'].includes(entity) && op.key !== 'POST /api/media'
  return (everySite ? (['own', 'other', 'all'] as const) : (['own', 'other'] as const)).map((variant) => ({ variant }))
}

/** Whether the declaration allows the actor this call on this aim. */
function allowed(access: Access, name: ActorName, aim: Aim): boolean {
  const actor = actors[name]
  const site = siteOf[aim.variant]
  // Public reads: anyone, but a signed-in user limited to some sites reads only theirs (the others' are answered as missing).
  if (access.who === 'anyone') return !actor || access.site !== 'read' || mayUseSite(actor as Actor, site)
  if (!actor) return false
  if (access.who === 'person') return !actor.scopes
  if (access.who === 'admin') return actor.role === 'admin' && !actor.scopes
  const capability: Capability = typeof access.who === 'string' ? access.who : access.who.byTargetKind[aim.kind!]!
  if (!can(actor.role, capability) || (actor.scopes && !actor.scopes.includes(capability))) return false
  if (access.site === 'read') return mayUseSite(actor as Actor, site)
  if (access.site === 'change') return mayChangeSite(actor, site)
  return true
}

const [sqlite] = await testDatabases()

describe('authorization matrix: every route of the OpenAPI document × every actor', () => {
  let t: Awaited<ReturnType<typeof setupApi>>
  let fx: ReturnType<typeof fixtures>
  let mediaDir: string
  const tokens: Partial<Record<ActorName, string>> = {}
  const userIds: Partial<Record<ActorName, string>> = {}
  const figures = { tried: 0, refused: 0, allowed: 0, serverErrors: 0, wronglyAllowed: 0, wronglyRefused: 0 }
  const wrong: string[] = []
  const shared = new Map<string, Promise<Record<string, unknown>>>()

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'voix-matrix-'))
    t = await setupApi(sqlite!.open, { seed: true, mediaDir, api: { checkPage: async () => [], webhooks: { allowedHosts: ['127.0.0.1'] }, movableClock: true } })
    fx = fixtures(t)
    for (const name of ['admin', 'editor', 'restricted', 'reviewer'] as const) {
      userIds[name] = (await t[name].get('/auth/me')).body.id
      tokens[name] = (await issueTokens(t.db, userIds[name]!, 'voix-studio')).access_token
    }
    const agent = await t.db.kysely.selectFrom('users').select(['id', 'document']).where('role', '=', 'agent').executeTakeFirstOrThrow()
    // The demo's travel agent belongs to the agent portal's site.
    actors.agent!.sites = (JSON.parse(agent.document) as { sites: string[] }).sites
    userIds.agent = agent.id
    tokens.agent = (await issueTokens(t.db, agent.id, 'voix-agent-portal')).access_token
    for (const scope of ['read', 'publish', 'builds'] as const) tokens[`token:${scope}`] = (await t.admin.post('/tokens', { name: `matrix-${scope}`, scope, expiresInDays: 1 })).body.token
  })
  afterAll(async () => {
    await t.close()
    rmSync(mediaDir, { recursive: true, force: true })
    console.log(`authorization matrix${full ? ' (full)' : ''}: ${JSON.stringify(figures)}${wrong.length ? `\n${wrong.slice(0, 30).join('\n')}` : ''}`)
  })

  /** Made once and shared by the cases that must not change it; made afresh for an allowed write. */
  const once = (key: string, make: () => Promise<Record<string, unknown>>, fresh: boolean) => {
    if (fresh) return make()
    if (!shared.has(key)) shared.set(key, make())
    return shared.get(key)!
  }

  /** The version to send as If-Match: the record's as it is now. */
  async function versionAt(url: string): Promise<string> {
    const res = await t.admin.get(url)
    return res.headers.get('etag') ?? `"${(res.body as { version?: number })?.version ?? 0}"`
  }

  /** A valid request for the operation, aimed at the aim's data; `fresh` for an allowed write. */
  async function request(op: Op, aim: Aim, fresh: boolean): Promise<{ url: string; body?: unknown; type?: string; headers: Record<string, string> }> {
    const parts = op.path.split('/')
    const entity = parts[2]!
    const headers: Record<string, string> = {}
    let url = op.path
    let body: unknown
    let type: string | undefined = 'application/json'
    let self: string | undefined
    const v = aim.variant
    const future = new Date(Date.now() + 7_200_000).toISOString()
    if (entity === 'pages' && op.path !== '/api/pages' && op.path !== '/api/pages/authors') {
      const page = (await once(`page:${v}`, () => fx.page(v), fresh)) as { id: string; versionId: string }
      url = url.replace('{id}', page.id).replace('{versionId}', page.versionId)
      self = `/pages/${page.id}`
      const { version: _v, published_version_id: _p, source_page_id: _s, ...draft } = (await t.admin.get(self)).body as Record<string, unknown>
      const bodies: Record<string, unknown> = {
        'PUT /api/pages/{id}': draft,
        'POST /api/pages/{id}/versions': { name: 'Matrix', page: draft },
        'POST /api/pages/{id}/publish': { page: draft },
        'POST /api/pages/{id}/checks': draft,
        'POST /api/pages/{id}/review': { review: { status: 'approved', annotations: {} } },
        'POST /api/pages/{id}/copy': { path: `/matrix-copy-${fx.unique()}` },
        'POST /api/pages/{id}/translations': { locale: 'es', path: `/es/matrix-${fx.unique()}` },
        'POST /api/pages/{id}/mark-up-to-date': {},
      }
      body = bodies[op.key]
    } else if (op.key === 'POST /api/pages') body = { site_id: siteOf[v] ?? 'playaresorts', path: `/matrix-new-${fx.unique()}`, title: 'New', layout: siteOf[v] ?? 'playaresorts' }
    else if (op.path.startsWith('/api/schedules') && op.key !== 'GET /api/schedules') {
      if (op.method === 'POST') body = await fx.scheduleBody(aim.kind!, v)
      else {
        const job = (await once(`schedule:${aim.kind}:${v}`, () => fx.schedule(aim.kind!, v), fresh)) as { id: string; target_id: string }
        url = url.replace('{id}', job.id)
        const listed = (await t.admin.get(`/schedules?target_id=${job.target_id}`)).body.items as { id: string; version: number }[]
        headers['If-Match'] = `"${listed.find((j) => j.id === job.id)?.version ?? 1}"`
        if (op.method === 'PUT') body = { run_at: future }
      }
    } else if (op.key === 'POST /api/media') {
      url = `/api/media?name=matrix-${fx.unique()}.png`
      const png = await (await import('sharp')).default({ create: { width: 3, height: 3, channels: 3, background: { r: 9, g: fx.unique().length, b: Math.floor(Math.random() * 255) } } }).png().toBuffer()
      body = new Uint8Array(png)
      type = 'application/octet-stream'
      if (siteOf[v]) headers['X-Voix-Site'] = siteOf[v]!
    } else if (op.path.includes('{id}') && ['sites', 'menus', 'brands', 'resorts', 'specials', 'posts', 'fact-sheets', 'booking-code-triggers', 'head-tags', 'redirects', 'sections', 'releases', 'users', 'media'].includes(entity)) {
      const record = await once(`${entity}:${v}`, () => fx.record(entity, v), fresh)
      url = url.replace('{id}', record.id as string).replace('{file}', 'page-sm-diff.png').replace('{version}', '1')
      self = `/${entity}/${record.id}`
      if (op.method === 'PUT') body = fx.strip((await t.admin.get(self)).body)
      if (op.key === 'POST /api/specials/{id}/copy') body = { slug: `special-copy-${fx.unique()}` }
      if (op.key === 'POST /api/releases/{id}/status') body = { status: 'in_review' }
      if (op.key === 'POST /api/media/{id}/replace') {
        url += `?name=replaced-${fx.unique()}.png`
        body = new Uint8Array(await (await import('sharp')).default({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: Math.floor(Math.random() * 255) } } }).png().toBuffer())
        type = 'application/octet-stream'
      }
    } else if (op.method === 'POST' && /^\/api\/[a-z-]+$/.test(op.path) && entity !== 'forms' && entity !== 'tokens' && entity !== 'clients' && entity !== 'webhooks' && entity !== 'schedules') {
      const record = await once(`${entity}:${v}`, () => fx.record(entity, v), false)
      body = fx.copyBody(entity, record)
    } else {
      // The routes of no one site's data.
      const made = async (path: string, what: Record<string, unknown>) => (await t.admin.post(path, what)).body as { id: string }
      if (op.path === '/api/tokens/{id}') url = url.replace('{id}', (await made('/tokens', { name: `gone-${fx.unique()}`, scope: 'read' })).id)
      if (op.path.startsWith('/api/webhooks/{id}') || op.path.startsWith('/api/webhooks/deliveries'))
        url = url.replace('{id}', (await made('/webhooks', { name: `hook-${fx.unique()}`, url: 'http://127.0.0.1:1/hook', events: ['build.live'] })).id).replace('{deliveryId}', 'no-such-delivery')
      if (op.key === 'POST /api/webhooks' || op.key === 'PUT /api/webhooks/{id}') body = { name: `hook-${fx.unique()}`, url: 'http://127.0.0.1:1/hook', events: ['build.live'] }
      if (op.key === 'POST /api/tokens') body = { name: `made-${fx.unique()}`, scope: 'read' }
      const clientBody = { name: `app-${fx.unique()}`, redirectUris: ['https://app.example/cb'], scopes: ['read'], kind: 'public' }
      if (op.path === '/api/clients/{id}') url = url.replace('{id}', (await made('/clients', clientBody)).id)
      if (op.key === 'POST /api/clients') body = clientBody
      if (op.key === 'PUT /api/clients/{id}') body = { disabled: true }
      if (op.path === '/api/caches/{id}/clear') url = '/api/caches/api-reads/clear'
      if (op.path === '/api/forms/{form}') {
        url = '/api/forms/sign-up'
        body = { page: '/', fields: { formId: 'newsletter', email: 'guest@example.com' } }
      }
      if (op.path === '/api/builds/jobs/{id}') url = url.replace('{id}', 'no-such-job')
      if (op.path === '/api/docs/{file}') url = '/api/docs/swagger-ui.css'
      if (op.path === '/api/presence/sessions/{session}/edited') url = url.replace('{session}', 'no-such-session')
      if (op.path === '/api/audit/pages/{id}' || op.path === '/api/presence/pages/{id}') url = url.replace('{id}', ((await once(`page:${v}`, () => fx.page(v), false)) as { id: string }).id)
      if (op.key === 'PUT /api/auth/me') body = { name: 'Matrix' }
      const settings: Record<string, [string, unknown]> = {
        'PUT /api/settings/script-origins': ['/settings/script-origins', { origins: [] }],
        'PUT /api/settings/publish-checks': ['/settings/publish-checks', { blockBrokenLinks: false, imageBudgetKb: 300 }],
        'PUT /api/audit/retention': ['/audit/retention', { days: 365 }],
        'PUT /api/clock': ['/clock', { offsetMs: 0 }],
      }
      if (settings[op.key]) [self, body] = settings[op.key]!
      if (op.path.startsWith('/api/auth/') && op.method === 'POST') {
        type = 'application/x-www-form-urlencoded'
        const forms: Record<string, Record<string, string>> = {
          '/api/auth/authorize': { response_type: 'code', client_id: 'voix-studio', redirect_uri: 'http://localhost/voix/auth/callback', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256', state: 'state-12345', email: 'nobody@test.example', password: 'wrong-password-123' },
          '/api/auth/token': { grant_type: 'refresh_token', client_id: 'voix-studio', refresh_token: 'not-a-token' },
          '/api/auth/revoke': { token: 'not-a-token' },
          '/api/auth/introspect': { token: 'not-a-token', client_id: 'voix-studio' },
          '/api/auth/sign-out': {},
        }
        body = new URLSearchParams(forms[op.path]).toString()
      }
      if (op.key === 'GET /api/auth/authorize') url += `?response_type=code&client_id=voix-studio&redirect_uri=${encodeURIComponent('http://localhost/voix/auth/callback')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&state=state-12345`
    }
    if (op.ifMatch && !headers['If-Match']) headers['If-Match'] = self ? await versionAt(self) : '"1"'
    return { url, body, type: body === undefined ? undefined : type, headers }
  }

  /** One call as the actor: the status (a stream's body is not waited for). */
  async function call(name: ActorName, method: string, req: Awaited<ReturnType<typeof request>>, ends: boolean) {
    // A call that ends the caller's sign-in is made with a sign-in of its own, so the actor's stays for the next cases.
    const userId = userIds[name]
    const token = ends && userId ? (await issueTokens(t.db, userId, name === 'agent' ? 'voix-agent-portal' : 'voix-studio')).access_token : tokens[name]
    const headers: Record<string, string> = { Origin: 'http://localhost', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(req.type ? { 'Content-Type': req.type } : {}), ...req.headers }
    const payload = req.body === undefined ? undefined : typeof req.body === 'string' || req.body instanceof Uint8Array ? req.body : JSON.stringify(req.body)
    const res = await t.api.request(`http://localhost${req.url.replace(/^\/api/, '')}`, { method, headers, body: payload as BodyInit | undefined }, { incoming: { socket: { remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } } })
    const text = res.headers.get('content-type')?.includes('event-stream') ? (await res.body?.cancel(), '') : await res.text()
    return { status: res.status, text }
  }

  it('has a declaration on every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(140)
    expect(operations.filter((op) => !op.access).map((op) => op.key)).toEqual([])
  })

  for (const op of operations)
    it(`${op.key}`, { timeout: full ? 300_000 : 60_000 }, async () => {
      if (!op.access) return
      const all = aims(op)
      // npm test: one aim (the one a one-site editor may least touch) per route, refusals only.
      const chosen = full ? all : [all.find((a) => a.variant === 'all') ?? all.find((a) => a.variant === 'other') ?? all[0]!]
      for (const aim of chosen)
        for (const name of Object.keys(actors) as ActorName[]) {
          const expectAllowed = allowed(op.access, name, aim)
          const destructive = op.method !== 'GET'
          if (expectAllowed && !full) continue
          const req = await request(op, aim, expectAllowed && destructive)
          const res = await call(name, op.method, req, op.key === 'POST /api/auth/sign-out')
          figures.tried++
          const what = `${name} ${op.key} on ${aim.kind ? `${aim.kind} ` : ''}${aim.variant} (${req.url.slice(0, 120)}) → ${res.status} ${res.text.slice(0, 200)}`
          if (res.status >= 500) figures.serverErrors++
          expect(res.status, what).toBeLessThan(500)
          if (expectAllowed) {
            figures.allowed++
            // A 404 about the record itself (answered as missing) refuses the caller; one about a part of it (a diff not run yet) does not.
            // A route open to anyone answers 401 only about the credentials it was sent (a wrong password), never about the caller.
            const refusedForWho = (res.status === 401 && op.access.who !== 'anyone') || res.status === 403 || (Boolean(op.access.site) && res.status === 404 && /"No [\w -]+ with id/.test(res.text))
            if (refusedForWho) {
              figures.wronglyRefused++
              wrong.push(`wrongly refused: ${what}`)
            }
            expect(refusedForWho, `wrongly refused: ${what}`).toBe(false)
          } else {
            // A target named in the body on a site the caller may not use is answered as one that does not exist.
            const refused = res.status === 401 || res.status === 403 || res.status === 404 || (res.status === 400 && /target_id: no [\w-]+ with id/.test(res.text))
            if (refused) figures.refused++
            else {
              figures.wronglyAllowed++
              wrong.push(`wrongly allowed: ${what}`)
            }
            expect(refused, `wrongly allowed: ${what}`).toBe(true)
          }
        }
    })
})
