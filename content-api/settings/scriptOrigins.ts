import { ScriptOrigins } from '../../catalogue/model/entities/headTagRule.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { storeSetting } from './jsonSetting.ts'

const key = 'script-origins'

/** The admin's list of origins head-tag scripts may come from, and its version (0 before the first save). */
export async function readScriptOrigins(db: Db): Promise<ScriptOrigins & { version: number }> {
  const row = await db.kysely.selectFrom('settings').select(['document', 'version']).where('id', '=', key).executeTakeFirst()
  if (!row) return { origins: [], version: 0 }
  // Parsed leniently: a stored origin that no longer passes is dropped here rather than failing every read and build.
  const raw = JSON.parse(row.document) as { origins?: unknown }
  const origins = Array.isArray(raw.origins) ? raw.origins.filter((o): o is string => ScriptOrigins.shape.origins.element.safeParse(o).success) : []
  return { origins, version: Number(row.version) }
}

/** Write when the stored version is still `expected` (0: none stored yet); 412 with the current list otherwise. */
export async function writeScriptOrigins(db: Db, value: ScriptOrigins, expected: number): Promise<number> {
  if (await storeSetting(db, key, value, expected)) return expected + 1
  const current = await readScriptOrigins(db)
  throw new ApiError(412, `The script origins were changed by someone else (they are now at version ${current.version}); reload them and apply your change again`, { current })
}
