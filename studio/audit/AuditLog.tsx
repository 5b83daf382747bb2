import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AuditEntry } from '../../catalogue/model/audit.ts'
import { Pager } from '../shell/Pager.tsx'
import { auditApi, type AuditFilters } from './auditApi.ts'
import './audit.css'

const kinds: [string, string][] = [
  ['', 'Everything'],
  ['pages', 'Pages'],
  ['releases', 'Releases'],
  ['media', 'Media'],
  ['users', 'Users'],
  ['tokens', 'API tokens'],
  ['auth', 'Sign-ins'],
  ['schedules', 'Schedules'],
  ['specials', 'Specials'],
  ['sites', 'Sites'],
]

/** An entry's summary naming its page, person or token, not its id (the API looks the name up). */
const named = (e: AuditEntry) => (e.target_label && e.target_id ? e.summary.replace(e.target_id, e.target_label) : e.summary)

/** `/voix/audit` (admins): every write, sign-in and failed sign-in, newest first, filtered and paged by the API. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({ offset: 0, outcome: '' })
  const set = (change: Partial<AuditFilters>) => setFilters((f) => ({ ...f, ...change, offset: change.offset ?? 0 }))
  const log = useQuery({ queryKey: ['audit', filters], queryFn: ({ signal }) => auditApi.list(filters, signal), placeholderData: keepPreviousData })
  return (
    <section className="audit">
      <h1>Audit log</h1>
      <p className="studio__muted">Every change made through the API, and every sign-in, with who, when and from where. Entries cannot be edited.</p>
      <form className="audit__filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          Who
          <input type="search" placeholder="Name or email" value={filters.actor ?? ''} onChange={(e) => set({ actor: e.target.value || undefined })} />
        </label>
        <label>
          What
          <select value={filters.kind ?? ''} onChange={(e) => set({ kind: e.target.value || undefined })}>
            {kinds.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select value={filters.outcome ?? ''} onChange={(e) => set({ outcome: e.target.value as AuditFilters['outcome'] })}>
            <option value="">Any</option>
            <option value="ok">Done</option>
            <option value="failed">Refused or failed</option>
          </select>
        </label>
        <label>
          From
          <input type="date" value={filters.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
        <label>
          To
          <input type="date" value={filters.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
      </form>
      {log.isError && <p role="alert">{log.error.message}</p>}
      {log.data && log.data.total === 0 && <p>No entries match.</p>}
      {log.data && log.data.items.length > 0 && (
        <div className="audit__scroll">
          <table className="audit__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((e) => (
                <tr key={e.id} className={e.status >= 400 ? 'audit__failed' : undefined}>
                  <td data-label="When">
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
                  </td>
                  <td data-label="Who">{e.actor_name ? `${e.actor_name} (${e.actor_email})` : (e.actor_email ?? 'Unknown')}</td>
                  <td data-label="What">
                    {e.target_kind === 'pages' && e.target_id ? <a href={`/voix/pages/history/${encodeURIComponent(e.target_id)}`}>{named(e)}</a> : named(e)}
                    {e.status >= 400 && <small> — refused ({e.status})</small>}
                  </td>
                  <td data-label="From">{e.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data && log.data.total > 0 && <Pager offset={filters.offset} shown={log.data.items.length} total={log.data.total} pageSize={50} onOffset={(offset) => set({ offset })} />}
      <Retention />
    </section>
  )
}

/** How long entries are kept: an admin's setting; shortening it removes older entries at once. */
function Retention() {
  const client = useQueryClient()
  const setting = useQuery({ queryKey: ['audit-retention'], queryFn: auditApi.retention })
  const [days, setDays] = useState('')
  const save = useMutation({
    mutationFn: () => auditApi.setRetention(Number(days), setting.data!.version),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['audit-retention'] })
      void client.invalidateQueries({ queryKey: ['audit'] })
      setDays('')
    },
  })
  if (!setting.data) return null
  return (
    <form
      className="audit__retention"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate()
      }}
    >
      <label>
        Keep entries for (days)
        <input type="number" min={1} max={3650} value={days || String(setting.data.days)} onChange={(e) => setDays(e.target.value)} />
      </label>{' '}
      <button type="submit" disabled={!days || save.isPending}>
        Save
      </button>
      {save.isError && <p role="alert">{save.error.message}</p>}
      {save.data && <p role="status">Saved; {save.data.removed} older entries removed.</p>}
    </form>
  )
}
