import type { Release, ReleaseChanges, ReleaseDiff, ReleaseImpact, ReleaseRecordKind } from '../../catalogue/model/entities/release.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { ReleaseStatus } from '../../catalogue/model/page.ts'
import type { Review } from '../../catalogue/model/review.ts'
import type { BuildJob, ListAnswer } from '../api/client.ts'
import { request } from '../api/http.ts'

/** A release as the API answers it. */
export type StoredRelease = Release & { version: number; created_at: string; updated_at: string }

const enc = encodeURIComponent

/** What adding a page answers: the release, the version it now holds, and the page's own version after a save. */
export interface AddedPage {
  release: StoredRelease
  version_id: string
  page_version?: number
}

/** The release calls of the content API (content-api/entities/releaseRoutes.ts). */
export const releaseApi = {
  list: () => request<ListAnswer<StoredRelease>>('/releases?limit=500&sort=updated_at&order=desc').then((r) => r.items),
  get: (id: string) => request<StoredRelease>(`/releases/${enc(id)}`),
  /** A release for one site (`siteId`) or, for users with every site, for every site (null). */
  create: (name: string, siteId: string | null = null) => request<StoredRelease>('/releases', { method: 'POST', body: { name, site_id: siteId } }),
  /** Rename, or change the pages it holds. */
  save: (release: StoredRelease, change: Partial<Pick<Release, 'name' | 'pageVersions'>>) => {
    const { version, created_at: _c, updated_at: _u, previewSecret: _s, records: _r, authors: _a, reviewed: _v, approval: _p, published: _d, ...rest } = release
    return request<StoredRelease>(`/releases/${enc(release.id)}`, { method: 'PUT', body: { ...rest, ...change }, version })
  },
  remove: (release: StoredRelease) => request<unknown>(`/releases/${enc(release.id)}`, { method: 'DELETE', version: release.version }),
  setStatus: (release: StoredRelease, status: ReleaseStatus) => request<StoredRelease>(`/releases/${enc(release.id)}/status`, { method: 'POST', body: { status }, version: release.version }),
  rotateSecret: (release: StoredRelease) => request<StoredRelease>(`/releases/${enc(release.id)}/rotate-secret`, { method: 'POST', version: release.version }),
  changes: (id: string) => request<ReleaseChanges>(`/releases/${enc(id)}/changes`),
  /** Puts a saved version of a page in the release (or replaces the one it holds). */
  addVersion: (release: Pick<StoredRelease, 'id' | 'version'>, pageId: string, versionId: string) =>
    request<AddedPage>(`/releases/${enc(release.id)}/pages`, { method: 'POST', body: { page_id: pageId, version_id: versionId }, version: release.version }),
  /** Saves `page` as a version named `name` and puts it in the release, in one call: a refusal stores nothing. */
  addDraft: (release: Pick<StoredRelease, 'id' | 'version'>, page: Page, pageVersion: number, name: string) =>
    request<AddedPage>(`/releases/${enc(release.id)}/pages`, { method: 'POST', body: { page_id: page.id, page_version: pageVersion, name, page }, version: release.version }),
  /** A record as it is to go live with the release; the record itself is not saved. */
  addRecord: (release: Pick<StoredRelease, 'id' | 'version'>, kind: ReleaseRecordKind, id: string | undefined, doc: Record<string, unknown>) =>
    request<StoredRelease>(`/releases/${enc(release.id)}/records`, { method: 'POST', body: { kind, ...(id ? { id } : {}), doc }, version: release.version }),
  removeItem: (release: StoredRelease, key: string) => request<StoredRelease>(`/releases/${enc(release.id)}/items/${enc(key)}`, { method: 'DELETE', version: release.version }),
  reviewItem: (release: StoredRelease, key: string, reviewed: boolean) =>
    request<StoredRelease>(`/releases/${enc(release.id)}/review-item`, { method: 'POST', body: { key, reviewed }, version: release.version }),
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
