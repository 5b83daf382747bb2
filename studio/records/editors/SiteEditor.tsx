import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import { api } from '../../api/client.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'
import { useMe } from '../../shell/useMe.ts'

/**
 * The site a record belongs to; "Every site" (null) when the record's schema allows none and the user may work on
 * every site. Someone limited to some sites is offered only theirs, and a record with no site yet starts on their
 * first (the API would refuse "Every site" from them).
 */
export function SiteEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  const me = useMe()
  const own = me.data?.sites ?? []
  const limited = own.length > 0
  const offered = limited ? sites.data?.filter((s) => own.includes(s.id)) : sites.data
  const optional = kind.schema.safeParse(null).success && !limited
  const current = typeof value === 'string' ? value : ''
  const first = offered?.[0]?.id
  useEffect(() => {
    if (limited && !current && first) onChange(first)
  }, [limited, current, first, onChange])
  return (
    <>
      <select id={inputId} name={name} disabled={disabled || sites.isPending} value={current} onChange={(e) => onChange(e.target.value || null)}>
        {optional ? <option value="">Every site</option> : <option value="">Choose a site…</option>}
        {offered?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {sites.isError && <small role="alert">Could not load the sites: {sites.error.message}</small>}
    </>
  )
}
