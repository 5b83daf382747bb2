import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { JobStatus } from '../editor/save/JobStatus.tsx'
import { useCan } from '../shell/useCan.ts'
import { buildApi, type Rolledback } from './buildApi.ts'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * /voix/live: what the live site is (the build visitors get, when it went live) and the builds kept before it.
 * Admins roll back to one: its content is published again as a new build, which stays live until someone
 * publishes on purpose; the webhooks and the audit log hear of it as of any build.
 */
export function LiveBuilds() {
  const client = useQueryClient()
  const mayRollBack = useCan('builds:rollback')
  const kept = useQuery({ queryKey: ['builds-kept'], queryFn: buildApi.kept, refetchInterval: 5000 })
  const [done, setDone] = useState<Rolledback | null>(null)
  const rollback = useMutation({
    mutationFn: (id: string) => buildApi.rollback(id),
    onSuccess: (answer) => {
      setDone(answer)
      void client.invalidateQueries({ queryKey: ['builds-kept'] })
      void client.invalidateQueries({ queryKey: ['builds'] })
    },
  })
  const items = kept.data?.items ?? []
  const live = items.find((b) => b.live)
  return (
    <section className="live-builds">
      <div className="studio__heading">
        <h1>Live site</h1>
      </div>
      {kept.isError && <p role="alert">Could not read the builds: {kept.error.message}</p>}
      {live ? (
        <p data-live-build={live.id}>
          Visitors get build <code>{live.id}</code>, live since {new Date(live.made_at).toLocaleString()} ({plural(live.pages, 'page')}).
        </p>
      ) : (
        kept.isSuccess && <p>No build is live yet.</p>
      )}
      {done && (
        <div role="status" className="live-builds__done">
          <p>
            Rolling back to the content of build <code>{done.build_id}</code>: {plural(done.restored.pages, 'page')} and {plural(done.restored.records, 'record')} put back as they were; a new build makes it live and keeps it
            live until someone publishes again.
          </p>
          {done.restored.kept.length > 0 && <p>Made since and left as they are (delete them yourself if they should go): {done.restored.kept.join(', ')}.</p>}
          <JobStatus jobId={done.job.id} livePath="/" />
        </div>
      )}
      {rollback.isError && <p role="alert">Not rolled back: {rollback.error.message}</p>}
      <h2>Kept builds</h2>
      <ul className="live-builds__list" aria-label="Kept builds">
        {items.map((b) => (
          <li key={b.id} data-build={b.id}>
            <code>{b.id}</code> · {new Date(b.made_at).toLocaleString()} · {plural(b.pages, 'page')}
            {b.live && <strong> · live now</strong>}
            {!b.live && mayRollBack && b.restorable && (
              <button
                type="button"
                disabled={rollback.isPending}
                onClick={() => {
                  if (window.confirm(`Put the content of build ${b.id} live again? Pages and records go back to how they were then, as a new build.`)) rollback.mutate(b.id)
                }}
              >
                Roll back to this build
              </button>
            )}
            {!b.live && !b.restorable && <span className="studio__muted"> · made before builds kept their records: cannot be restored</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
