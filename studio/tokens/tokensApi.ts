import { request } from '../api/http.ts'

/** What a token may do (content-api/tokens/apiTokens.ts `scopes`). */
export type TokenScope = 'read' | 'publish' | 'builds'

/** An API token as the API lists it: never its value. */
export interface ApiToken {
  id: string
  name: string
  scope: TokenScope
  created_by: string
  created_at: string
  expires_at: string
  last_used_at: string | null
  revoked_at: string | null
}

export interface NewToken {
  name: string
  scope: TokenScope
  expiresInDays: number
}

/** Admins only (content-api/tokens/tokenRoutes.ts). */
export const tokensApi = {
  list: () => request<{ items: ApiToken[]; total: number }>('/tokens?limit=200'),
  create: (body: NewToken) => request<ApiToken & { token: string }>('/tokens', { method: 'POST', body }),
  revoke: (id: string) => request<ApiToken>(`/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
}
