import { ReleaseRecordKind } from '../../catalogue/model/entities/release.ts'
import { recordConfigs } from '../records/recordConfigs.ts'

/** Whether records of this API name may be in a release. */
export const isReleaseRecordKind = (api: string): api is ReleaseRecordKind => ReleaseRecordKind.safeParse(api).success

/** The studio path of a record's form (under /voix), or of its list when it is new (not stored until published). */
export function recordEditPath(kind: ReleaseRecordKind, id: string): string {
  const config = recordConfigs.find((c) => c.api === kind)
  if (!config) return '/releases'
  return config.editPath === 'id' ? `${config.path}/${encodeURIComponent(id)}` : `${config.path}/edit/${encodeURIComponent(id)}`
}
