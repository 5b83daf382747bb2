import type { ChosenValue, MergeConflict } from '../editor/save/mergeConflicts.ts'
import type { RecordDoc } from './RecordConfig.ts'

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
const bookkeeping = new Set(['version', 'created_at', 'updated_at'])

/**
 * Their record with my changes on fields only I changed; a field we both changed differently is a conflict the
 * editor settles (studio/editor/save/MergeChoices.tsx), so nobody's edit is lost silently.
 */
export function mergeRecord(base: RecordDoc, mine: RecordDoc, theirs: RecordDoc, labels: Record<string, string> = {}): { doc: RecordDoc; conflicts: MergeConflict<string>[] } {
  const doc: RecordDoc = { ...theirs }
  const conflicts: MergeConflict<string>[] = []
  for (const key of new Set([...Object.keys(mine), ...Object.keys(base)])) {
    if (bookkeeping.has(key) || same(mine[key], base[key])) continue
    if (same(theirs[key], base[key]) || same(theirs[key], mine[key])) doc[key] = mine[key]
    else conflicts.push({ id: key, where: labels[key] ?? key, target: key, mine: mine[key], theirs: theirs[key] })
  }
  return { doc, conflicts }
}

/** The merged record with the editor's choice for each conflict. */
export const resolveRecord = (doc: RecordDoc, chosen: readonly ChosenValue<string>[]): RecordDoc => ({ ...doc, ...Object.fromEntries(chosen.map((c) => [c.conflict.target, c.value])) })

/** What they changed since my base, one line a field, named by its label. */
export function recordChanges(base: RecordDoc, theirs: RecordDoc, labels: Record<string, string>): string[] {
  const lines: string[] = []
  for (const key of new Set([...Object.keys(base), ...Object.keys(theirs)]))
    if (!bookkeeping.has(key) && !same(base[key], theirs[key])) lines.push(`${labels[key] ?? key} changed`)
  return lines.length ? lines : ['no visible change (saved again)']
}

/** Whether the form differs from what was last saved or loaded. */
export const isChanged = (base: RecordDoc, current: RecordDoc) => !same(base, current)
