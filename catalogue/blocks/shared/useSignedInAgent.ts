import { useEffect, useState } from 'react'
import { signedInAgent, type SignedInAgent } from './agentSession.ts'

/**
 * null on the server and in the first client render (the prerendered HTML is the same for everyone), then
 * the agent read from the portal's cookie, so agent-only content appears after hydration without a mismatch.
 */
export function useSignedInAgent(): SignedInAgent | null {
  const [agent, setAgent] = useState<SignedInAgent | null>(null)
  useEffect(() => setAgent(signedInAgent(document.cookie)), [])
  return agent
}
