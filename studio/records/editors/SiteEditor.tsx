import { useQuery } from '@tanstack/react-query'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import { api } from '../../api/client.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

/** The site a record belongs to; "Every site" (null) when the record's schema allows none. */
export function SiteEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  const optional = kind.schema.safeParse(null).success
  return (
    <>
      <select id={inputId} name={name} disabled={disabled || sites.isPending} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || null)}>
        {optional ? <option value="">Every site</option> : <option value="">Choose a site…</option>}
        {sites.data?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {sites.isError && <small role="alert">Could not load the sites: {sites.error.message}</small>}
    </>
  )
}
