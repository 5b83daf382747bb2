import { useEffect, useRef, useState } from 'react'
import type { StoredPage } from '../../api/client.ts'
import { usePageStore, useEditor } from '../EditorContext.ts'
import { isDirty } from '../store/createPageStore.ts'
import { useSyncPost } from '../sync/SyncContext.ts'
import { PageConflictDialog } from './PageConflictDialog.tsx'
import { JobStatus } from './JobStatus.tsx'
import { LiveStatus } from './LiveStatus.tsx'
import { PublishChecks } from './PublishChecks.tsx'
import { savePage, saveOptions, type SaveOption } from './savePage.ts'
import { saveProblem, type SaveProblem } from './saveProblem.ts'
import { signInKeepingEdits } from './resumeAfterSignIn.ts'
import { useSaveProblems } from './saveProblems.ts'

export function SaveBar() {
  const store = usePageStore()
  const post = useSyncPost()
  const dirty = useEditor(isDirty)
  const saving = useEditor((s) => s.admin.loading)
  const savingElsewhere = useEditor((s) => s.savingElsewhere)
  const path = useEditor((s) => s.history.present.path)
  const [name, setName] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [problem, setProblem] = useState<SaveProblem | null>(null)
  const setFieldProblems = useSaveProblems((s) => s.set)
  useEffect(() => () => setFieldProblems([]), [setFieldProblems])
  const [job, setJob] = useState<string | null>(null)
  const [conflict, setConflict] = useState<{ option: SaveOption; current: StoredPage } | null>(null)

  const save = async (option: SaveOption, baseVersion?: number) => {
    setMessage(null)
    setProblem(null)
    setFieldProblems([])
    const result = await savePage(store, option, post, { name, ...(baseVersion !== undefined ? { baseVersion } : {}) })
    if (result.kind === 'conflict') return setConflict({ option, current: result.current })
    setConflict(null)
    if (result.kind === 'failed') {
      const explained = saveProblem(result.error, store.getState().history.present)
      setFieldProblems(explained.problems)
      return setProblem(explained)
    }
    setMessage(`${saveOptions.find((o) => o.id === option)!.label}: done (version ${result.version})`)
    setName('')
    setJob(result.job?.id ?? null)
  }

  // Ctrl+S (Cmd+S) saves a draft wherever the focus is, instead of the browser saving the page as a file.
  const saveRef = useRef(save)
  saveRef.current = save
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's' || event.shiftKey || event.altKey) return
      event.preventDefault()
      if (!store.getState().admin.loading) void saveRef.current('draft')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])

  return (
    <div className="savebar" aria-label="Saving">
      <span className={`savebar__state${dirty ? ' is-dirty' : ''}`} data-dirty={dirty}>
        {dirty ? 'Unsaved changes' : 'All changes saved'}
      </span>
      {savingElsewhere && <span role="status">Another window is saving…</span>}
      <input aria-label="Version name" placeholder="Version name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
      {saveOptions.map((o) => (
        <button key={o.id} type="button" className={o.id === 'draft' ? 'studio__primary' : undefined} disabled={saving} title={o.hint} onClick={() => void save(o.id)}>
          {o.label}
        </button>
      ))}
      {message && <span role="status">{message}</span>}
      {problem && (
        <div role="alert" className="savebar__problem">
          <span>{problem.summary}</span>
          {problem.signIn && (
            <button type="button" className="studio__primary" onClick={() => void signInKeepingEdits(store)}>
              Sign in again
            </button>
          )}
          {problem.problems.map((p, i) => (
            <span key={i} className="savebar__where">
              {p.where}
              {/* A field's problem is shown next to the field; any other is said here. */}
              {!p.field && `: ${p.message}`}
              <button type="button" onClick={() => store.getState().selectElements(p.elementId ? [p.elementId] : [])}>
                Show
              </button>
            </span>
          ))}
          {/* The server's own words only when nothing above names the problem: they speak of JSON paths and components. */}
          {!problem.problems.length && !problem.signIn && (
            <details>
              <summary>Details</summary>
              <p className="savebar__detail">{problem.detail}</p>
            </details>
          )}
        </div>
      )}
      {job && <JobStatus key={job} jobId={job} livePath={path} />}
      <LiveStatus />
      <PublishChecks />
      {conflict && (
        <PageConflictDialog
          base={store.getState().saved}
          mine={store.getState().history.present}
          current={conflict.current}
          onCancel={() => setConflict(null)}
          onTakeOver={() => void save(conflict.option, conflict.current.version)}
          onUseTheirs={() => {
            const { version: v, ...theirs } = conflict.current
            store.getState().receive(theirs)
            store.getState().markSaved(theirs, v)
            setConflict(null)
            setMessage(`Now showing their version ${v}`)
          }}
          onMerge={(merged) => {
            const s = store.getState()
            const { version: v, ...theirs } = conflict.current
            s.markSaved(theirs, v)
            s.replace(merged)
            setConflict(null)
            setMessage(`Merged with their version ${v}: check the page, then save again`)
          }}
        />
      )}
    </div>
  )
}
