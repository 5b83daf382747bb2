import { useState } from 'react'
import type { Page } from '../../../catalogue/model/page.ts'
import type { StoredPage } from '../../api/client.ts'
import { ConflictDialog } from './ConflictDialog.tsx'
import { MergeChoices } from './MergeChoices.tsx'
import { resolveConflicts, type MergeConflict } from './mergeConflicts.ts'
import { describeChanges, mergeTopLevel } from './mergeTopLevel.ts'

interface Props {
  base: Page
  mine: Page
  current: StoredPage
  onMerge: (merged: Page) => void
  onTakeOver: () => void
  onUseTheirs: () => void
  onCancel: () => void
}

/** A page saved by someone else meanwhile: a merge applies at once unless both changed the same thing, which the editor then chooses. */
export function PageConflictDialog({ base, mine, current, onMerge, ...actions }: Props) {
  const [merging, setMerging] = useState<{ page: Page; conflicts: MergeConflict[] } | null>(null)
  const merge = () => {
    const { version: _v, ...theirs } = current
    const result = mergeTopLevel(base, mine, theirs)
    if (result.conflicts.length === 0) onMerge(result.page)
    else setMerging(result)
  }
  return (
    <ConflictDialog
      what="page"
      version={current.version}
      changes={describeChanges(base, current)}
      onMerge={merge}
      {...actions}
      merging={merging && <MergeChoices merged={merging.page} conflicts={merging.conflicts} resolve={resolveConflicts} noun="page" theirVersion={current.version} onDone={onMerge} onBack={() => setMerging(null)} />}
    />
  )
}
