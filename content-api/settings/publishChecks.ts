import { PublishChecksSettings } from '../../catalogue/model/pageProblems.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readSetting, storeSetting } from './jsonSetting.ts'

const key = 'publish-checks'

/**
 * The admin's pre-publish check settings and their version (0 before the first save: the defaults). A stored value
 * that no longer parses falls back to the defaults rather than failing every publish.
 */
export function readPublishChecks(db: Db): Promise<PublishChecksSettings & { version: number }> {
  return readSetting(db, key, PublishChecksSettings, PublishChecksSettings.parse({}))
}

/** Write when the stored version is still `expected` (0: none stored yet); 412 with the current settings otherwise. */
export async function writePublishChecks(db: Db, value: PublishChecksSettings, expected: number): Promise<number> {
  if (await storeSetting(db, key, value, expected)) return expected + 1
  const current = await readPublishChecks(db)
  throw new ApiError(412, `The publish checks were changed by someone else (they are now at version ${current.version}); reload them and apply your change again`, { current })
}
