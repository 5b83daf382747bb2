import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface CompanyAccount {
  email: string
  name: string
  voix_role?: string
  voix_sites?: string[]
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for company sign-in tests: one
 * confidential client (Voix) and the accounts given, by login name. Its own development login page asks for a login
 * name only, then for consent.
 */
export async function startOidcProvider(options: { redirectUri: string; accounts: Record<string, CompanyAccount>; port?: number; issuerHost?: string }) {
  const server: Server = createServer()
  await new Promise<void>((ready) => server.listen(options.port ?? 0, '127.0.0.1', () => ready()))
  const port = (server.address() as AddressInfo).port
  const issuer = `http://${options.issuerHost ?? '127.0.0.1'}:${port}`
  const client = { client_id: 'voix', client_secret: 'company-provider-test-secret-0123456789' }
  const provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [options.redirectUri], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'voix_role', 'voix_sites'] },
    // The claims go in the ID token itself, which is all Voix reads.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, id: string) => {
      const account = options.accounts[id]
      return account ? { accountId: id, claims: () => ({ sub: id, email_verified: true, ...account }) } : undefined
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    client,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: client.client_id, OIDC_CLIENT_SECRET: client.client_secret, OIDC_NAME: 'Test Company' },
    close: () => new Promise<void>((closed) => (server.closeAllConnections(), server.close(() => closed()))),
  }
}

/**
 * Goes through the provider's pages as a browser would (following its redirects, keeping its cookies), signing in
 * as `login` and consenting; answers where the provider finally sends the browser: Voix's callback with the code.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let body: URLSearchParams | undefined
  const origin = url.origin
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, { method: body ? 'POST' : 'GET', redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, ...(body ? { body } : {}) })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    body = undefined
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url)
      if (url.origin !== origin) return url
      continue
    }
    const page = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
    if (!action || !prompt) throw new Error(`the provider answered ${res.status} without a form: ${page.slice(0, 300)}`)
    url = new URL(action.replace(/&amp;/g, '&'), url)
    body = new URLSearchParams(prompt === 'login' ? { prompt, login } : { prompt })
  }
  throw new Error('the provider kept redirecting')
}
