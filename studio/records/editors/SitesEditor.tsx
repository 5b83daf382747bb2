import { useQuery } from '@tanstack/react-query'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import { api } from '../../api/client.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

/** The sites a user may work on, as a list of checkboxes; none ticked means every site (the API's empty list). */
export function SitesEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  const chosen = Array.isArray(value) ? (value as string[]) : []
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((s) => s !== id))
  return (
    <div id={inputId} role="group" aria-label={kind.meta.label} className="sites-editor">
      <p className="studio__muted">{chosen.length ? `${chosen.length} of ${sites.data?.length ?? '…'} sites` : 'Every site (tick sites to limit them to those)'}</p>
      {sites.isPending && <p role="status">Loading the sites…</p>}
      {sites.isError && <p role="alert">Could not load the sites: {sites.error.message}</p>}
      <ul>
        {sites.data?.map((s) => (
          <li key={s.id}>
            <label>
              <input type="checkbox" name={name} value={s.id} disabled={disabled} checked={chosen.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} /> {s.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  )
}
