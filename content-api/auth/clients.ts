import type { Db } from '../db/openDatabase.ts'
import { findClient } from '../clients/registeredClients.ts'
import type { Scope } from '../tokens/apiTokens.ts'

/**
 * The built-in (first-party) OAuth clients and the path each may be sent back to. The origin of a redirect URI must
 * be the API's public origin (`PUBLIC_URL`) or one of a site's hosts (any port, for local development). Admins
 * register other clients in the studio (clients/registeredClients.ts).
 *
 * `cookies`: the client runs on the API's own origin (the studio), so its tokens travel only as httpOnly
 * cookies the server sets and its scripts never see them; the other clients get them in the JSON answer.
 */
export const clients: Record<string, { redirectPath: string; roles: readonly string[]; cookies: boolean }> = {
  'voix-studio': { redirectPath: '/voix/auth/callback', roles: ['admin', 'editor', 'reviewer'], cookies: true },
  'voix-agent-portal': { redirectPath: '/auth/callback', roles: ['agent', 'admin'], cookies: false },
}

/** Registered clients are for staff: the roles their scopes' capabilities can ever apply to. */
const registeredRoles = ['admin', 'editor', 'reviewer'] as const

/** A client as the authorization server sees it, built-in or registered. */
export interface OAuthClient {
  id: string
  /** A registered client's name, shown on the sign-in page; built-in ones have none. */
  name?: string
  roles: readonly string[]
  cookies: boolean
  /** A registered client's scopes, which bound its tokens; built-in ones act with the person's whole role. */
  scopes?: readonly Scope[]
  /** A confidential client's secret hash: it must authenticate at the token, revocation and introspection endpoints. */
  secretHash?: string
  redirectAllowed(redirectUri: string, publicOrigin: string, siteHosts: readonly string[]): boolean
}

/** The client with this id, or undefined when there is none or it is disabled. */
export async function oauthClient(db: Db, clientId: string): Promise<OAuthClient | undefined> {
  if (Object.hasOwn(clients, clientId))
    return { id: clientId, ...clients[clientId]!, redirectAllowed: (uri, origin, hosts) => redirectAllowed(clientId, uri, origin, hosts) }
  const registered = await findClient(db, clientId)
  if (!registered || registered.disabledAt) return undefined
  return {
    id: clientId,
    name: registered.name,
    roles: registeredRoles,
    cookies: false,
    scopes: registered.scopes,
    ...(registered.secretHash ? { secretHash: registered.secretHash } : {}),
    // Exact string comparison (RFC 9700 §2.1): no prefix, no pattern, no normalising of what the client sends.
    redirectAllowed: (uri) => registered.redirectUris.includes(uri),
  }
}

export function redirectAllowed(clientId: string, redirectUri: string, publicOrigin: string, siteHosts: readonly string[]): boolean {
  const client = Object.hasOwn(clients, clientId) ? clients[clientId] : undefined
  if (!client) return false
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return false
  }
  if (url.pathname !== client.redirectPath || url.search || url.hash || url.username || url.password) return false
  if (url.origin === publicOrigin) return true
  return (url.protocol === 'https:' || url.protocol === 'http:') && siteHosts.includes(url.hostname)
}
