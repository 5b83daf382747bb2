import type { FieldChange, Release, ReleaseRecordChange } from '../../catalogue/model/entities/release.ts'
import type { Db } from '../db/openDatabase.ts'
import { getRecord } from '../entities/entityStore.ts'
import { recordFingerprint, recordKey, sinceApproval } from './releaseContent.ts'
import { releaseRecordConfigs } from './releaseItemRoutes.ts'

/** A field's name as editors read it: `percentOff` → "percent off", `site_id` → "site". */
export const fieldWords = (field: string) =>
  field
    .replace(/_id$/, '')
    .replace(/_ids$/, 's')
    .replace(/[_-]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()

/** A value in a few words: text without its markup, lists by their length, nothing as "(empty)". */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : `${value.length} item${value.length === 1 ? '' : 's'}`
  if (typeof value === 'object') return 'set'
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || '(empty)'
}

/** The fields two versions of a record differ in, in an editor's words. */
export function fieldChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].filter((k) => k !== 'id')
  return keys
    .filter((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => {
      const [was, now] = [valueWords(before?.[k]), valueWords(after[k])]
      // Two long texts that differ after their first words would read the same: say they changed.
      return { field: fieldWords(k), before: was, after: was === now ? 'changed' : now }
    })
}

/** Each record of a release against what is live now (records are live as saved), field by field. */
export async function recordChanges(db: Db, release: Release): Promise<ReleaseRecordChange[]> {
  const since = sinceApproval(release).items
  return Promise.all(
    release.records.map(async (item) => {
      const live = await getRecord<{ id: string }>(db, releaseRecordConfigs[item.kind], item.id)
      const fields = fieldChanges(live?.doc as Record<string, unknown> | undefined, item.doc)
      const key = recordKey(item)
      return {
        key,
        kind: item.kind,
        id: item.id,
        label: item.label,
        site_id: item.site_id,
        change: !live ? 'new' : fields.length ? 'changed' : 'same',
        fields: live ? fields : [],
        stale: (live?.version ?? null) !== item.base_version,
        reviewed: release.reviewed[key]?.fingerprint === recordFingerprint(item.doc),
        since_approval: since.get(key) ?? null,
      } satisfies ReleaseRecordChange
    }),
  )
}
