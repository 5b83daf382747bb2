import { describe, expect, it, vi } from 'vitest'
import { askAgent, currentAgent } from './agentSession.ts'

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

describe('the signed-in agent comes from the server, never from a cookie', () => {
  it('asks nothing without the hint cookie', async () => {
    const fetchImpl = answer(200, { agent: { name: 'Someone' } })
    expect(await askAgent('/a', 'other=1', fetchImpl)).toBeNull()
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(currentAgent()).toBeNull()
  })

  it('a hint cookie set by hand reveals nothing: the server says 401, so nobody is signed in', async () => {
    const fetchImpl = answer(401, { error: 'Not signed in as a travel agent' })
    expect(await askAgent('/b', 'voix-agent=Visitor', fetchImpl)).toBeNull()
    expect(fetchImpl).toHaveBeenCalledWith('/auth/agent?path=%2Fb', expect.objectContaining({ credentials: 'same-origin' }))
    expect(currentAgent()).toBeNull()
  })

  it('takes the name (and the page whole) from the server’s answer, once per path', async () => {
    const fetchImpl = answer(200, { agent: { name: 'Demo Travel Agent' }, payload: { page: 1 } })
    const first = await askAgent('/c', 'voix-agent=1', fetchImpl)
    expect(first).toEqual({ agent: { name: 'Demo Travel Agent' }, payload: { page: 1 } })
    expect(currentAgent()).toEqual({ name: 'Demo Travel Agent' })
    await askAgent('/c', 'voix-agent=1', fetchImpl)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('an answer of the wrong shape counts as signed out', async () => {
    expect(await askAgent('/d', 'voix-agent=1', answer(200, { agent: { name: 7 } }))).toBeNull()
    expect(currentAgent()).toBeNull()
  })
})
