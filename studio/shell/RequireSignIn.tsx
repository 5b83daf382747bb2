import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { signedIn } from '../auth/tokens.ts'
import { useMe } from './useMe.ts'

/** Everything in the shell but the sign-in screens needs a signed-in editor. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  const search = useSearch()
  const me = useMe()
  const returnTo = encodeURIComponent(`/voix${location === '/' ? '' : location}${search ? `?${search}` : ''}`)
  if (!signedIn() || me.isError) return <Redirect to={`/login?returnTo=${returnTo}`} replace />
  if (me.isPending) return <p className="studio__status">Checking your sign-in…</p>
  return <>{children}</>
}
