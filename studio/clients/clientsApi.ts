import { request } from '../api/http.ts'
import type { TokenScope } from '../tokens/tokensApi.ts'

/** A registered OAuth client as the API lists it (content-api/clients/registeredClients.ts): never its secret. */
export interface RegisteredClient {
  id: string
  name: string
  redirectUris: string[]
  scopes: TokenScope[]
  kind: 'public' | 'confidential'
  createdBy: string
  createdAt: string
  disabledAt: string | null
}

export interface NewClient {
  name: string
  redirectUris: string[]
  scopes: TokenScope[]
  kind: RegisteredClient['kind']
}

/** Admins only (content-api/clients/clientRoutes.ts). */
export const clientsApi = {
  list: () => request<{ items: RegisteredClient[] }>('/clients'),
  register: (body: NewClient) => request<RegisteredClient & { secret?: string }>('/clients', { method: 'POST', body }),
  setDisabled: (id: string, disabled: boolean) => request<RegisteredClient>(`/clients/${encodeURIComponent(id)}`, { method: 'PUT', body: { disabled } }),
  remove: (id: string) => request<RegisteredClient>(`/clients/${encodeURIComponent(id)}`, { method: 'DELETE' }),
}
