import { useQuery } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { CustomField } from '../../../catalogue/fields/fieldKind.ts'
import { request } from '../../api/http.ts'
import type { EditorProps } from '../../editor/fields/editorProps.ts'

interface Named {
  id: string
  name?: string
  title?: string
}

/** An editor choosing one record of another type by its name (a resort's brand, a fact sheet's resort), or none. */
export function recordPicker(api: string, none: string): ComponentType<EditorProps> {
  return function RecordPicker({ value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
    const list = useQuery({
      queryKey: ['records', api, 'picker'],
      queryFn: () => request<{ items: Named[] }>(`/${api}?limit=500&sort=${api === 'specials' ? 'title' : 'name'}`).then((r) => r.items),
      staleTime: 60_000,
    })
    return (
      <>
        <select id={inputId} name={name} disabled={disabled || list.isPending} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{none}</option>
          {list.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name ?? r.title ?? r.id}
            </option>
          ))}
        </select>
        {list.isError && <small role="alert">Could not load the list: {list.error.message}</small>}
      </>
    )
  } as ComponentType<EditorProps>
}
