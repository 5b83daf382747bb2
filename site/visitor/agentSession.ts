import { readCookie as readCookieFrom, signedInAgent } from '../../catalogue/blocks/shared/agentSession.ts'

/** A cookie of this page (or of the given cookie string). */
export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  return readCookieFrom(name, cookies)
}

/** "Agent signed in": the agents portal's cookie, as the Login Required Button reads it. */
export function isAgentSignedIn(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return signedInAgent(cookies) !== null
}

/** Mirrors the signal on `<html data-agent="signed-in|signed-out">`, for styles and scripts outside the blocks. */
export function markAgentState(root: HTMLElement = document.documentElement): void {
  root.dataset.agent = isAgentSignedIn() ? 'signed-in' : 'signed-out'
}
