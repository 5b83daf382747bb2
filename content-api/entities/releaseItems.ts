import type { Release } from '../../catalogue/model/entities/release.ts'
import { mayUseSite, type Actor } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'

/**
 * A release may carry only versions of pages the actor may edit: each item's version must exist and belong to
 * its page, the page's site must be one of the actor's, and a release for one site carries that site's pages.
 */
export async function checkReleaseItems(db: Db, actor: Actor, release: Release): Promise<void> {
  if (release.site_id) {
    const other = release.records.find((r) => r.site_id !== release.site_id)
    if (other)
      throw new ApiError(400, `The body is not valid: site_id: the release holds “${other.label}”, which is for ${other.site_id ? `site '${other.site_id}'` : 'every site'}`, {
        issues: [{ path: 'site_id', message: `holds a record for ${other.site_id ?? 'every site'}` }],
      })
  }
  if (release.pageVersions.length === 0) return
  const ids = [...new Set(release.pageVersions.map((item) => item.version_id))]
  const rows = await db.kysely
    .selectFrom('page_versions')
    .innerJoin('pages', 'pages.id', 'page_versions.page_id')
    .select(['page_versions.id', 'page_versions.page_id', 'pages.site_id', 'pages.path'])
    .where('page_versions.id', 'in', ids)
    .execute()
  const found = new Map(rows.map((row) => [row.id, row]))
  const issues: { path: string; message: string }[] = []
  let forbidden: string | undefined
  release.pageVersions.forEach(({ page_id, version_id }, i) => {
    const row = found.get(version_id)
    if (!row || row.page_id !== page_id) return issues.push({ path: `pageVersions.${i}.version_id`, message: `no version '${version_id}' of page '${page_id}'` })
    if (!mayUseSite(actor, row.site_id)) forbidden ??= `You may not put page ${row.path} of site '${row.site_id}' in a release (pageVersions.${i})`
    else if (release.site_id && row.site_id !== release.site_id)
      issues.push({ path: `pageVersions.${i}.page_id`, message: `page ${row.path} is on site '${row.site_id}', not on the release's site '${release.site_id}'` })
  })
  if (issues.length) throw new ApiError(400, `The body is not valid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { issues })
  if (forbidden) throw new ApiError(403, forbidden)
}

/**
 * A release's status moves only through POST /releases/:id/status (who may set which is checked there) and to
 * published only by publishing it; a published release is kept as it went live.
 */
export function checkReleaseEdit(existing: Release | undefined, doc: Release): void {
  if (existing?.status === 'published') throw new ApiError(409, `The release '${existing.name}' is published; make a new release for further changes`)
  const status = existing?.status ?? 'draft'
  if (doc.status !== status)
    throw new ApiError(400, `The body is not valid: status: change the status with "Send for review", "Approve" or "Cancel" (POST /api/releases/{id}/status), not by saving the release`, {
      issues: [{ path: 'status', message: 'is changed through the status action' }],
    })
}
