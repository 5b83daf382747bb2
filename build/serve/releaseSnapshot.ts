import type { Release, ReleaseRecordKind } from '../../catalogue/model/entities/release.ts'
import { PublishedSnapshot } from '../../catalogue/model/snapshot.ts'

/** Where each kind of record a release may hold sits in the published snapshot. */
const snapshotKeys = {
  specials: 'specials',
  menus: 'menus',
  posts: 'posts',
  'head-tags': 'headTags',
  redirects: 'redirects',
  'fact-sheets': 'factSheets',
  'booking-code-triggers': 'bookingCodeTriggers',
} as const satisfies Record<ReleaseRecordKind, keyof PublishedSnapshot>

/**
 * The live content as it will be once the release is published: each record the release holds in place of the
 * stored one (or added), parsed as a build parses it. The same snapshot for the preview and its checks, so what is
 * previewed is what the build will make of the release.
 */
export function withReleaseRecords(snapshot: PublishedSnapshot, records: Release['records']): PublishedSnapshot {
  if (!records.length) return snapshot
  const changed: Partial<Record<(typeof snapshotKeys)[ReleaseRecordKind], { id: string }[]>> = {}
  for (const record of records) {
    const key = snapshotKeys[record.kind]
    const list = (changed[key] ??= [...(snapshot[key] as { id: string }[])])
    const at = list.findIndex((r) => r.id === record.id)
    if (at >= 0) list[at] = record.doc as { id: string }
    else list.push(record.doc as { id: string })
  }
  const mask = Object.fromEntries(Object.keys(changed).map((k) => [k, true as const]))
  return { ...snapshot, ...PublishedSnapshot.pick(mask as never).parse(changed) }
}
