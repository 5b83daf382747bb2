import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Page } from '../../../catalogue/model/page.ts'
import { request } from '../../api/http.ts'
import { fromLocalInput, scheduleApi, toLocalInput, zoneName } from './scheduleApi.ts'
import './team.css'

/**
 * "Schedule…" in the editor: keep the page as it is now as a named version and have it go live at a chosen time, or
 * have the page come down then. `save` stores the version (with the editor's If-Match) and answers its id.
 */
export function ScheduleButton({ page, saveVersion }: { page: Page; saveVersion: (name: string) => Promise<string> }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [when, setWhen] = useState('')
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish')
  const client = useQueryClient()
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
    if (!open && dialog.current?.open) dialog.current.close()
  }, [open])
  const schedule = useMutation({
    mutationFn: async () => {
      if (!when) throw new Error('Choose a date and time')
      const run_at = fromLocalInput(when)
      const version_id = action === 'publish' ? await saveVersion(`Scheduled for ${new Date(run_at).toLocaleString()}`) : undefined
      return scheduleApi.create({ action, target_kind: 'pages', target_id: page.id, ...(version_id ? { version_id } : {}), run_at })
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['schedules', 'pages', page.id] })
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
      <dialog ref={dialog} className="schedule-dialog" aria-labelledby="schedule-title" onClose={() => setOpen(false)}>
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault()
            schedule.mutate()
          }}
        >
          <h2 id="schedule-title" style={{ margin: 0, fontSize: '1.1rem' }}>
            Schedule “{page.title}”
          </h2>
          <label>
            What
            <select value={action} onChange={(e) => setAction(e.target.value as 'publish' | 'unpublish')}>
              <option value="publish">Publish the page as it is now</option>
              <option value="unpublish">Take the page down</option>
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
