import type { Kysely } from 'kysely'
import { existsSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '../../catalogue/model/page.ts'
import { mediaKey, type Storage } from '../../catalogue/model/storage.ts'
import { fillFromStorage } from '../../catalogue/storage/fillFromStorage.ts'
import { mediaUrlPattern } from '../../catalogue/model/entities/media.ts'
import { htmlFacts } from '../../build/checks/htmlFacts.ts'
import { fileIn, imageBytesIn, siteAnswers } from '../../build/checks/buildChecks.ts'
import { pageProblems } from '../../build/checks/pageProblems.ts'
import { treeLabels } from '../../build/checks/treeLabels.ts'
import { imagePlace } from '../../build/checks/imagePlace.ts'
import { outputPaths } from '../../build/outputPaths.ts'
import { toPayload } from '../../build/toPayload.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'
import { readPublishedSource } from '../../content-api/builds/publishedSource.ts'
import type { CheckPage } from '../../content-api/pages/pageChecker.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'

/**
 * The pre-publish checks of one page before it is published: rendered with the site's own renderer from the
 * published records (as the next build would render it), its links checked against what the live build answers.
 */
export function createPageChecker({ db, outRoot, mediaDir, render, storage }: { db: Db; outRoot: string; mediaDir?: string; render: (url: string, payload: PagePayload) => Promise<string | undefined>; storage?: Storage }): CheckPage {
  return async (page: Page & { site_id: string }, { imageBudgetKb }) => {
    const { meta } = await readPublishedSource(db)
    const site = meta.sites.find((s) => s.id === page.site_id)
    if (!site) throw new Error(`page ${page.path} is of site '${page.site_id}', which is not published`)
    const payload = toPayload(page, site, meta.menus, 'check', { meta, today: new Date().toISOString().slice(0, 10) })
    const html = (await render(page.path, payload)) ?? ''
    const live = outputPaths(outRoot).live
    const siteDir = existsSync(live) ? join(realpathSync(live), 'sites', site.slug) : undefined
    const known = siteDir && existsSync(join(siteDir, 'routes.json')) ? siteAnswers(siteDir, fileIn(imageBytesIn(outRoot, mediaDir), mediaDir)).answers : () => false
    const labels = treeLabels(payload.tree.nodes)
    const facts = htmlFacts(html)
    // Uploads made through another instance are weighed too: the image check reads sizes from this instance's copy.
    if (storage && mediaDir)
      await Promise.all(
        facts.images.flatMap(({ src }) => {
          const match = mediaUrlPattern.exec(src)
          const name = match && `${match[1]}.${match[2]}`
          return name ? [fillFromStorage(storage, mediaKey(name), join(mediaDir, name)).catch(() => false)] : []
        }),
      )
    // Uploads are stored by the hash of their bytes: the problems name them as they were uploaded.
    const hashes = facts.images.flatMap(({ src }) => mediaUrlPattern.exec(src)?.[1] ?? [])
    // The entity tables are typed by name only where they are declared (content-api/entities): read as id and document.
    const records = db.kysely as unknown as Kysely<Record<'media', { id: string; document: string }>>
    const uploaded = hashes.length ? await records.selectFrom('media').select(['id', 'document']).where('id', 'in', [...new Set(hashes)]).execute() : []
    const names = new Map(uploaded.map((r) => [r.id, (JSON.parse(r.document) as { name?: string }).name]))
    return pageProblems(facts, {
      fileName: (src) => names.get(mediaUrlPattern.exec(src)?.[1] ?? '') || undefined,
      // The page itself answers once published, whatever the live build holds.
      answers: (path) => path === page.path || known(path),
      imageBytes: imageBytesIn(outRoot, mediaDir),
      imageBudget: imageBudgetKb * 1024,
      label: (id) => labels.get(id),
      imagePlace: (element, src) => imagePlace(payload.tree.nodes, element, src),
    })
  }
}
