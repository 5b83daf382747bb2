import { isAgentSignedIn, readCookie } from './agentSession.ts'
import { getPoints } from './experiencePoints.ts'
import type { Visitor } from './evaluateConditions.ts'

/** The visitor as the browser sees them right now. */
export function currentVisitor(): Visitor {
  return {
    points: getPoints,
    query: new URLSearchParams(location.search),
    cookie: (name) => readCookie(name),
    now: new Date(),
    path: location.pathname,
    referrer: document.referrer,
    language: navigator.language,
    width: window.innerWidth,
    agentSignedIn: isAgentSignedIn(),
  }
}
