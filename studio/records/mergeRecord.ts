import type { RecordDoc } from './RecordConfig.ts'

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
const bookkeeping = new Set(['version', 'created_at', 'updated_at'])

/** Mine where I changed a field since my base, theirs everywhere else: neither side's separate edits are lost. */
export function mergeRecord(base: RecordDoc, mine: RecordDoc, theirs: RecordDoc): RecordDoc {
  const merged: RecordDoc = { ...theirs }
  for (const key of new Set([...Object.keys(mine), ...Object.keys(base)])) if (!bookkeeping.has(key) && !same(mine[key], base[key])) merged[key] = mine[key]
  return merged
}

/** What they changed since my base, one line a field, named by its label. */
export function recordChanges(base: RecordDoc, theirs: RecordDoc, labels: Record<string, string>): string[] {
  const lines: string[] = []
  for (const key of new Set([...Object.keys(base), ...Object.keys(theirs)]))
    if (!bookkeeping.has(key) && !same(base[key], theirs[key])) lines.push(`${labels[key] ?? key} changed`)
  return lines.length ? lines : ['no visible change (saved again)']
}

/** Whether the form differs from what was last saved or loaded. */
export const isChanged = (base: RecordDoc, current: RecordDoc) => !same(base, current)
