import type { ReactNode } from 'react'

export interface RowListProps<Row> {
  rows: Row[]
  onChange: (rows: Row[]) => void
  /** What a new row starts as. */
  newRow: () => Row
  /** A row's name for its legend and buttons: 'Figure 2'. */
  rowLabel: (index: number) => string
  addLabel: string
  max: number
  inputId: string
  disabled?: boolean
  /** Validation messages by path (rowIssues). */
  issues: Map<string, string>
  children: (row: Row, index: number, set: (row: Row) => void) => ReactNode
}

/** The shared shell of the list editors: one fieldset per row with move up, move down and remove, and an add button. */
export function RowList<Row>({ rows, onChange, newRow, rowLabel, addLabel, max, inputId, disabled, issues, children }: RowListProps<Row>) {
  const set = (i: number, row: Row) => onChange(rows.map((r, j) => (j === i ? row : r)))
  const move = (i: number, to: number) => {
    const next = [...rows]
    next.splice(to, 0, next.splice(i, 1)[0]!)
    onChange(next)
  }
  const listProblem = issues.get('')
  return (
    <fieldset className="rows-editor" disabled={disabled} id={inputId}>
      {rows.map((row, i) => (
        <fieldset key={i} className="rows-editor__item">
          <legend>{rowLabel(i)}</legend>
          {children(row, i, (r) => set(i, r))}
          {issues.get(String(i)) && <small role="alert">{issues.get(String(i))}</small>}
          <div className="rows-editor__actions">
            <button type="button" aria-label={`Move ${rowLabel(i)} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
              ↑
            </button>
            <button type="button" aria-label={`Move ${rowLabel(i)} down`} disabled={i === rows.length - 1} onClick={() => move(i, i + 1)}>
              ↓
            </button>
            <button type="button" aria-label={`Remove ${rowLabel(i)}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              ×
            </button>
          </div>
        </fieldset>
      ))}
      {listProblem && <small role="alert">{listProblem}</small>}
      <button type="button" disabled={rows.length >= max} onClick={() => onChange([...rows, newRow()])}>
        {addLabel}
      </button>
    </fieldset>
  )
}

/** One labelled input of a row, with its validation message under it. */
export function RowInput({ label, problem, children }: { label: string; problem?: string; children: ReactNode }) {
  return (
    <div className="rows-editor__input">
      <label>
        <span>{label}</span> {children}
      </label>
      {problem && <small role="alert">{problem}</small>}
    </div>
  )
}

/** A number input that stores numbers, and the text typed while it is not one, so the schema names the problem. */
export const numberValue = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text)
