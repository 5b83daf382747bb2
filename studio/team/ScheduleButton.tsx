import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Page } from '../../catalogue/model/page.ts'
import { request } from '../api/http.ts'
import { fromLocalInput, scheduleApi, toLocalInput, zoneName, type ScheduleKind } from './scheduleApi.ts'
import './team.css'

type Action = 'publish' | 'unpublish'

/** What each kind's actions are called in the dialog. */
const actionLabels: Record<ScheduleKind, Partial<Record<Action, string>>> = {
  pages: { publish: 'Publish the page as it is now', unpublish: 'Take the page down' },
  releases: { publish: 'Publish the release' },
  posts: { publish: 'Publish the post' },
  specials: { unpublish: 'End the offer (take the special down)' },
}

/**
 * "Schedule…": have a page, release or record go live or come down at a chosen time. For a page, `saveVersion`
 * first keeps the page as it is now as a named version (with the editor's If-Match) and answers its id.
 */
export function ScheduleButton({ kind, id, title, saveVersion }: { kind: ScheduleKind; id: string; title: string; saveVersion?: (name: string) => Promise<string> }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [when, setWhen] = useState('')
  const actions = Object.keys(actionLabels[kind]) as Action[]
  const [action, setAction] = useState<Action>(actions[0]!)
  const client = useQueryClient()
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
    if (!open && dialog.current?.open) dialog.current.close()
  }, [open])
  const schedule = useMutation({
    mutationFn: async () => {
      if (!when) throw new Error('Choose a date and time')
      const run_at = fromLocalInput(when)
      const version_id = action === 'publish' && saveVersion ? await saveVersion(`Scheduled for ${new Date(run_at).toLocaleString()}`) : undefined
      return scheduleApi.create({ action, target_kind: kind, target_id: id, ...(version_id ? { version_id } : {}), run_at })
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['schedules'] })
      setOpen(false)
    },
  })
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWhen(toLocalInput(new Date(Date.now() + 60 * 60_000).toISOString()))
          schedule.reset()
          setOpen(true)
        }}
      >
        Schedule…
      </button>
      <dialog ref={dialog} className="schedule-dialog" aria-labelledby={`schedule-title-${id}`} onClose={() => setOpen(false)}>
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault()
            schedule.mutate()
          }}
        >
          <h2 id={`schedule-title-${id}`} style={{ margin: 0, fontSize: '1.1rem' }}>
            Schedule “{title}”
          </h2>
          <label>
            What
            <select value={action} onChange={(e) => setAction(e.target.value as Action)}>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {actionLabels[kind][a]}
                </option>
              ))}
            </select>
          </label>
          <label>
            When
            <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required />
          </label>
          <small className="studio__muted">Time zone: {zoneName(when ? new Date(when) : new Date())}</small>
          {schedule.isError && <p role="alert">{schedule.error.message}</p>}
          <span>
            <button type="submit" className="studio__primary" disabled={schedule.isPending}>
              Schedule
            </button>{' '}
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </span>
        </form>
      </dialog>
    </>
  )
}

/** Save the editor's page as a named version (If-Match the editor's version); answers the new version's id and version. */
export async function saveNamedVersion(page: Page, version: number, name: string): Promise<{ version: number; versionId: string }> {
  return request<{ version: number; versionId: string }>(`/pages/${encodeURIComponent(page.id)}/versions`, { method: 'POST', body: { name, page }, version })
}
