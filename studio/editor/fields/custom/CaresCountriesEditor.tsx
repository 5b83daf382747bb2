import { caresCountries, caresCountryIds, type CaresCountry } from '../../../../catalogue/blocks/playa-cares/countries/countries.ts'
import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'
import { numberValue, RowInput, RowList } from './RowList.tsx'
import { rowIssues } from './rowIssues.ts'

interface Country {
  country: CaresCountry
  projects: number | string
  copy: string
  href: string
}

/**
 * Playa Cares countries: each country once (a country another row has is not offered again), its number of
 * projects, a short story and a link.
 */
export function CaresCountriesEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const rows = Array.isArray(value) ? (value as Country[]) : []
  const issues = rowIssues(kind.schema, rows)
  const unused = caresCountryIds.filter((id) => !rows.some((r) => r.country === id))
  return (
    <RowList
      rows={rows}
      onChange={onChange}
      newRow={() => ({ country: unused[0] ?? caresCountryIds[0]!, projects: 0, copy: '', href: '' })}
      rowLabel={(i) => `Country ${i + 1}`}
      addLabel="Add country"
      max={caresCountryIds.length}
      inputId={inputId}
      disabled={disabled}
      issues={issues}
    >
      {(row, i, set) => (
        <>
          <RowInput label="Country" problem={issues.get(`${i}.country`)}>
            <select name={`${name}.${i}.country`} value={row.country} onChange={(e) => set({ ...row, country: e.target.value as CaresCountry })}>
              {caresCountryIds
                .filter((id) => id === row.country || unused.includes(id))
                .map((id) => (
                  <option key={id} value={id}>
                    {caresCountries[id].name}
                  </option>
                ))}
            </select>
          </RowInput>
          <RowInput label="Projects" problem={issues.get(`${i}.projects`)}>
            <input type="number" min={0} step={1} name={`${name}.${i}.projects`} value={row.projects} onChange={(e) => set({ ...row, projects: numberValue(e.target.value) })} />
          </RowInput>
          <RowInput label="Story" problem={issues.get(`${i}.copy`)}>
            <textarea name={`${name}.${i}.copy`} rows={3} value={row.copy} onChange={(e) => set({ ...row, copy: e.target.value })} />
          </RowInput>
          <RowInput label="Link" problem={issues.get(`${i}.href`)}>
            <input name={`${name}.${i}.href`} value={row.href} placeholder="/playa-cares/mexico" onChange={(e) => set({ ...row, href: e.target.value })} />
          </RowInput>
        </>
      )}
    </RowList>
  )
}
