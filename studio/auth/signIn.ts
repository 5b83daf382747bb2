import { challengeFor, randomToken } from './pkce.ts'
import { clientId, exchangeCode, redirectUri } from './tokens.ts'

const pendingKey = 'voix:pkce'

interface Pending {
  state: string
  verifier: string
  returnTo: string
}

/** Start the sign-in: remember state and verifier for the return, then go to the API's sign-in page. */
export async function beginSignIn(returnTo = '/voix', go: (url: string) => void = (url) => location.assign(url)): Promise<void> {
  const pending: Pending = { state: randomToken(16), verifier: randomToken(32), returnTo }
  sessionStorage.setItem(pendingKey, JSON.stringify(pending))
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri(),
    code_challenge: await challengeFor(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
  })
  go(`/api/auth/authorize?${params}`)
}

function takePending(): Pending | undefined {
  const raw = sessionStorage.getItem(pendingKey)
  sessionStorage.removeItem(pendingKey)
  try {
    const parsed = JSON.parse(raw ?? '') as Partial<Pending>
    if (typeof parsed.state === 'string' && typeof parsed.verifier === 'string' && parsed.verifier)
      return { state: parsed.state, verifier: parsed.verifier, returnTo: typeof parsed.returnTo === 'string' && parsed.returnTo.startsWith('/voix') ? parsed.returnTo : '/voix' }
  } catch {
    // Nothing stored, or not ours: treated as a return we did not start.
  }
  return undefined
}

/**
 * The return from the sign-in page. Proceeds only when the stored state matches and a verifier is stored;
 * otherwise, or when the exchange fails (logged to the console only), the answer is /voix.
 */
export async function completeSignIn(search: string): Promise<string> {
  const params = new URLSearchParams(search)
  const code = params.get('code')
  const state = params.get('state')
  const pending = takePending()
  if (!pending || !code || !state || state !== pending.state) return '/voix'
  try {
    await exchangeCode(code, pending.verifier)
    return pending.returnTo
  } catch (error) {
    console.error(error)
    return '/voix'
  }
}
