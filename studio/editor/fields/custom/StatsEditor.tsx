import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'
import { RowInput, RowList } from './RowList.tsx'
import { maxStats } from '../../../../catalogue/blocks/playa-cares/stats/definition.ts'
import { rowIssues } from './rowIssues.ts'

interface Stat {
  value: string
  label: string
}

/** Playa Cares figures: each a big value ('25,000+') and what it counts; at most six (the schema's limit). */
export function StatsEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const rows = Array.isArray(value) ? (value as Stat[]) : []
  const issues = rowIssues(kind.schema, rows)
  return (
    <RowList
      rows={rows}
      onChange={onChange}
      newRow={() => ({ value: '', label: '' })}
      rowLabel={(i) => `Figure ${i + 1}`}
      addLabel="Add figure"
      max={maxStats}
      inputId={inputId}
      disabled={disabled}
      issues={issues}
    >
      {(row, i, set) => (
        <>
          <RowInput label="Value" problem={issues.get(`${i}.value`)}>
            <input name={`${name}.${i}.value`} value={row.value} maxLength={20} onChange={(e) => set({ ...row, value: e.target.value })} />
          </RowInput>
          <RowInput label="Counts" problem={issues.get(`${i}.label`)}>
            <input name={`${name}.${i}.label`} value={row.label} onChange={(e) => set({ ...row, label: e.target.value })} />
          </RowInput>
        </>
      )}
    </RowList>
  )
}
