import { maxTableCells, type TableRow } from '../../../../catalogue/blocks/global/table/definition.ts'
import type { CustomField } from '../../../../catalogue/fields/fieldKind.ts'
import type { EditorProps } from '../editorProps.ts'
import { RowInput, RowList } from './RowList.tsx'
import { rowIssues } from './rowIssues.ts'

// The stored text row keeps its cells in one string separated by '|': a cell cannot hold one itself.
const splitCells = (cells: string) => cells.split('|')
const joinCells = (cells: string[]) => cells.map((c) => c.replaceAll('|', '/')).join('|')

/** Table rows edited as rows and cells: a text row is up to six cells side by side; a contact row is name, phone and email. */
export function TableRowsEditor({ kind, value, onChange, inputId, name, disabled }: EditorProps<CustomField>) {
  const rows = Array.isArray(value) ? (value as TableRow[]) : []
  const issues = rowIssues(kind.schema, rows)
  // A new text row has as many cells as the table's first.
  const firstText = rows.find((r) => r.type === 'text')
  return (
    <div className="table-rows">
      <RowList
        rows={rows}
        onChange={onChange}
        newRow={(): TableRow => ({ type: 'text', cells: joinCells(splitCells(firstText?.cells ?? '|').map(() => '')) })}
        rowLabel={(i) => `Row ${i + 1}`}
        addLabel="Add text row"
        max={100}
        inputId={inputId}
        disabled={disabled}
        issues={issues}
      >
        {(row, i, set) =>
          row.type === 'text' ? (
            <div className="table-rows__cells">
              {splitCells(row.cells).map((cell, j, cells) => (
                <div key={j} className="table-rows__cell">
                  <input
                    name={`${name}.${i}.cells.${j}`}
                    aria-label={`Row ${i + 1}, cell ${j + 1}`}
                    value={cell}
                    onChange={(e) => set({ ...row, cells: joinCells(cells.map((c, k) => (k === j ? e.target.value : c))) })}
                  />
                  {cells.length > 1 && (
                    <button type="button" className="table-rows__remove" aria-label={`Remove cell ${j + 1} of row ${i + 1}`} onClick={() => set({ ...row, cells: joinCells(cells.filter((_, k) => k !== j)) })}>
                      ×
                    </button>
                  )}
                </div>
              ))}
              <button type="button" disabled={splitCells(row.cells).length >= maxTableCells} onClick={() => set({ ...row, cells: `${row.cells}|` })}>
                Add cell
              </button>
              {issues.get(`${i}.cells`) && <small role="alert">Row {i + 1}: {issues.get(`${i}.cells`)}</small>}
            </div>
          ) : (
            <>
              <RowInput label="Name" problem={issues.get(`${i}.name`)}>
                <input name={`${name}.${i}.name`} value={row.name} onChange={(e) => set({ ...row, name: e.target.value })} />
              </RowInput>
              <RowInput label="Phone" problem={issues.get(`${i}.phone`)}>
                <input name={`${name}.${i}.phone`} type="tel" value={row.phone} onChange={(e) => set({ ...row, phone: e.target.value })} />
              </RowInput>
              <RowInput label="Email" problem={issues.get(`${i}.email`)}>
                <input name={`${name}.${i}.email`} type="email" value={row.email} onChange={(e) => set({ ...row, email: e.target.value })} />
              </RowInput>
            </>
          )
        }
      </RowList>
      <button type="button" disabled={disabled} onClick={() => onChange([...rows, { type: 'contact', name: '', phone: '', email: '' }])}>
        Add contact row
      </button>
    </div>
  )
}
