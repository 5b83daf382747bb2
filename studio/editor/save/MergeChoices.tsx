import { useState } from 'react'
import { editableText, showValue, withEditedText, type ChosenValue, type MergeConflict } from './mergeConflicts.ts'

type Choice = { side: 'mine' | 'theirs' } | { side: 'edit'; text: string }

function valueOf(conflict: MergeConflict<unknown>, choice: Choice): unknown {
  if (choice.side === 'edit') return withEditedText(conflict.mine ?? conflict.theirs, choice.text)
  return choice.side === 'mine' ? conflict.mine : conflict.theirs
}

/** Each thing both editors changed, their value beside mine: the editor picks one or edits the result for each. */
export function MergeChoices<T, Target>({
  merged,
  conflicts,
  resolve,
  noun,
  theirVersion,
  onDone,
  onBack,
}: {
  /** Everything that merged by itself, before the editor's choices. */
  merged: T
  conflicts: MergeConflict<Target>[]
  /** Puts each chosen value in its place. */
  resolve: (merged: T, chosen: ChosenValue<Target>[]) => T
  /** What is merged, in words: 'page', 'special'. */
  noun: string
  theirVersion: number
  onDone: (result: T) => void
  onBack: () => void
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const open = conflicts.filter((c) => !choices[c.id]).length
  const choose = (id: string, choice: Choice) => setChoices((all) => ({ ...all, [id]: choice }))
  return (
    <form
      className="merge"
      onSubmit={(event) => {
        event.preventDefault()
        if (open) return
        onDone(resolve(merged, conflicts.map((conflict) => ({ conflict, value: valueOf(conflict, choices[conflict.id]!) }))))
      }}
    >
      <p>
        You both changed {conflicts.length === 1 ? 'one thing' : `${conflicts.length} things`}. Choose which to keep for each, or edit the result; everything
        else is merged.
      </p>
      {conflicts.map((c) => {
        const choice = choices[c.id]
        const text = editableText(c.mine) ?? editableText(c.theirs)
        const name = `merge-${c.id}`
        return (
          <fieldset key={c.id} className="merge__conflict">
            <legend>{c.where}</legend>
            <div className="merge__sides">
              <label className="merge__side">
                <input type="radio" name={name} checked={choice?.side === 'theirs'} onChange={() => choose(c.id, { side: 'theirs' })} />
                <span>
                  <strong>Theirs (version {theirVersion})</strong>
                  <span className="merge__value">{showValue(c.theirs)}</span>
                </span>
              </label>
              <label className="merge__side">
                <input type="radio" name={name} checked={choice?.side === 'mine'} onChange={() => choose(c.id, { side: 'mine' })} />
                <span>
                  <strong>Yours</strong>
                  <span className="merge__value">{showValue(c.mine)}</span>
                </span>
              </label>
            </div>
            {text !== undefined && (
              <label className="merge__edit">
                <span>
                  <input type="radio" name={name} checked={choice?.side === 'edit'} onChange={() => choose(c.id, { side: 'edit', text: choice?.side === 'edit' ? choice.text : text })} /> Edit the
                  result
                </span>
                {choice?.side === 'edit' && <textarea aria-label={`${c.where}: the merged text`} value={choice.text} onChange={(e) => choose(c.id, { side: 'edit', text: e.target.value })} rows={3} />}
              </label>
            )}
          </fieldset>
        )
      })}
      <div className="modal__actions">
        <button type="submit" className="studio__primary" disabled={open > 0}>
          {open ? `Choose for ${open} more` : `Use the merged ${noun}`}
        </button>
        <button type="button" onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  )
}
