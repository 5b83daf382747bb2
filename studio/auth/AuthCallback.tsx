import { useEffect } from 'react'
import { completeSignIn } from './signIn.ts'

/** The sign-in return (?code&state): on to where the editor was going, or to /voix when it is not ours. */
export function AuthCallback() {
  useEffect(() => {
    let live = true
    void completeSignIn(location.search).then((to) => {
      // A full load, so every query starts again with the new token.
      if (live) location.replace(to)
    })
    return () => void (live = false)
  }, [])
  return <p className="studio__status">Signing you in…</p>
}
