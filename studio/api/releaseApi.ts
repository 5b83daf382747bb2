import type { Release, ReleaseChange, ReleaseDiff, ReleaseImpact } from '../../catalogue/model/entities/release.ts'
import type { ReleaseStatus } from '../../catalogue/model/page.ts'
import type { Review } from '../../catalogue/model/review.ts'
import type { BuildJob, ListAnswer } from './client.ts'
import { request } from './http.ts'

/** A release as the API answers it. */
export type StoredRelease = Release & { version: number; created_at: string; updated_at: string }

const enc = encodeURIComponent

/** The release calls of the content API (content-api/entities/releaseRoutes.ts). */
export const releaseApi = {
  list: () => request<ListAnswer<StoredRelease>>('/releases?limit=500&sort=updated_at&order=desc').then((r) => r.items),
  get: (id: string) => request<StoredRelease>(`/releases/${enc(id)}`),
  create: (name: string) => request<StoredRelease>('/releases', { method: 'POST', body: { name } }),
  /** Rename, or change the pages it holds. */
  save: (release: StoredRelease, change: Partial<Pick<Release, 'name' | 'pageVersions'>>) => {
    const { version, created_at: _c, updated_at: _u, previewSecret: _s, ...rest } = release
    return request<StoredRelease>(`/releases/${enc(release.id)}`, { method: 'PUT', body: { ...rest, ...change }, version })
  },
  remove: (release: StoredRelease) => request<unknown>(`/releases/${enc(release.id)}`, { method: 'DELETE', version: release.version }),
  setStatus: (release: StoredRelease, status: ReleaseStatus) => request<StoredRelease>(`/releases/${enc(release.id)}/status`, { method: 'POST', body: { status }, version: release.version }),
  rotateSecret: (release: StoredRelease) => request<StoredRelease>(`/releases/${enc(release.id)}/rotate-secret`, { method: 'POST', version: release.version }),
  changes: (id: string) => request<ListAnswer<ReleaseChange>>(`/releases/${enc(id)}/changes`).then((r) => r.items),
  impact: (id: string) => request<ReleaseImpact>(`/releases/${enc(id)}/impact`),
  publish: (release: StoredRelease) =>
    request<{ release: StoredRelease; job: Pick<BuildJob, 'id' | 'status'> }>(`/releases/${enc(release.id)}/publish`, { method: 'POST', version: release.version }),
  runDiff: (id: string) => request<ReleaseDiff>(`/releases/${enc(id)}/diff`, { method: 'POST' }),
  diff: (id: string) => request<ReleaseDiff>(`/releases/${enc(id)}/diff`),
  diffImage: (id: string, file: string) => `/api/releases/${enc(id)}/diff/${enc(file)}`,
  /** The review endpoint: the review permission only, no write permission needed. */
  saveReview: (pageId: string, version: number, review: Review) => request<{ version: number }>(`/pages/${enc(pageId)}/review`, { method: 'POST', body: { review }, version }),
}

/** The preview link of a release, on this origin. */
export const previewUrl = (release: Pick<Release, 'id' | 'previewSecret'>) => `${location.origin}/preview-release/${enc(release.id)}/${enc(release.previewSecret ?? '')}`

/** Roles that may change content (content-api/auth/permissions.ts, content:write); reviewers review only. */
export const mayEdit = (role: string | undefined) => role === 'admin' || role === 'editor'
