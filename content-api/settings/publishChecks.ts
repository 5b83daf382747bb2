import { PublishChecksSettings } from '../../catalogue/model/pageProblems.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { now } from '../http/clock.ts'

const key = 'publish-checks'

/** The admin's pre-publish check settings and their version (0 before the first save: the defaults). */
export async function readPublishChecks(db: Db): Promise<PublishChecksSettings & { version: number }> {
  const row = await db.kysely.selectFrom('settings').select(['document', 'version']).where('id', '=', key).executeTakeFirst()
  if (!row) return { ...PublishChecksSettings.parse({}), version: 0 }
  // A stored value that no longer parses falls back to the defaults rather than failing every publish.
  const parsed = PublishChecksSettings.safeParse(JSON.parse(row.document))
  return { ...(parsed.success ? parsed.data : PublishChecksSettings.parse({})), version: Number(row.version) }
}

/** Write when the stored version is still `expected` (0: none stored yet); 412 with the current settings otherwise. */
export async function writePublishChecks(db: Db, value: PublishChecksSettings, expected: number): Promise<number> {
  const document = JSON.stringify(value)
  const at = now()
  const written =
    expected === 0
      ? ((await db.kysely.insertInto('settings').values({ id: key, document, version: 1, updated_at: at }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows ?? 0n)
      : (await db.kysely.updateTable('settings').set({ document, version: expected + 1, updated_at: at }).where('id', '=', key).where('version', '=', expected).executeTakeFirst()).numUpdatedRows
  if (written === 0n) {
    const current = await readPublishChecks(db)
    throw new ApiError(412, `The publish checks were changed by someone else (they are now at version ${current.version}); reload them and apply your change again`, { current })
  }
  return expected + 1
}
