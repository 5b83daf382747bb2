import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createHash, randomBytes } from 'node:crypto'
import { agentAuthPaths } from '../../catalogue/model/agentAccess.ts'
import { agentCookieName } from '../../catalogue/blocks/shared/agentSession.ts'
import { migrateDocument } from '../../catalogue/model/migrations/migrateDocument.ts'
import { pageDocument } from '../../catalogue/model/migrations/pageDocument.ts'
import { Page } from '../../catalogue/model/page.ts'
import type { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'
import { attachAgentData } from '../../build/data/agentData.ts'
import { toPayload } from '../../build/toPayload.ts'
import type { AgentView } from '../../catalogue/blocks/agents-portal/agentData.ts'
import { User } from '../../catalogue/model/entities/user.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'
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
 * so no script of the site ever holds a token. The only cookie scripts see is `voix-agent`, the agent's name,
 * which the blocks read to show what is for agents. It also renders agents-only pages on request for a
 * signed-in agent, with the site's own renderer; everyone else is sent to sign in.
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

  function keepTokens(c: Context, tokens: { access_token: string; refresh_token: string; expires_in: number }, name: string) {
    setCookie(c, accessCookie, tokens.access_token, { ...cookieOptions, maxAge: tokens.expires_in })
    setCookie(c, refreshCookie, tokens.refresh_token, { ...cookieOptions, maxAge: refreshDays * 86400 })
    // The one cookie the site's scripts read: the agent's name, no secret in it.
    setCookie(c, agentCookieName, name || 'Agent', { path: '/', sameSite: 'Lax', secure, maxAge: refreshDays * 86400 })
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

  /** The signed-in agent of this request, refreshing the tokens when the access token has run out. */
  async function session(c: Context): Promise<AgentSession | undefined> {
    const access = getCookie(c, accessCookie)
    const found = access ? await who(access) : undefined
    if (found) return found
    const refresh = getCookie(c, refreshCookie)
    if (!refresh) return undefined
    const answer = await callApi('/auth/token', form({ grant_type: 'refresh_token', refresh_token: refresh, client_id: clientId }))
    if (!answer.ok) return void forget(c)
    const tokens = (await answer.json()) as { access_token: string; refresh_token: string; expires_in: number }
    const agent = await who(tokens.access_token)
    if (agent) keepTokens(c, tokens, agent.name)
    else forget(c)
    return agent
  }

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
      const authorize = new URL('/api/auth/authorize', publicUrl)
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: `${originOf(c)}${agentAuthPaths.callback}`,
        code_challenge: base64url(createHash('sha256').update(verifier).digest()),
        code_challenge_method: 'S256',
        state,
      }).toString()
      return c.redirect(authorize.href, 302)
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
      keepTokens(c, tokens, agent.name)
      return c.redirect(sameHostPath(typeof flow.back === 'string' ? flow.back : '/'), 302)
    },

    /** GET or POST /auth/sign-out: ends the agent's sign-in (its tokens are revoked) and goes home. */
    async signOut(c: Context) {
      const refresh = getCookie(c, refreshCookie)
      if (refresh) await callApi('/auth/revoke', form({ token: refresh }))
      forget(c)
      return c.redirect('/', 302)
    },

    /** An agents-only page of the live build: rendered for a signed-in agent, otherwise a redirect to sign in. */
    async page(c: Context, site: string, path: string, buildId: string): Promise<Response> {
      const agent = await session(c)
      if (!agent) return c.redirect(`${agentAuthPaths.signIn}?return=${encodeURIComponent(path)}`, 302)
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
      // Stored at whatever schema version it was published with: migrated on load like every page.
      const page = row && Page.parse(migrateDocument(pageDocument, JSON.parse(row.document), Number(row.schema_version)))
      if (!siteRecord || !page || page.access !== 'agents') return c.text(`Page not found: ${path}`, 404)
      const today = new Date().toISOString().slice(0, 10)
      const payload = toPayload(page, siteRecord, meta.menus, buildId, { meta, today })
      // The blocks that show the agent's own data get it here, for this request only.
      const view = await agentView(agent)
      if (view) attachAgentData(payload.tree.nodes, view, meta, today)
      const html = await render(path, payload)
      if (html === undefined) return c.text('This page could not be shown', 500)
      // For this agent only: never kept by a CDN or a shared cache, never indexed.
      return c.html(html, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })
    },
  }
}
