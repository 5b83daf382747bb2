import { useEffect, useState } from 'react'
import type { PagePayload } from '../payload/PagePayload.ts'
import { layoutLoaders } from '../layouts/layoutLoaders.ts'
import { allPoints } from '../visitor/experiencePoints.ts'
import { isAgentSignedIn } from '../visitor/agentSession.ts'

interface ClientState {
  points: Record<string, number>
  agent: boolean
  newBuild?: string
  userAgent: string
}

/**
 * `/voix-debug`: what the runtime knows about this build and this visitor, and one of each runtime behaviour
 * (tooltip, the agent signal) to check them in a real browser.
 */
export default function DebugView({ payload }: { payload: PagePayload }) {
  const [client, setClient] = useState<ClientState>()
  useEffect(() => {
    const read = () =>
      setClient({ points: allPoints(), agent: isAgentSignedIn(), newBuild: document.documentElement.dataset.newBuild, userAgent: navigator.userAgent })
    read()
    addEventListener('voix:new-build', read)
    return () => removeEventListener('voix:new-build', read)
  }, [])
  return (
    <section className="v-debug">
      <h1>Voix debug</h1>
      <dl className="v-debug__facts">
        <dt>Build</dt>
        <dd data-debug="build">{payload.buildId}</dd>
        <dt>Newer build live</dt>
        <dd data-debug="new-build">{client?.newBuild ?? 'none'}</dd>
        <dt>Site</dt>
        <dd data-debug="site">
          {payload.site.name} ({payload.site.slug}, layout {payload.site.layout})
        </dd>
        <dt>Agent</dt>
        <dd data-debug="agent">{client ? (client.agent ? 'signed in' : 'signed out') : '…'}</dd>
        <dt>Experience points</dt>
        <dd data-debug="xp">{client ? JSON.stringify(client.points) : '…'}</dd>
        <dt>User agent</dt>
        <dd>{client?.userAgent ?? '…'}</dd>
      </dl>
      <h2>Layouts</h2>
      <p className="v-debug__layouts">
        {Object.keys(layoutLoaders).map((id) => (
          <a key={id} href={`/?layout=${id}`}>
            {id}
          </a>
        ))}
      </p>
      <h2>Runtime</h2>
      <p>
        <span data-v-tooltip="Tooltips wait half a second" tabIndex={0} className="v-debug__tip">
          Hover for a tooltip
        </span>
      </p>
      <p className="v-debug__login">
        <a data-v-when="signed-in" href="/agents/rates">
          Agent rates
        </a>
        <span data-v-when="signed-out">Login For Details</span>
      </p>
    </section>
  )
}
