import { useState } from 'react'
import { useSearch } from 'wouter'
import { beginSignIn } from './signIn.ts'

export function Login() {
  const returnTo = new URLSearchParams(useSearch()).get('returnTo') ?? '/voix'
  const [busy, setBusy] = useState(false)
  return (
    <main className="studio__login">
      <h1>Voix studio</h1>
      <p>Sign in with your staff account to edit the sites.</p>
      <button
        type="button"
        className="studio__primary"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          void beginSignIn(returnTo.startsWith('/voix') ? returnTo : '/voix')
        }}
      >
        Sign in
      </button>
    </main>
  )
}
