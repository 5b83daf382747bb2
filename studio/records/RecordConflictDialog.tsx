import { useState } from 'react'
import { ConflictDialog } from '../editor/save/ConflictDialog.tsx'
import { MergeChoices } from '../editor/save/MergeChoices.tsx'
import type { MergeConflict } from '../editor/save/mergeConflicts.ts'
import { mergeRecord, recordChanges, resolveRecord } from './mergeRecord.ts'
import type { RecordDoc } from './RecordConfig.ts'

interface Props {
  noun: string
  base: RecordDoc
  mine: RecordDoc
  theirs: RecordDoc
  /** Field labels by key, to name what changed. */
  labels: Record<string, string>
  onMerged: (merged: RecordDoc) => void
  onTakeOver: () => void
  onUseTheirs: () => void
  onCancel: () => void
}

/** A record saved by someone else meanwhile: merged at once unless both changed a field, which the editor then chooses. */
export function RecordConflictDialog({ noun, base, mine, theirs, labels, onMerged, ...actions }: Props) {
  const [merging, setMerging] = useState<{ doc: RecordDoc; conflicts: MergeConflict<string>[] } | null>(null)
  const merge = () => {
    const result = mergeRecord(base, mine, theirs, labels)
    if (result.conflicts.length === 0) onMerged(result.doc)
    else setMerging(result)
  }
  return (
    <ConflictDialog
      what={noun}
      version={Number(theirs.version)}
      changes={recordChanges(base, theirs, labels)}
      onMerge={merge}
      {...actions}
      merging={merging && <MergeChoices merged={merging.doc} conflicts={merging.conflicts} resolve={resolveRecord} noun={noun} theirVersion={Number(theirs.version)} onDone={onMerged} onBack={() => setMerging(null)} />}
    />
  )
}
