import { useQuery } from '@tanstack/react-query'
import type { SpecialsField } from '../../../../catalogue/fields/fieldKind.ts'
import { api } from '../../../api/client.ts'
import type { EditorProps } from '../editorProps.ts'

/** An ordered list of special offers: add from the offers, reorder, remove. */
export function SpecialsEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<SpecialsField>) {
  const ids = Array.isArray(value) ? (value as string[]) : []
  const specials = useQuery({ queryKey: ['specials'], queryFn: api.listSpecials })
  const title = (id: string) => specials.data?.find((s) => s.id === id)?.title ?? id
  const move = (i: number, by: number) => {
    const next = [...ids]
    const [item] = next.splice(i, 1)
    next.splice(i + by, 0, item!)
    onChange(next)
  }
  return (
    <fieldset className="specials-editor" disabled={disabled}>
      <ol aria-label={`${kind.meta.label} order`}>
        {ids.map((id, i) => (
          <li key={id}>
            {title(id)}
            <button type="button" aria-label={`Move ${title(id)} up`} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" aria-label={`Move ${title(id)} down`} disabled={i === ids.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
            <button type="button" aria-label={`Remove ${title(id)}`} onClick={() => onChange(ids.filter((x) => x !== id))}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <select id={inputId} name={name} value="" disabled={ids.length >= kind.maxItems} onChange={(e) => e.target.value && onChange([...ids, e.target.value])}>
        <option value="">{specials.isError ? `Could not load the specials: ${specials.error.message}` : 'Add a special…'}</option>
        {specials.data
          ?.filter((s) => !ids.includes(s.id))
          .map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
      </select>
    </fieldset>
  )
}
