import type { PageFilter } from '../api/adminApi.ts'

export const pageSize = 20

/** The page list's filters live in the address (?q=&site=&status=&author=&from=), so Back and a shared link keep them. */
export function filterFromSearch(search: string): PageFilter {
  const params = new URLSearchParams(search)
  const status = params.get('status')
  const from = Number(params.get('from') ?? 0)
  return {
    q: params.get('q') ?? undefined,
    site_id: params.get('site') ?? undefined,
    published: status === 'published' ? 'true' : status === 'draft' ? 'false' : undefined,
    author: params.get('author') ?? undefined,
    limit: pageSize,
    offset: Number.isInteger(from) && from > 0 ? from : 0,
  }
}

export function searchFromFilter(filter: PageFilter): string {
  const params = new URLSearchParams()
  if (filter.q) params.set('q', filter.q)
  if (filter.site_id) params.set('site', filter.site_id)
  if (filter.published) params.set('status', filter.published === 'true' ? 'published' : 'draft')
  if (filter.author) params.set('author', filter.author)
  if (filter.offset) params.set('from', String(filter.offset))
  const text = params.toString()
  return text ? `?${text}` : ''
}
