import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SectionVersion } from '../../catalogue/model/entities/section.ts'
import { ApiError } from '../api/http.ts'
import type { RecordDoc } from '../records/RecordConfig.ts'
import { sectionApi } from './sectionApi.ts'

const when = (at: string) => <time dateTime={at}>{new Date(at).toLocaleString()}</time>
const who = (v: SectionVersion) => (v.created_by ? `by ${v.created_by}` : 'before history was kept')

export interface SectionHistoryProps {
  doc: RecordDoc
  /** The form holds changes not saved yet: a restore would replace them, so it waits. */
  dirty: boolean
  /** The section as stored after a restore, and what to say: the form shows it. */
  onStored: (stored: RecordDoc, text: string) => void
}

/**
 * A section's saves, newest first, each restorable: a restore saves that version's content again as a new version
 * (the history only grows), which rebuilds the published pages placing it, as any save does.
 */
export function SectionHistory({ doc, dirty, onStored }: SectionHistoryProps) {
  const id = String(doc.id)
  const client = useQueryClient()
  const versions = useQuery({ queryKey: ['sections', 'versions', id, doc.version], queryFn: () => sectionApi.versions(id) })
  const restore = useMutation({
    mutationFn: (v: SectionVersion) => sectionApi.restore(id, v.version, Number(doc.version)),
    onSuccess: (stored, v) => {
      onStored(stored as unknown as RecordDoc, `Restored version ${v.version} of ‘${stored.name}’ as version ${stored.version}; the published pages placing it are being rebuilt.`)
      void client.invalidateQueries({ queryKey: ['sections'] })
      void client.invalidateQueries({ queryKey: ['records', 'sections'] })
      void client.invalidateQueries({ queryKey: ['builds'] })
    },
  })
  const failure = restore.error
  const stale = failure instanceof ApiError && failure.status === 412
  return (
    <section aria-label="History" className="sections__history">
      <h2>History</h2>
      <p className="studio__muted">Every save of this section, newest first. Restoring one saves its content again as a new version; nothing in the history is lost.</p>
      {dirty && <p className="studio__muted">Save or undo your changes before restoring a version.</p>}
      {failure && (
        <p role="alert" className="records__error">
          {stale ? 'Not restored: someone saved this section meanwhile. Reload the page to see their version, then restore again.' : `Not restored: ${failure.message}`}
        </p>
      )}
      {versions.isPending && <p role="status">Loading versions…</p>}
      {versions.isError && <p role="alert">Could not load the versions: {versions.error.message}. Reload the page to try again.</p>}
      {versions.data && (
        <ol className="history">
          {versions.data.items.map((v) => (
            <li key={v.version} className="history__item">
              <div className="history__head">
                <strong>Version {v.version}{v.version === doc.version ? ' (current)' : ''}</strong>
                <span className="studio__muted">
                  ‘{v.name}’, saved {when(v.created_at)} {who(v)}
                </span>
                {v.version !== doc.version && (
                  <span className="page-actions">
                    <button type="button" disabled={dirty || restore.isPending} onClick={() => restore.mutate(v)} aria-label={`Restore version ${v.version}`}>
                      {restore.isPending && restore.variables?.version === v.version ? 'Restoring…' : 'Restore this version'}
                    </button>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {versions.data && versions.data.total > versions.data.items.length && (
        <p className="studio__muted">The latest {versions.data.items.length} of {versions.data.total} versions are listed.</p>
      )}
    </section>
  )
}
