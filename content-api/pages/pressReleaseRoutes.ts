import { Hono } from 'hono'
import { z } from 'zod'
import { mayHoldPressRelease, pressReleasesOf, publishedPressReleases } from '../../catalogue/blocks/press/press-release-list/publishedPressReleases.ts'
import { loadPage } from '../../catalogue/model/migrations/loadPage.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readQuery } from '../http/parseInput.ts'

export const PressReleaseQuery = z
  .object({
    site: z.string().min(1, 'must not be empty').max(100),
    locale: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, "must be a locale such as 'en' or 'es-MX'"),
  })
  .strict()

/**
 * GET /api/press-releases?site=&locale=: what a press release list shows, as the build gives it (the site's
 * published release pages in that language, newest first), for the studio's live preview.
 */
export function pressReleaseRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/', async (c) => {
    const actor = requireCan(c, 'content:read')
    const { site, locale } = readQuery(c, PressReleaseQuery)
    if (!mayUseSite(actor, site)) throw new ApiError(404, `No site with id '${site}'`)
    // The database picks the candidates by their text; only those are parsed.
    const rows = await db.kysely
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .select(['page_versions.document', 'page_versions.schema_version'])
      .where('pages.site_id', '=', site)
      .where('page_versions.document', 'like', '%"PressReleaseDetail"%')
      .execute()
    const pages = rows.filter((r) => mayHoldPressRelease(r.document)).map((r) => ({ ...loadPage(JSON.parse(r.document), Number(r.schema_version)), site_id: site }))
    return c.json(pressReleasesOf(publishedPressReleases(pages), site, locale))
  })
  return routes
}
