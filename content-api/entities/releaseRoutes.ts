import { Hono, type Context } from 'hono'
import { releaseMoves, releaseStatusLabels, ReleaseStatusBody, type Release, type ReleaseChanges, type ReleaseDiff } from '../../catalogue/model/entities/release.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite, type Actor } from '../auth/permissions.ts'
import type { BuildQueue, JobError } from '../builds/buildQueue.ts'
import type { Db } from '../db/openDatabase.ts'
import { requireChangeSite } from '../auth/siteAccess.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readJson, requireIfMatch } from '../http/parseInput.ts'
import { getRecord, present, updateRecord } from './entityStore.ts'
import { releases, rotateSecret } from './registry.ts'
import { markCurrentRelease } from '../releases/currentRelease.ts'
import { publishRelease, revertRelease } from '../releases/publishRelease.ts'
import { releaseChanges, releaseImpact } from '../releases/releaseChanges.ts'
import { matchesApproval, releaseItems, sinceApproval, stamp, unreviewed } from '../releases/releaseContent.ts'
import { recordChanges } from '../releases/recordChanges.ts'
import { readPublishChecks } from '../settings/publishChecks.ts'

/** What the server adds to releases beside the database: it knows the build, the renderer and a browser. */
export interface ReleaseServices {
  /** Renders each page of the release as the build would: the first content error (page, element, field), or none. */
  check?: (release: Release) => Promise<JobError | undefined>
  /** The live build's page index: each site's page paths. */
  liveIndex?: () => Promise<{ buildId: string | null; sites: Record<string, readonly string[]> }>
  /** Visual diffs of a release against live, run on request and kept. */
  diff?: {
    run(release: Release): Promise<ReleaseDiff>
    read(releaseId: string): Promise<ReleaseDiff | undefined>
    file(releaseId: string, name: string): Promise<Uint8Array | undefined>
  }
}

/**
 * Release actions beside the entity's own create/read/update/delete (content-api/README.md, "Releases"):
 * rotate the preview secret, move the status, list the changes against live, show the impact, publish, and the
 * visual diff.
 */
export function releaseRoutes(db: Db, queue: BuildQueue, services: ReleaseServices = {}): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  async function load(c: Context<ApiEnv>, actor: Actor, change: boolean) {
    const id = c.req.param('id')!
    const stored = await getRecord<Release>(db, releases, id)
    if (!stored || !mayUseSite(actor, stored.doc.site_id)) throw new ApiError(404, `No release with id '${id}'`)
    // A release for every site is visible to all but changed only by those with every site.
    if (change) requireChangeSite(actor, stored.doc.site_id, 'release')
    return stored
  }

  routes.post('/:id/rotate-secret', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor, true)
    const saved = await updateRecord<Release>(db, releases, stored.doc.id, expected, rotateSecret(stored.doc))
    c.header('ETag', etag(saved.version))
    return c.json(present(saved))
  })

  /** Send for review, back to draft or cancel (editors); approve (reviewers and editors). */
  routes.post('/:id/status', async (c) => {
    const { status } = await readJson(c, ReleaseStatusBody)
    const actor = requireCan(c, status === 'approved' ? 'pages:review' : 'content:write')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor, status !== 'approved')
    const from = stored.doc.status
    if (!releaseMoves[from].includes(status))
      throw new ApiError(409, `The release '${stored.doc.name}' is ${releaseStatusLabels[from].toLowerCase()}; it cannot become ${releaseStatusLabels[status].toLowerCase()}${status === 'published' ? ' except by publishing it' : ''}`)
    let next: Release = { ...stored.doc, status }
    if (status === 'approved') {
      // Approval is of content: everything it holds, each item reviewed at what it holds now, by someone who did not put it there.
      if (releaseItems(stored.doc).size === 0) throw new ApiError(409, `The release '${stored.doc.name}' holds nothing to approve yet`)
      const missing = unreviewed(stored.doc)
      if (missing.length)
        throw new ApiError(409, `Every item is reviewed before the release is approved; not yet reviewed: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`, { unreviewed: missing })
      if (actor.role !== 'admin' && stored.doc.authors.includes(actor.id) && !(await readPublishChecks(db)).editorsApproveOwnReleases)
        throw new ApiError(403, `You changed what the release '${stored.doc.name}' holds, so someone else approves it: a reviewer, another editor or an admin (an admin can let editors approve their own releases under Publishing checks)`)
      next = { ...next, approval: { ...stamp(actor), items: Object.fromEntries(releaseItems(stored.doc)) } }
    }
    const saved = await updateRecord<Release>(db, releases, stored.doc.id, expected, next)
    await markCurrentRelease(
      db,
      stored.doc.pageVersions.map((i) => i.page_id),
    )
    c.header('ETag', etag(saved.version))
    return c.json(present(saved))
  })

  routes.get('/:id/changes', async (c) => {
    const actor = requireCan(c, 'content:read')
    const stored = await load(c, actor, false)
    const items = await releaseChanges(db, stored.doc)
    const records = await recordChanges(db, stored.doc)
    const answer: ReleaseChanges = { items, records, removed_since_approval: sinceApproval(stored.doc).removed, total: items.length, limit: items.length, offset: 0 }
    return c.json(answer)
  })

  routes.get('/:id/impact', async (c) => {
    const actor = requireCan(c, 'content:read')
    const stored = await load(c, actor, false)
    const index = (await services.liveIndex?.()) ?? { buildId: null, sites: {} }
    return c.json(releaseImpact(await releaseChanges(db, stored.doc), index))
  })

  /** All pages of the release go live in one build; nothing changes when a page cannot be made. */
  routes.post('/:id/publish', async (c) => {
    const actor = requireCan(c, 'pages:publish')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor, true)
    if (stored.doc.status !== 'approved')
      throw new ApiError(409, `The release '${stored.doc.name}' is ${releaseStatusLabels[stored.doc.status].toLowerCase()}; a release is published once it is approved`)
    if (!releaseItems(stored.doc).size) throw new ApiError(409, `The release '${stored.doc.name}' holds nothing to publish`)
    // The invariant: what goes live is what was approved, item for item.
    if (!matchesApproval(stored.doc)) throw new ApiError(409, `The release '${stored.doc.name}' changed since it was approved; it needs a new approval before it is published`)
    const failure = await services.check?.(stored.doc)
    if (failure) {
      const where = [failure.page && `page ${failure.page}`, failure.element && `element ${failure.element}`, failure.field && `field ${failure.field}`].filter(Boolean).join(', ')
      throw new ApiError(409, `The release was not published, nothing changed: ${where ? `${where}: ` : ''}${failure.message}`, { failure })
    }
    const { saved, previous } = await publishRelease(db, stored, expected, stamp(actor))
    const job = await queue.enqueue()
    // A failed build changed nothing live: the release and its pages go back to how they were.
    const stop = queue.onEvent((event) => {
      if (event.job.id !== job.id || event.event === 'build.started') return
      stop()
      if (event.event === 'build.failed')
        revertRelease(db, saved, previous).catch((error: unknown) => console.error(`voix: could not take back the release '${saved.doc.name}': ${error instanceof Error ? error.message : String(error)}`))
    })
    c.header('ETag', etag(saved.version))
    return c.json({ release: present(saved), job: { id: job.id, status: job.status } }, 202)
  })

  routes.post('/:id/diff', async (c) => {
    const actor = requireCan(c, 'pages:review')
    const stored = await load(c, actor, false)
    if (!services.diff) throw new ApiError(409, 'Visual diffs need the server that renders the site; this one has none')
    return c.json(await services.diff.run(stored.doc))
  })

  routes.get('/:id/diff', async (c) => {
    const actor = requireCan(c, 'content:read')
    const stored = await load(c, actor, false)
    const found = await services.diff?.read(stored.doc.id)
    if (!found) throw new ApiError(404, `The release '${stored.doc.name}' has no visual diff yet`)
    return c.json(found)
  })

  routes.get('/:id/diff/:file', async (c) => {
    const actor = requireCan(c, 'content:read')
    const stored = await load(c, actor, false)
    const name = c.req.param('file')
    if (!/^[a-z0-9-]+\.png$/.test(name)) throw new ApiError(400, `No diff image '${name}'`)
    const bytes = await services.diff?.file(stored.doc.id, name)
    if (!bytes) throw new ApiError(404, `No diff image '${name}'`)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=60' })
  })
  return routes
}
