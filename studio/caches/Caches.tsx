import '../shell/admin.css'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CacheId, CacheSummary } from '../../catalogue/model/caches.ts'
import { adminApi } from '../api/adminApi.ts'
import { useCan } from '../shell/useCan.ts'

/** 1536 → "1.5 KB": sizes as people read them (the platform's own Intl, no library). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`
}

function CacheRow({ cache }: { cache: CacheSummary }) {
  const client = useQueryClient()
  const [result, setResult] = useState<string>()
  const clear = useMutation({
    mutationFn: (id: CacheId) => adminApi.clearCache(id),
    onSuccess: (answer) => {
      setResult(`Cleared: ${formatBytes(answer.removed.bytes)} in ${answer.removed.entries} ${answer.removed.entries === 1 ? 'entry' : 'entries'} removed.`)
      client.setQueryData<CacheSummary[]>(['caches'], (list) => list?.map((c) => (c.id === answer.cache.id ? answer.cache : c)))
    },
  })
  return (
    <li className="cache" aria-label={cache.label}>
      <h2>{cache.label}</h2>
      <p className="cache__size">
        {formatBytes(cache.bytes)} in {cache.entries} {cache.entries === 1 ? 'entry' : 'entries'}
      </p>
      <p className="studio__muted">Clearing removes: {cache.clears}</p>
      <button type="button" disabled={clear.isPending} onClick={() => clear.mutate(cache.id)}>
        {clear.isPending ? 'Clearing…' : 'Clear this cache'}
      </button>
      {result && <p role="status">{result}</p>}
      {clear.isError && <p role="alert">{clear.error.message}</p>}
    </li>
  )
}

/** /voix/caches (admins): what the server keeps to go faster, how big it is, and a clear that never takes the live site down. */
export function Caches() {
  const allowed = useCan('caches:manage')
  const caches = useQuery({ queryKey: ['caches'], queryFn: adminApi.caches, enabled: allowed })
  if (!allowed) return <p role="alert">Only admins can see and clear caches.</p>
  return (
    <section>
      <div className="studio__heading">
        <h1>Caches</h1>
      </div>
      <p>What the server keeps so builds and the studio are quick. Clearing one is safe: the live site keeps every page and image it serves, and whatever is removed is made again when it is next needed.</p>
      {caches.isPending && <p role="status">Measuring the caches…</p>}
      {caches.isError && <p role="alert">Could not read the caches: {caches.error.message}</p>}
      {caches.data && (
        <ul className="studio__cards caches">
          {caches.data.map((c) => (
            <CacheRow key={c.id} cache={c} />
          ))}
        </ul>
      )}
    </section>
  )
}
