import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { Release, ReleaseRecordKind, releaseStatusLabels, type ReleaseRecord } from '../../catalogue/model/entities/release.ts'
import { Id } from '../../catalogue/model/ids.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayUseSite, type Actor } from '../auth/permissions.ts'
import type { Db } from '../db/openDatabase.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { checkAllSites, checkSite } from '../entities/entityRoutes.ts'
import { getRecord, newId, present, updateRecord, type Stored } from '../entities/entityStore.ts'
import { bookingCodeTriggers, factSheets, headTags, menus, posts, redirects, releases, specials } from '../entities/registry.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, readJson, requireIfMatch } from '../http/parseInput.ts'
import { SaveVersionBody } from '../pages/pageBodies.ts'
import { getPage, savePage } from '../pages/pageStore.ts'
import { validatePage } from '../pages/validatePage.ts'
import { checkElementPermissions } from '../pages/elementPermissions.ts'
import { markCurrentRelease } from './currentRelease.ts'
import { afterItemsChange, pageKey, recordFingerprint, recordKey, releaseItems, stamp } from './releaseContent.ts'

/** The entity behind each kind of record a release may hold. */
export const releaseRecordConfigs: Record<ReleaseRecordKind, EntityConfig> = {
  specials,
  menus,
  posts,
  'head-tags': headTags,
  redirects,
  'fact-sheets': factSheets,
  'booking-code-triggers': bookingCodeTriggers,
} as unknown as Record<ReleaseRecordKind, EntityConfig>

/** POST /api/releases/:id/pages: a chosen saved version, or what the editor has on screen saved as a version. */
export const AddPageBody = z.union([
  z.object({ page_id: Id, version_id: Id }).strict(),
  z.object({ page_id: Id, page_version: z.number().int().min(1), name: SaveVersionBody.shape.name, page: SaveVersionBody.shape.page }).strict(),
])

/** POST /api/releases/:id/records: a record as it is to go live (`id` of a stored record, or none for a new one). */
export const AddRecordBody = z.object({ kind: ReleaseRecordKind, id: Id.optional(), doc: z.record(z.string(), z.unknown()) }).strict()

/** POST /api/releases/:id/review-item: mark one item reviewed (or not) at the content it holds now. */
export const ReviewItemBody = z.object({ key: z.string().max(200), reviewed: z.boolean() }).strict()

const labelOf = (doc: Record<string, unknown>) => String(doc.title ?? doc.name ?? doc.code ?? doc.from ?? doc.slug ?? doc.id).slice(0, 300)

/**
 * Changing what a release holds, one item at a time, every check made before anything is stored (content-api/
 * README.md, "Releases"): a page's version or a record's content, taking an item out, and marking items reviewed.
 * Each change that touches what the release holds takes an approved release back to review.
 */
export function releaseItemRoutes(db: Db): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  async function load(c: Context<ApiEnv>, actor: Actor, change: boolean): Promise<Stored<Release>> {
    const id = c.req.param('id')!
    const stored = await getRecord<Release>(db, releases, id)
    if (!stored || !mayUseSite(actor, stored.doc.site_id)) throw new ApiError(404, `No release with id '${id}'`)
    if (change) {
      if (stored.doc.site_id === null) checkAllSites(actor, 'release')
      if (stored.doc.status === 'published' || stored.doc.status === 'cancelled')
        throw new ApiError(409, `The release '${stored.doc.name}' is ${releaseStatusLabels[stored.doc.status].toLowerCase()}; ${stored.doc.status === 'published' ? 'make a new release for further changes' : 'reopen it first'}`)
    }
    return stored
  }

  /** Writes the release changed by `change`; on a concurrent change to it, reads it again and applies the change once more. */
  async function write(c: Context<ApiEnv>, actor: Actor, expected: number, change: (r: Release) => Release, touched: string[] = []) {
    let stored = await load(c, actor, true)
    if (stored.version !== expected) throw new ApiError(412, `This release was changed by someone else (it is now at version ${stored.version}); reload it and apply your change again`, { current: present(stored) })
    for (let attempt = 0; ; attempt++) {
      const next = Release.parse(afterItemsChange(stored.doc, change(stored.doc), actor))
      try {
        const saved = await updateRecord<Release>(db, releases, stored.doc.id, stored.version, next)
        await markCurrentRelease(db, touched)
        c.header('ETag', etag(saved.version))
        return present(saved)
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 412 || attempt >= 2) throw error
        stored = await load(c, actor, true)
      }
    }
  }

  /** The page and its site, refused (before anything is stored) when it may not be in this release. */
  async function pageFor(actor: Actor, release: Release, pageId: string) {
    const page = await getPage(db, pageId)
    if (!page || !mayUseSite(actor, page.site_id)) throw new ApiError(404, `No page with id '${pageId}'`)
    if (release.site_id && page.site_id !== release.site_id)
      throw new ApiError(409, `Page ${page.page.path} is on site '${page.site_id}'; the release '${release.name}' is for site '${release.site_id}' only. Nothing was saved: make a release for that site, or ask an admin`)
    return page
  }

  routes.post('/:id/pages', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    // Who may change this release is settled before its body is read.
    const stored = await load(c, actor, true)
    const body = await readJson(c, AddPageBody)
    const page = await pageFor(actor, stored.doc, body.page_id)
    let versionId: string
    let pageVersion: number | undefined
    if ('version_id' in body) {
      const found = await db.kysely.selectFrom('page_versions').select('id').where('id', '=', body.version_id).where('page_id', '=', body.page_id).executeTakeFirst()
      if (!found) throw new ApiError(400, `The body is not valid: version_id: no version '${body.version_id}' of page ${page.page.path}`, { issues: [{ path: 'version_id', message: 'no such version of the page' }] })
      versionId = body.version_id
    } else {
      if (stored.version !== expected) throw new ApiError(412, `This release was changed by someone else (it is now at version ${stored.version}); reload it and apply your change again`, { current: present(stored) })
      // The same checks as saving the page; only then is the version stored.
      const { version: _v, published_version_id: _p, source_page_id: _s, created_at: _c, updated_at: _u, ...rest } = body.page
      if (rest.id !== page.page.id) throw new ApiError(400, `The body is not valid: page.id: must be '${page.page.id}'`, { issues: [{ path: 'page.id', message: `must be '${page.page.id}'` }] })
      const checked = validatePage({ ...rest, site_id: page.site_id })
      checkElementPermissions(actor, page.page, checked)
      const saved = await savePage(db, page.page.id, body.page_version, { ...checked, current_release: page.page.current_release, review: page.page.review }, 'saved', { name: body.name, author: actor.email })
      versionId = saved.versionId!
      pageVersion = saved.version
    }
    const release = await write(c, actor, expected, (r) => ({ ...r, pageVersions: [...r.pageVersions.filter((i) => i.page_id !== body.page_id), { page_id: body.page_id, version_id: versionId }] }), [body.page_id])
    // The page's own version after saving what was sent, so the editor's copy stays current.
    return c.json({ release, version_id: versionId, ...(pageVersion !== undefined ? { page_version: pageVersion } : {}) })
  })

  routes.post('/:id/records', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor, true)
    const { kind, id, doc: body } = await readJson(c, AddRecordBody)
    const config = releaseRecordConfigs[kind]
    const existing = id ? await getRecord<{ id: string; site_id?: string | null }>(db, config, id) : undefined
    if (id && existing && !mayUseSite(actor, existing.doc.site_id)) throw new ApiError(404, `No ${config.label} with id '${id}'`)
    // A new record the release holds (not stored until published) is added again by its id.
    const held = id ? stored.doc.records.find((r) => r.kind === kind && r.id === id) : undefined
    if (id && !existing && !held) throw new ApiError(404, `No ${config.label} with id '${id}'`)
    // The body as a save would take it: its schema, then the entity's own cleaning (sanitising, allowlists).
    const { id: _i, version: _v, created_at: _c, updated_at: _u, ...fields } = body
    const parsed = (existing ? config.updateBody : config.createBody).safeParse(fields)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: ['doc', ...i.path].join('.'), message: i.message }))
      throw new ApiError(400, `The body is not valid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { issues })
    }
    const recordId = id ?? newId()
    const input = { ...(parsed.data as Record<string, unknown>), id: recordId }
    const prepared = config.prepare ? (await config.prepare(input, { db, actor, existing: existing?.doc })).doc : input
    const doc = config.schema.parse(prepared) as { id: string; site_id?: string | null }
    const siteId = config.site === 'none' ? null : (doc.site_id ?? null)
    if (config.site !== 'none') {
      if (existing && (existing.doc.site_id ?? null) === null) checkAllSites(actor, config.label)
      await checkSite(db, actor, siteId, config.label)
    }
    if (stored.doc.site_id && siteId !== stored.doc.site_id)
      throw new ApiError(409, `This ${config.label} is for ${siteId ? `site '${siteId}'` : 'every site'}; the release '${stored.doc.name}' is for site '${stored.doc.site_id}' only. Nothing was saved`)
    const item: ReleaseRecord = { kind, id: recordId, label: labelOf(doc), site_id: siteId, base_version: existing?.version ?? null, doc }
    return c.json(await write(c, actor, expected, (r) => ({ ...r, records: [...r.records.filter((x) => recordKey(x) !== recordKey(item)), item] })))
  })

  /** Takes an item out: `page:<page id>` or `<kind>:<record id>`. */
  routes.delete('/:id/items/:key', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const key = c.req.param('key')
    const stored = await load(c, actor, true)
    if (!releaseItems(stored.doc).has(key)) throw new ApiError(404, `The release '${stored.doc.name}' holds no item '${key}'`)
    const pageId = key.startsWith('page:') ? key.slice(5) : undefined
    const saved = await write(
      c,
      actor,
      expected,
      (r) => ({ ...r, pageVersions: r.pageVersions.filter((i) => pageKey(i.page_id) !== key), records: r.records.filter((x) => recordKey(x) !== key) }),
      pageId ? [pageId] : [],
    )
    return c.json(saved)
  })

  routes.post('/:id/review-item', async (c) => {
    const actor = requireCan(c, 'pages:review')
    const expected = requireIfMatch(c)
    const { key, reviewed } = await readJson(c, ReviewItemBody)
    const stored = await load(c, actor, false)
    if (stored.doc.status === 'published' || stored.doc.status === 'cancelled') throw new ApiError(409, `The release '${stored.doc.name}' is ${releaseStatusLabels[stored.doc.status].toLowerCase()}`)
    const item = releaseItems(stored.doc).get(key)
    if (!item) throw new ApiError(404, `The release '${stored.doc.name}' holds no item '${key}'`)
    const marks = { ...stored.doc.reviewed }
    if (reviewed) marks[key] = { ...stamp(actor), fingerprint: item.fingerprint }
    else delete marks[key]
    // Taking a mark back from an approved release puts it back to review: its approval no longer stands for everything.
    const status = !reviewed && stored.doc.status === 'approved' ? 'in_review' : stored.doc.status
    const saved = await updateRecord<Release>(db, releases, stored.doc.id, expected, { ...stored.doc, reviewed: marks, status })
    c.header('ETag', etag(saved.version))
    return c.json(present(saved))
  })
  return routes
}

export { recordFingerprint }
