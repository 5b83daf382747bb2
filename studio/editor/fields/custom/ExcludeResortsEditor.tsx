import { useQuery } from '@tanstack/react-query'
import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import { api } from '../../../api/client.ts'
import type { EditorProps } from '../editorProps.ts'

/** The resorts the booking widget leaves out: a tick list of the resorts, stored as their ids. */
export function ExcludeResortsEditor({ value, onChange, inputId, disabled }: EditorProps<CustomField>) {
  const ids = Array.isArray(value) ? (value as string[]) : []
  const resorts = useQuery({ queryKey: ['resorts'], queryFn: api.listResorts })
  return (
    <fieldset className="resorts-editor" disabled={disabled} id={inputId}>
      {resorts.isPending && <p>Loading resorts…</p>}
      {resorts.isError && <p role="alert">Could not load the resorts: {resorts.error.message}</p>}
      {resorts.data?.map((r) => (
        <label key={r.id}>
          <input type="checkbox" checked={ids.includes(r.id)} onChange={(e) => onChange(e.target.checked ? [...ids, r.id] : ids.filter((x) => x !== r.id))} /> {r.name}
        </label>
      ))}
    </fieldset>
  )
}
