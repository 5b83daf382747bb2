import { useState } from 'react'
import type { PayloadError } from '../payload/PagePayload.ts'
import { defaultErrorMessage } from './defaultErrorMessage.ts'
import { randomHeadline } from './headlines.ts'
import { isBot } from './isBot.ts'

/** The catch-all error screen; bots get the bare status instead (no headline, message or trace to index). */
export function ErrorScreen({ error, userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent }: { error: Partial<PayloadError>; userAgent?: string }) {
  const [headline] = useState(randomHeadline)
  const status = error.status ?? 500
  if (isBot(userAgent)) return <main className="v-error" data-error-status={status} />
  return (
    <main className="v-error v-error--catch-all" data-error-status={status}>
      <p className="v-error__status">{status}</p>
      <h1 className="v-error__headline" suppressHydrationWarning>
        {headline}
      </h1>
      <p className="v-error__message">{error.message || defaultErrorMessage}</p>
      <a className="v-button v-error__home" href="/">
        Go to homepage
      </a>
      {error.stack ? <pre className="v-error__stack">{error.stack}</pre> : null}
    </main>
  )
}
