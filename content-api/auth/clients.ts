/**
 * The OAuth clients we serve and the path each may be sent back to. The origin of a redirect URI must be
 * the API's own origin or one of a site's hosts (any port, for local development).
 */
export const clients: Record<string, { redirectPath: string; roles: readonly string[] }> = {
  'voix-studio': { redirectPath: '/voix/auth/callback', roles: ['admin', 'editor', 'reviewer'] },
  'voix-agent-portal': { redirectPath: '/auth/callback', roles: ['agent', 'admin'] },
}

export function redirectAllowed(clientId: string, redirectUri: string, ownOrigin: string, siteHosts: readonly string[]): boolean {
  const client = clients[clientId]
  if (!client) return false
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return false
  }
  if (url.pathname !== client.redirectPath || url.search || url.hash || url.username || url.password) return false
  if (url.origin === ownOrigin) return true
  return (url.protocol === 'https:' || url.protocol === 'http:') && siteHosts.includes(url.hostname)
}
