import type { Page } from '../../catalogue/model/page.ts'

export interface PageSummary {
  id: string
  site_id: string
  path: string
  locale: string
  title: string
  version: number
  published: boolean
  updated_at: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`/api${path}`, { headers: { Accept: 'application/json' } })
  const body = (await response.json().catch(() => ({}))) as { error?: string }
  if (!response.ok) throw new ApiError(response.status, body.error ?? `${response.status} ${response.statusText}`)
  return body as T
}

/** Typed calls to the content API. */
export const api = {
  listPages: () => getJson<{ items: PageSummary[] }>('/pages').then((r) => r.items),
  getPage: (id: string) => getJson<Page & { version: number }>(`/pages/${encodeURIComponent(id)}`),
}
