import { useEffect, useState } from 'react'
import { askAgent, currentAgent, onAgentChange, type SignedInAgent } from './agentSession.ts'

/**
 * null on the server and in the first client render (the prerendered HTML is the same for everyone), then the
 * agent as the portal's server names them (`GET /auth/agent`, answered from the httpOnly sign-in alone), so agent
 * content appears after hydration without a mismatch, and a cookie set by hand shows nothing.
 */
export function useSignedInAgent(): SignedInAgent | null {
  const [agent, setAgent] = useState<SignedInAgent | null>(null)
  useEffect(() => {
    const update = () => setAgent(currentAgent())
    const stop = onAgentChange(update)
    update()
    void askAgent(location.pathname)
    return stop
  }, [])
  return agent
}
