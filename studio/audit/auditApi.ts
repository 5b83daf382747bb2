import type { AuditList, PageHistory } from '../../catalogue/model/audit.ts'
import { request } from '../api/http.ts'

export interface AuditFilters {
  actor?: string
  kind?: string
  action?: string
  outcome?: '' | 'ok' | 'failed'
  from?: string
  to?: string
  offset: number
}

export const auditApi = {
  list: (f: AuditFilters, signal?: AbortSignal) => {
    const params = new URLSearchParams({ limit: '50', offset: String(f.offset) })
    if (f.actor) params.set('actor', f.actor)
    if (f.kind) params.set('kind', f.kind)
    if (f.action) params.set('action', f.action)
    if (f.outcome) params.set('outcome', f.outcome)
    // Dates from the form are local days: the whole of each day, in the editor's time zone.
    if (f.from) params.set('from', new Date(`${f.from}T00:00:00`).toISOString())
    if (f.to) params.set('to', new Date(`${f.to}T23:59:59.999`).toISOString())
    return request<AuditList>(`/audit?${params}`, { signal })
  },
  retention: () => request<{ days: number; version: number }>('/audit/retention'),
  setRetention: (days: number, version: number) => request<{ days: number; version: number; removed: number }>('/audit/retention', { method: 'PUT', body: { days }, version }),
  pageHistory: (id: string) => request<PageHistory>(`/audit/pages/${encodeURIComponent(id)}`),
}
