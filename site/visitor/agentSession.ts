import { currentAgent, onAgentChange, readCookie as readCookieFrom } from '../../catalogue/blocks/shared/agentSession.ts'

/** A cookie of this page (or of the given cookie string). */
export function readCookie(name: string, cookies = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  return readCookieFrom(name, cookies)
}

/** "Agent signed in", as the portal's server last said (`GET /auth/agent`); never from a cookie alone. */
export function isAgentSignedIn(): boolean {
  return currentAgent() !== null
}

/** Mirrors the signal on `<html data-agent="signed-in|signed-out">`, for styles and scripts outside the blocks, and keeps it current. */
export function markAgentState(root: HTMLElement = document.documentElement): void {
  const mark = () => (root.dataset.agent = isAgentSignedIn() ? 'signed-in' : 'signed-out')
  mark()
  onAgentChange(mark)
}
