import type { ReactNode } from 'react'
import { can, type Capability } from '../../catalogue/model/capabilities.ts'
import { useMe } from './useMe.ts'

/**
 * A screen a role may not use says so in words instead of failing on the API's refusal; the navigation does not
 * list it for that role, and the API refuses it anyway.
 */
export function RequireCapability({ capability, title, what, children }: { capability: Capability; title: string; what: string; children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <p role="status">Loading…</p>
  if (can(me.data?.role, capability)) return <>{children}</>
  return (
    <section role="alert" className="records__forbidden">
      <h1>{title}</h1>
      <p>
        Your role ({me.data?.role ?? 'unknown'}) may not {what}. Ask an admin if you need to.
      </p>
    </section>
  )
}
