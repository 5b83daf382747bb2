/**
 * "Agent signed in", the signal the Login Required Button reads. The agent portal's sign-in sets the cookie
 * `voix-agent` (its value is the portal's session, opaque here); the runtime mirrors it as
 * `<html data-agent="signed-in|signed-out">`, which the block's CSS uses to show the link or the text.
 */
export const agentCookie = 'voix-agent'

export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return part.slice(eq + 1).trim()
      }
    }
  }
  return undefined
}

export function isAgentSignedIn(cookies?: string): boolean {
  return Boolean(readCookie(agentCookie, cookies))
}

export function markAgentState(root: HTMLElement = document.documentElement): void {
  root.dataset.agent = isAgentSignedIn() ? 'signed-in' : 'signed-out'
}
