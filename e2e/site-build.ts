import { resolve } from 'node:path'
import { buildSite } from '../build/buildSite.ts'
import type { PageInput } from '../catalogue/model/page.ts'
import { Page } from '../catalogue/model/page.ts'
import { openDatabase } from '../content-api/db/openDatabase.ts'
import { readPublishedSnapshot } from '../content-api/store/readPublishedSnapshot.ts'
import { e2eServer } from './e2eServer.ts'

/** Where the end-to-end server keeps its data (as playwright.config.ts sets it). */
export const e2eDataDir = e2eServer().dataDir

/**
 * Builds the published content of the running end-to-end server again, plus `extraPages`, and makes it live:
 * a real new build landing under whatever tabs the test has open.
 */
export async function buildAgain(extraPages: (PageInput & { site_id: string })[] = []) {
  const db = await openDatabase({ sqliteFile: resolve(e2eDataDir, 'voix.sqlite') })
  let snapshot
  try {
    snapshot = await readPublishedSnapshot(db)
  } finally {
    await db.close()
  }
  snapshot.pages.push(...extraPages.map((p) => ({ ...Page.parse(p), site_id: p.site_id })))
  return buildSite({ snapshot, outRoot: resolve(e2eDataDir, 'site'), bundleDir: resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle', 'site'), mediaDir: resolve(e2eDataDir, 'media'), workers: 1,
    // The public origin the server builds with (SITE_ORIGIN's default on its port), so canonical links stay the same.
    siteOrigin: `http://{host}:${e2eServer().port}` })
}
