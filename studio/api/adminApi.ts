import type { CacheCleared, CacheId, CacheSummary } from '../../catalogue/model/caches.ts'
import type { PageSummary } from '../../catalogue/model/pageSummary.ts'
import type { BuildJob, ListAnswer, Me, StoredPage } from './client.ts'
import { request } from './http.ts'

/** The page list's filters, as GET /api/pages takes them (content-api/pages/pageBodies.ts PageListQuery). */
export interface PageFilter {
  q?: string
  site_id?: string
  published?: 'true' | 'false'
  author?: string
  limit: number
  offset: number
}

export interface PageVersionInfo {
  id: string
  kind: 'saved' | 'published'
  name: string
  created_at: string
  created_by: string | null
}

const enc = encodeURIComponent
type Job = Pick<BuildJob, 'id' | 'status'>

/** The calls of the page administration and caches screens (content-api/README.md). */
export const adminApi = {
  listPages: (filter: PageFilter, signal?: AbortSignal) => {
    const query = new URLSearchParams({ sort: 'updated_at', order: 'desc', limit: String(filter.limit), offset: String(filter.offset) })
    for (const key of ['q', 'site_id', 'published', 'author'] as const) if (filter[key]) query.set(key, filter[key])
    return request<ListAnswer<PageSummary> & { total: number }>(`/pages?${query}`, { signal })
  },
  listAuthors: () => request<ListAnswer<string>>('/pages/authors').then((r) => r.items),
  versions: (id: string) => request<ListAnswer<PageVersionInfo>>(`/pages/${enc(id)}/versions`).then((r) => r.items),
  version: (id: string, versionId: string) => request<PageVersionInfo & { page: StoredPage }>(`/pages/${enc(id)}/versions/${enc(versionId)}`),
  restore: (id: string, versionId: string, version: number) => request<{ version: number; restored: string }>(`/pages/${enc(id)}/versions/${enc(versionId)}/restore`, { method: 'POST', version }),
  unpublish: (id: string, version: number) => request<{ version: number; job: Job }>(`/pages/${enc(id)}/unpublish`, { method: 'POST', version }),
  remove: (id: string, version: number) => request<{ deleted: string; job?: Job }>(`/pages/${enc(id)}`, { method: 'DELETE', version }),
  copy: (id: string, body: { site_id: string; path: string; title?: string }) => request<StoredPage>(`/pages/${enc(id)}/copy`, { method: 'POST', body }),
  /** The signed-in user's own name and password (PUT /api/auth/me); a new password needs the current one. */
  updateProfile: (body: { name?: string; password?: string; currentPassword?: string }) => request<Me>('/auth/me', { method: 'PUT', body }),
  caches: () => request<ListAnswer<CacheSummary>>('/caches').then((r) => r.items),
  clearCache: (id: CacheId) => request<CacheCleared>(`/caches/${enc(id)}/clear`, { method: 'POST' }),
}
