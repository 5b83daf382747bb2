import { definitionOf } from '../../catalogue/blocks/elementLabel.ts'
import type { AnyField } from '../../catalogue/fields/fieldKind.ts'
import type { Db } from '../db/openDatabase.ts'
import { getRecord } from '../entities/entityStore.ts'
import { media } from '../entities/registry.ts'
import type { NotLivePage } from './recordNotLive.ts'

/** Where on the page an image is used, in an editor's words (the build names fields by their stored names). */
function placeOf(component: string | undefined, field: string | undefined): string {
  if (field === 'seo.image') return 'chosen as its image for search and sharing'
  if (field === 'social card image') return 'shown when the page is shared'
  const definition = component ? definitionOf({ component }) : undefined
  if (!definition) return 'on the page'
  const label = field ? (definition.fields as Record<string, AnyField | undefined>)[field.replace(/^data\./, '')]?.meta.label : undefined
  return `in the block “${definition.name}”${label ? ` (${label})` : ''}`
}

/**
 * Why a page is not live, as the studio shows it: a media file the build could not read is named by its name in
 * the library and the block that shows it, with what to do; any other problem as the build worded it.
 */
export async function notLiveReason(db: Db, problem: NotLivePage): Promise<string> {
  const found = /image \/media\/([0-9a-f]{64})\.[a-z0-9]+: (.*)$/.exec(problem.message)
  if (!found) return problem.message
  const record = await getRecord(db, media, found[1]!)
  const name = record ? `The image “${record.doc.name}”` : 'An uploaded image'
  const what = /does not exist/.test(found[2]!) ? 'is missing from the server' : 'can no longer be read (the stored file is damaged)'
  return `${name} ${placeOf(problem.component, problem.field)} ${what}. Replace the file in Media, or choose another image, then publish the page again.`
}
