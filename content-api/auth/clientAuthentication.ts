import type { Context } from 'hono'
import type { Db } from '../db/openDatabase.ts'
import { secretMatches } from '../clients/registeredClients.ts'
import { oauthClient, type OAuthClient } from './clients.ts'
import { OAuthError } from './oauthErrors.ts'

/** The client credentials of an `Authorization: Basic` header (RFC 6749 §2.3.1: each part form-encoded), if any. */
export function basicCredentials(c: Context): { id: string; secret: string } | undefined {
  const header = c.req.header('authorization')
  if (!header?.startsWith('Basic ')) return undefined
  const decoded = /^Basic ([A-Za-z0-9+/]{1,600}={0,2})$/.exec(header.trim())?.[1]
  const pair = decoded ? Buffer.from(decoded, 'base64').toString('utf8') : ''
  const colon = pair.indexOf(':')
  if (colon < 1) throw new OAuthError('invalid_client', 'The Authorization header must be "Basic" and the client id and secret, as RFC 6749 §2.3.1 puts them')
  try {
    return { id: decodeURIComponent(pair.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(pair.slice(colon + 1).replace(/\+/g, ' ')) }
  } catch {
    throw new OAuthError('invalid_client', 'The client id or secret in the Authorization header is not form-encoded')
  }
}

/**
 * Who the client at the token, revocation or introspection endpoint is: a confidential client proves it with its
 * secret, in a Basic header (client_secret_basic) or the form (client_secret_post); a public client names itself
 * with `client_id` (it proves itself by PKCE, or by holding the token). Anything else is `invalid_client`.
 */
export async function authenticateClient(db: Db, c: Context, form: { client_id?: string; client_secret?: string }): Promise<OAuthClient> {
  const basic = basicCredentials(c)
  if (basic && form.client_secret !== undefined) throw new OAuthError('invalid_request', 'Send the client secret one way only: in the Authorization header or in the form')
  if (basic && form.client_id !== undefined && form.client_id !== basic.id) throw new OAuthError('invalid_request', 'The client_id in the form is not the one in the Authorization header')
  const id = basic?.id ?? form.client_id
  if (!id) throw new OAuthError('invalid_client', 'Name the client: client_id in the form, or client_secret_basic authentication')
  const secret = basic?.secret ?? form.client_secret
  const client = await oauthClient(db, id)
  if (!client) throw new OAuthError('invalid_client', 'The client is not known or has been disabled')
  if (client.secretHash) {
    if (secret === undefined || !secretMatches(client.secretHash, secret)) throw new OAuthError('invalid_client', 'The client secret is missing or wrong')
  } else if (secret !== undefined) throw new OAuthError('invalid_client', 'This client is public: it has no secret to send')
  return client
}
