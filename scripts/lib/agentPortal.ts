import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createHash, randomBytes } from 'node:crypto'
import { agentAuthPaths } from '../../catalogue/model/agentAccess.ts'
import { agentCookieName } from '../../catalogue/blocks/shared/agentSession.ts'
import { holdsGated } from '../../catalogue/model/gatedContent.ts'
import { migrateDocument } from '../../catalogue/model/migrations/migrateDocument.ts'
import { pageDocument } from '../../catalogue/model/migrations/pageDocument.ts'
import { Page } from '../../catalogue/model/page.ts'
import type { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { attachAgentData, showsAgentData } from '../../build/data/agentData.ts'
import { toPayload } from '../../build/toPayload.ts'
import type { AgentView } from '../../catalogue/blocks/agents-portal/agentData.ts'
import { User } from '../../catalogue/model/entities/user.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'
import { getRecord } from '../../content-api/entities/entityStore.ts'
import { media } from '../../content-api/entities/registry.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'

/** Calls the content API in this process, as `fetch` would at `/api{path}`. */
export type CallApi = (path: string, init?: RequestInit) => Promise<Response>

const clientId = 'voix-agent-portal'
const accessCookie = 'voix-agent-session'
const refreshCookie = 'voix-agent-refresh'
const flowCookie = 'voix-agent-sign-in'
// platform.md §6, §9: auth cookies are kept 150 days.
const refreshDays = 150

const base64url = (bytes: Buffer) => bytes.toString('base64url')
const sameHostPath = (value: string | undefined) => (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/[\u0000-\u001f]/.test(value) ? value : '/')

/** The path of the page a request came from, when it came from this same host. */
function refererPath(c: Context): string | undefined {
  try {
    const from = new URL(c.req.header('referer') ?? '')
    return from.host === c.req.header('host') ? from.pathname + from.search : undefined
  } catch {
    return undefined
  }
}

interface AgentSession {
  id: string
  name: string
  role: string
}

/**
 * The agent portal's sign-in, on each site host, through the product's own authorization server (authorization
 * code + PKCE S256, as the studio signs in). This server is the portal's client: it keeps the state and the
 * verifier in a short-lived httpOnly cookie, exchanges the code itself and keeps the tokens in httpOnly cookies,
 * so no script of the site ever holds a token. The only cookie scripts see is `voix-agent=1`, a hint that asks
 * the page to call `GET /auth/agent`: it grants nothing (anyone may set it), since the server answers from the
 * tokens alone. It renders agents-only pages (HTML and payload) on request for a signed-in agent, with the
 * site's own renderer, and gives the agent the public pages' agents-only content; everyone else is sent to sign in.
 */
export function createAgentPortal({ db, callApi, publicUrl, render }: { db: Db; callApi: CallApi; publicUrl: string; render: (url: string, payload: ReturnType<typeof toPayload>) => Promise<string | undefined> }) {
  const secure = publicUrl.startsWith('https:')
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const

  const originOf = (c: Context) => {
    const url = new URL(c.req.url)
    return `${url.protocol}//${c.req.header('host') ?? url.host}`
  }
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

  function keepTokens(c: Context, tokens: { access_token: string; refresh_token: string; expires_in: number }) {
    setCookie(c, accessCookie, tokens.access_token, { ...cookieOptions, maxAge: tokens.expires_in })
    setCookie(c, refreshCookie, tokens.refresh_token, { ...cookieOptions, maxAge: refreshDays * 86400 })
    // The one cookie the site's scripts read: "ask the server who I am", no name and no secret in it.
    setCookie(c, agentCookieName, '1', { path: '/', sameSite: 'Lax', secure, maxAge: refreshDays * 86400 })
  }
  function forget(c: Context) {
    for (const name of [accessCookie, refreshCookie, agentCookieName]) deleteCookie(c, name, { path: '/', secure })
  }

  async function who(accessToken: string): Promise<AgentSession | undefined> {
    const answer = await callApi('/auth/me', { headers: { Authorization: `Bearer ${accessToken}` } })
    if (!answer.ok) return undefined
    const me = (await answer.json()) as AgentSession
    return me.role === 'agent' || me.role === 'admin' ? me : undefined
  }

  /**
   * The signed-in agent of this request, refreshing the tokens when the access token has run out; `expired` when
   * the request held a sign-in that is over (run out, or ended elsewhere), so the sign-in page can say so.
   */
  async function session(c: Context): Promise<{ agent?: AgentSession; expired?: true }> {
    const access = getCookie(c, accessCookie)
    const found = access ? await who(access) : undefined
    if (found) return { agent: found }
    const refresh = getCookie(c, refreshCookie)
    if (!refresh) {
      // A hint left behind by a sign-in that is over (or set by hand) is dropped, so the page stops asking.
      if (getCookie(c, agentCookieName) !== undefined) forget(c)
      return {}
    }
    const answer = await callApi('/auth/token', form({ grant_type: 'refresh_token', refresh_token: refresh, client_id: clientId }))
    if (!answer.ok) {
      forget(c)
      return { expired: true }
    }
    const tokens = (await answer.json()) as { access_token: string; refresh_token: string; expires_in: number }
    const agent = await who(tokens.access_token)
    if (!agent) {
      forget(c)
      return { expired: true }
    }
    keepTokens(c, tokens)
    return { agent }
  }

  /** Where a visitor goes to sign in before `path`, saying so when their sign-in has run out. */
  const signInFor = (path: string, expired?: true) => `${agentAuthPaths.signIn}?return=${encodeURIComponent(path)}${expired ? '&expired=1' : ''}`

  /** Who the agent is, as their portal shows it: read from their user record at every request, so a change shows at once. */
  async function agentView(agent: AgentSession): Promise<AgentView | undefined> {
    const row = await db.kysely.selectFrom('users').select('document').where('id', '=', agent.id).executeTakeFirst()
    const user = row && User.safeParse(JSON.parse(row.document))
    if (!user?.success) return undefined
    return { name: user.data.name, agency: user.data.agency, email: user.data.email, markets: user.data.markets }
  }

  // What a page renders with besides itself (sites, menus, records), read once per live build: the build's own
  // source, without its pages, so a large site's pages are never all read for one agent's request.
  let snapshot: { buildId: string; value: Promise<PublishedSnapshot> } | undefined
  const published = async (): Promise<PublishedSnapshot> => ({ ...(await readPublishedSource(db)).meta, pages: [] })
  const snapshotFor = (buildId: string) => (snapshot?.buildId === buildId ? snapshot : (snapshot = { buildId, value: published() })).value

  return {
    /** GET /auth/sign-in?return=/path: starts the flow at the authorization server. */
    signIn(c: Context) {
      const state = base64url(randomBytes(24))
      const verifier = base64url(randomBytes(48))
      // Back to `return`, else to the page the sign-in link was on (same host only), else the portal's home.
      const back = sameHostPath(c.req.query('return') ?? refererPath(c))
      setCookie(c, flowCookie, JSON.stringify({ state, verifier, back }), { ...cookieOptions, path: '/auth', maxAge: 600 })
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: `${originOf(c)}${agentAuthPaths.callback}`,
        code_challenge: base64url(createHash('sha256').update(verifier).digest()),
        code_challenge_method: 'S256',
        state,
      })
      if (c.req.query('expired') === '1') query.set('notice', 'expired')
      // The authorization server's sign-in page on the portal's own host (a path, so never another host).
      return c.redirect(`/api/auth/authorize?${query.toString()}`, 302)
    },

    /**
     * GET /auth/callback?code&state: the configured auth return path. It goes on only when the stored state
     * matches the returned one and a verifier was stored (platform.md §5); otherwise the visitor is sent to the
     * portal's home, which says that the sign-in did not complete.
     */
    async callback(c: Context) {
      let flow: { state?: unknown; verifier?: unknown; back?: unknown } = {}
      try {
        flow = JSON.parse(getCookie(c, flowCookie) ?? '{}') as typeof flow
      } catch {
        // A cookie that is not ours is no flow.
      }
      deleteCookie(c, flowCookie, { path: '/auth', secure })
      const { code, state } = c.req.query()
      if (!code || !state || flow.state !== state || typeof flow.verifier !== 'string') return c.redirect('/?sign-in=failed', 302)
      const answer = await callApi(
        '/auth/token',
        form({ grant_type: 'authorization_code', client_id: clientId, redirect_uri: `${originOf(c)}${agentAuthPaths.callback}`, code_verifier: flow.verifier, code }),
      )
      if (!answer.ok) return c.redirect('/?sign-in=failed', 302)
      const tokens = (await answer.json()) as { access_token: string; refresh_token: string; expires_in: number }
      const agent = await who(tokens.access_token)
      if (!agent) return c.redirect('/?sign-in=failed', 302)
      keepTokens(c, tokens)
      return c.redirect(sameHostPath(typeof flow.back === 'string' ? flow.back : '/'), 302)
    },

    /** GET or POST /auth/sign-out: ends the agent's sign-in (its tokens are revoked) and goes home. */
    async signOut(c: Context) {
      const refresh = getCookie(c, refreshCookie)
      if (refresh) await callApi('/auth/revoke', form({ token: refresh }))
      forget(c)
      return c.redirect('/', 302)
    },

    /**
     * An agents-only page of the live build, as its HTML or (`as: 'payload'`, for client navigation) its payload:
     * rendered for a signed-in agent; otherwise the page redirects to sign in and the payload answers 401, which
     * the site's runtime turns into a load of the page (and so that redirect).
     */
    async page(c: Context, site: string, path: string, buildId: string, as: 'html' | 'payload' = 'html'): Promise<Response> {
      const { agent, expired } = await session(c)
      const signIn = signInFor(path, expired)
      // Whatever the answer, it depends on who asks: no CDN or shared cache keeps it.
      c.header('Cache-Control', 'private, no-store')
      if (!agent) return as === 'payload' ? c.json({ error: `Sign in as a travel agent to see ${path}`, signIn }, 401) : c.redirect(signIn, 302)
      const found = await agentPayload(agent, site, path, buildId)
      if (!found || found.page.access !== 'agents') return as === 'payload' ? c.json({ error: `No page at ${path}` }, 404) : c.text(`Page not found: ${path}`, 404)
      // For this agent only: never kept by a CDN or a shared cache, never indexed.
      const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', Vary: 'Cookie' }
      if (as === 'payload') return c.json(found.payload, 200, headers)
      const html = await render(path, found.payload)
      if (html === undefined) return c.text('This page could not be shown', 500)
      return c.html(html, 200, headers)
    },

    /**
     * GET /agent-files/<file>: an agents-only upload (catalogue/model/entities/media.ts), served by `serve` to a
     * signed-in agent as a download named as uploaded; anyone else is sent to sign in and back to the file.
     */
    file(serve: (c: Context) => Promise<Response>) {
      return async (c: Context): Promise<Response> => {
        const { agent, expired } = await session(c)
        c.header('Cache-Control', 'private, no-store')
        if (!agent) return c.redirect(signInFor(c.req.path, expired), 302)
        const answer = await serve(c)
        if (answer.status !== 200) return answer
        const hash = /^\/[^/]+\/([0-9a-f]{64})\./.exec(c.req.path)?.[1]
        const name = (hash && (await getRecord(db, media, hash))?.doc.name) || ''
        const headers = new Headers(answer.headers)
        headers.set('Content-Disposition', `attachment${name ? `; filename*=UTF-8''${encodeURIComponent(name)}` : ''}`)
        headers.set('Vary', 'Cookie')
        return new Response(answer.body, { status: 200, headers })
      }
    },

    /**
     * GET /auth/agent?path=/page: who the signed-in agent is (their name, from their user record) and, when the
     * public page at `path` holds content for agents only or blocks showing the agent's own data, its payload
     * whole, rendered for them. 401 for anyone
     * else, whatever cookies they send: only the httpOnly tokens count, checked by the authorization server.
     */
    async agent(c: Context, site: string, buildId: string): Promise<Response> {
      const headers = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
      const { agent } = await session(c)
      if (!agent) return c.json({ error: 'Not signed in as a travel agent' }, 401, headers)
      const view = await agentView(agent)
      const path = sameHostPath(c.req.query('path'))
      const found = path === '/' || /^\/[^?#]*$/.test(path) ? await agentPayload(agent, site, path, buildId) : undefined
      const payload = found && found.page.access !== 'agents' && (holdsGated(found.page.elements) || showsAgentData(found.page.elements)) ? found.payload : undefined
      return c.json({ agent: { name: view?.name ?? agent.name }, ...(payload ? { payload } : {}) }, 200, headers)
    },
  }

  /** The published page at `path` of the site, whole, with its payload rendered for the agent (their own data in the blocks that show it). */
  async function agentPayload(agent: AgentSession, site: string, path: string, buildId: string) {
    const meta = await snapshotFor(buildId)
    const siteRecord = meta.sites.find((s) => s.slug === site)
    const row =
      siteRecord &&
      (await db.kysely
        .selectFrom('pages')
        .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
        .select(['page_versions.document', 'page_versions.schema_version'])
        .where('pages.site_id', '=', siteRecord.id)
        .where('pages.path', '=', path)
        .executeTakeFirst())
    if (!siteRecord || !row) return undefined
    // Stored at whatever schema version it was published with: migrated on load like every page.
    const page = Page.parse(migrateDocument(pageDocument, JSON.parse(row.document), Number(row.schema_version)))
    const today = new Date().toISOString().slice(0, 10)
    const payload = toPayload(page, siteRecord, meta.menus, buildId, { meta, today })
    // The blocks that show the agent's own data get it here, for this request only.
    const view = await agentView(agent)
    if (view) attachAgentData(payload.tree.nodes, view, meta, today)
    return { page, payload }
  }
}
