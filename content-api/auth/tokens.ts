import { createHash, randomBytes } from 'node:crypto'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'
import { OAuthError } from './oauthErrors.ts'

export const accessTokenSeconds = 60 * 60
export const refreshTokenSeconds = 150 * 24 * 60 * 60
export const codeSeconds = 60

export const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url')
export const randomToken = () => randomBytes(32).toString('base64url')
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

/**
 * The sign-in (token family) a code starts: derived from the code's hash so a replayed code finds the tokens
 * it gave without another column; the code itself cannot be recovered from it.
 */
export const codeFamily = (codeHash: string) => sha256(`family:${codeHash}`)

export interface TokenPair {
  access_token: string
  refresh_token: string
  token_type: 'Bearer'
  expires_in: number
}

/** Issue an access and a refresh token in one family (a sign-in and all its rotations). */
export async function issueTokens(db: Db, userId: string, clientId: string, familyId: string = newId()): Promise<TokenPair> {
  const access = randomToken()
  const refresh = randomToken()
  const at = new Date().toISOString()
  await db.kysely
    .insertInto('auth_tokens')
    .values([
      { token_hash: sha256(access), kind: 'access', user_id: userId, family_id: familyId, client_id: clientId, expires_at: inSeconds(accessTokenSeconds), revoked_at: null, created_at: at },
      { token_hash: sha256(refresh), kind: 'refresh', user_id: userId, family_id: familyId, client_id: clientId, expires_at: inSeconds(refreshTokenSeconds), revoked_at: null, created_at: at },
    ])
    .execute()
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: accessTokenSeconds }
}

export type RefreshOutcome = { ok: true; pair: TokenPair; familyId: string } | { ok: false; reason: string; revokedFamily?: string }

/**
 * Rotate a refresh token: the old one is revoked in the same statement that checks it, so it works once.
 * Presenting an already-rotated token means it leaked: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string, clientId: string): Promise<RefreshOutcome> {
  const hash = sha256(token)
  const row = await db.kysely.selectFrom('auth_tokens').selectAll().where('token_hash', '=', hash).where('kind', '=', 'refresh').executeTakeFirst()
  if (!row) return { ok: false, reason: 'The refresh token is not valid' }
  if (row.client_id !== clientId) return { ok: false, reason: 'The refresh token was issued to another client' }
  if (row.revoked_at) {
    await revokeFamily(db, row.family_id)
    return { ok: false, reason: 'The refresh token was already used; sign in again', revokedFamily: row.family_id }
  }
  if (row.expires_at < new Date().toISOString()) return { ok: false, reason: 'The refresh token has expired; sign in again' }
  const claimed = await db.kysely
    .updateTable('auth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) {
    await revokeFamily(db, row.family_id)
    return { ok: false, reason: 'The refresh token was already used; sign in again', revokedFamily: row.family_id }
  }
  return { ok: true, pair: await issueTokens(db, row.user_id, clientId, row.family_id), familyId: row.family_id }
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.kysely.updateTable('auth_tokens').set({ revoked_at: new Date().toISOString() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute()
}

/** Revoke every sign-in of a user (a changed password), except `keepFamily`, the one making the change. */
export async function revokeUserSignIns(db: Db, userId: string, keepFamily?: string): Promise<void> {
  let query = db.kysely.updateTable('auth_tokens').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keepFamily) query = query.where('family_id', '<>', keepFamily)
  await query.execute()
}

/**
 * Revoke the sign-in a token (access or refresh) belongs to; unknown tokens are ignored (RFC 7009). When the
 * revoking client names itself, a token issued to another client is refused and stays valid (§2.1).
 */
export async function revokeToken(db: Db, token: string, clientId?: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('auth_tokens').select(['family_id', 'client_id']).where('token_hash', '=', sha256(token)).executeTakeFirst()
  if (row && clientId !== undefined && row.client_id !== clientId) throw new OAuthError('unauthorized_client', 'The token was issued to another client')
  if (row) await revokeFamily(db, row.family_id)
  return row?.family_id
}
