/**
 * The OAuth clients we serve and the path each may be sent back to. The origin of a redirect URI must be
 * the API's public origin (`PUBLIC_URL`) or one of a site's hosts (any port, for local development).
 *
 * `cookies`: the client runs on the API's own origin (the studio), so its tokens travel only as httpOnly
 * cookies the server sets and its scripts never see them; the other clients get them in the JSON answer.
 */
export const clients: Record<string, { redirectPath: string; roles: readonly string[]; cookies: boolean }> = {
  'voix-studio': { redirectPath: '/voix/auth/callback', roles: ['admin', 'editor', 'reviewer'], cookies: true },
  'voix-agent-portal': { redirectPath: '/auth/callback', roles: ['agent', 'admin'], cookies: false },
}

export function redirectAllowed(clientId: string, redirectUri: string, publicOrigin: string, siteHosts: readonly string[]): boolean {
  const client = clients[clientId]
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
