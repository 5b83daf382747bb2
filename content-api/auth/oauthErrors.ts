import type { Context } from 'hono'
import { ApiError } from '../http/ApiError.ts'

/** RFC 6749 §5.2 error codes this server answers with. */
export type OAuthErrorCode = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_client' | 'unauthorized_client'

/** A refusal of the token endpoint: the code a standard client acts on, the sentence a person reads. */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/**
 * An error of the token or revocation endpoint as RFC 6749 §5.2 puts it: `error` a code, `error_description` the
 * sentence, 400 (401 for a client that failed to authenticate), never cached. The form checks of readForm (a bad or
 * unknown field) are `invalid_request`, or `unsupported_grant_type` when the grant type is the field at fault.
 */
export function oauthErrorAnswer(c: Context, error: unknown): Response {
  c.header('Cache-Control', 'no-store')
  if (error instanceof OAuthError) return c.json({ error: error.code, error_description: error.message }, error.code === 'invalid_client' ? 401 : 400)
  if (error instanceof ApiError) {
    const issues = (error.extra.issues ?? []) as { path: string }[]
    const code = issues.some((i) => i.path === 'grant_type') ? 'unsupported_grant_type' : 'invalid_request'
    return c.json({ error: code, error_description: error.message }, error.status === 403 ? 403 : 400)
  }
  throw error
}
