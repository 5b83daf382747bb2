import type { MediaFocus, MediaRecord, MediaReplaced, MediaUsage, MediaUseCount } from '../../catalogue/model/entities/media.ts'
import { request } from '../api/http.ts'

/** A media record as the API answers it: with its version and times. */
export type StoredMedia = MediaRecord & { version: number; created_at: string; updated_at: string; used_on?: MediaUseCount }

/** "Used on 2 pages and 1 record", "Not used" for a list's card. */
export function describeUseCount({ pages, records }: MediaUseCount): string {
  const parts = [pages && `${pages} page${pages === 1 ? '' : 's'}`, records && `${records} record${records === 1 ? '' : 's'}`].filter(Boolean)
  return parts.length ? `Used on ${parts.join(' and ')}` : 'Not used'
}

export interface MediaQuery {
  q?: string
  type?: string
  site?: string
  offset?: number
  limit?: number
}

/** The library's calls; lists are searched and paged by the API, never in the browser. */
export const mediaApi = {
  list: ({ q, type, site, offset = 0, limit = 24 }: MediaQuery, signal?: AbortSignal) => {
    const params = new URLSearchParams({ limit: String(limit), offset: String(offset), sort: 'created_at', order: 'desc' })
    if (q) params.set('q', q)
    if (type) params.set('type', type)
    if (site) params.set('site_id', site)
    return request<{ items: StoredMedia[]; total: number }>(`/media?${params}`, { signal })
  },
  upload: (file: File, alt = '', access: 'public' | 'agents' = 'public') => request<StoredMedia>(`/media?${new URLSearchParams({ name: file.name || 'pasted-image.png', alt, access })}`, { method: 'POST', raw: file }),
  get: (id: string) => request<StoredMedia>(`/media/${encodeURIComponent(id)}`),
  usage: (id: string) => request<MediaUsage>(`/media/${id}/usage`),
  save: (item: StoredMedia, change: { name?: string; alt?: string; focus?: MediaFocus }) =>
    request<StoredMedia>(`/media/${item.id}`, { method: 'PUT', version: item.version, body: { name: change.name ?? item.name, alt: change.alt ?? item.alt, ...((change.focus ?? item.focus) ? { focus: change.focus ?? item.focus } : {}) } }),
  replace: (item: StoredMedia, file: File) => request<MediaReplaced>(`/media/${item.id}/replace?${new URLSearchParams({ name: file.name || item.name })}`, { method: 'POST', raw: file, version: item.version }),
  remove: (item: StoredMedia) => request<void>(`/media/${item.id}`, { method: 'DELETE', version: item.version }),
}

/** "1.2 MB", "340 KB". */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(n / 1024))} KB`
}

/** The first image file in a drop or a paste, if any. */
export function fileFrom(data: DataTransfer | null): File | undefined {
  if (!data) return undefined
  for (const file of Array.from(data.files)) if (file.type.startsWith('image/') || file.type === 'application/pdf' || file.type === 'video/mp4') return file
  for (const item of Array.from(data.items ?? [])) if (item.kind === 'file') return item.getAsFile() ?? undefined
  return undefined
}
