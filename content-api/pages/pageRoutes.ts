import { isDeepStrictEqual } from 'node:util'
import { Hono, type Context } from 'hono'
import { withNewIds } from '../../catalogue/model/operations/duplicateElement.ts'
import { newId } from '../../catalogue/model/ids.ts'
import { Page } from '../../catalogue/model/page.ts'
import { publicElements } from '../../catalogue/model/gatedContent.ts'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import { mayReadGated, mayUseSite, type Actor } from '../auth/permissions.ts'
import type { BuildQueue } from '../builds/buildQueue.ts'
import type { Db } from '../db/openDatabase.ts'
import { requireSiteLocale } from '../collections/siteLocales.ts'
import { checkSite } from '../entities/entityRoutes.ts'
import { ApiError } from '../http/ApiError.ts'
import { etag, matchesIfNoneMatch, readJson, readQuery, requireIfMatch, siteScope } from '../http/parseInput.ts'
import { checkElementPermissions } from './elementPermissions.ts'
import { CopyBody, CreatePageBody, PageBody, PageListQuery, PublishBody, ReviewBody, SaveVersionBody, TranslateBody } from './pageBodies.ts'
import { createPage, deletePage, markTranslationCurrent, getPage, getPageJson, getVersion, listPageAuthors, listPages, listVersions, presentPage, savePage, unpublishPage, type SaveKind, type StoredPage } from './pageStore.ts'
import { readPublishChecks } from '../settings/publishChecks.ts'
import { linkTargetProblems } from '../links/linkTargetProblems.ts'
import { blockingProblemsRefusal, brokenLinksRefusal, type CheckPage } from './pageChecker.ts'
import { blockingChecks } from '../../catalogue/model/pageProblems.ts'
import { validatePage } from './validatePage.ts'
import { checkPageSections, pageSectionProblem, sectionProblemOf } from '../sections/sectionRules.ts'
import { withSessionAuthors } from './reviewAuthors.ts'

/** Whether a page as it would be stored is the stored one (key order and absent keys aside). */
const samePage = (a: Page, b: Page) => isDeepStrictEqual(JSON.parse(JSON.stringify({ ...a, site_id: undefined })), JSON.parse(JSON.stringify({ ...b, site_id: undefined })))

/** Pages, their versions, saving and publishing (content-api/README.md, "Pages and publishing"). */
export function pageRoutes(db: Db, queue: BuildQueue, checkPage?: CheckPage): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()

  async function load(c: Context<ApiEnv>, actor: Actor | null): Promise<StoredPage> {
    const id = c.req.param('id')!
    const stored = await getPage(db, id)
    const scope = siteScope(c)
    if (!stored || (scope && stored.site_id !== scope) || (actor && !mayUseSite(actor, stored.site_id))) throw new ApiError(404, `No page with id '${id}'`)
    return stored
  }

  /** The page to store: same id and site as stored, checked against the block definitions, element permissions kept. */
  function prepare(actor: Actor, stored: StoredPage, body: typeof PageBody._output): Page {
    const { version: _v, published_version_id: _p, source_page_id: _s, created_at: _c, updated_at: _u, ...rest } = body
    if (rest.id !== stored.page.id) throw new ApiError(400, `The body is not valid: id: must be '${stored.page.id}', the id in the URL`, { issues: [{ path: 'id', message: `must be '${stored.page.id}'` }] })
    if (rest.site_id !== undefined && rest.site_id !== stored.site_id)
      throw new ApiError(400, `The body is not valid: site_id: a page cannot move to another site (copy it instead)`, { issues: [{ path: 'site_id', message: 'cannot change; copy the page instead' }] })
    // The body was parsed as a Page already (PageBody extends it); no second parse.
    const page = validatePage({ ...rest, site_id: stored.site_id })
    checkElementPermissions(actor, stored.page, page)
    // The release mark is the API's (releases/currentRelease.ts): a save keeps the stored one.
    return { ...page, current_release: stored.page.current_release, review: withSessionAuthors(stored.page.review, page.review, actor) }
  }

  async function save(c: Context<ApiEnv>, actor: Actor, body: typeof PageBody._output, kind: SaveKind, name?: string) {
    const expected = requireIfMatch(c)
    const stored = await load(c, actor)
    const page = prepare(actor, stored, body)
    await checkPageSections(db, stored.site_id, page.elements)
    const result = await savePage(db, stored.page.id, expected, page, kind, { name, author: actor.email })
    c.header('ETag', etag(result.version))
    return result
  }

  routes.get('/', async (c) => {
    const actor = requireCan(c, 'content:read')
    const query = readQuery(c, PageListQuery)
    const scope = siteScope(c)
    return c.json(await listPages(db, { ...query, site_id: query.site_id ?? scope, sites: actor.sites.length ? actor.sites : undefined }))
  })

  /** Who made pages (the page list's author filter), limited to the sites the user may work on. */
  routes.get('/authors', async (c) => {
    const actor = requireCan(c, 'content:read')
    const items = await listPageAuthors(db, actor.sites.length ? actor.sites : undefined)
    return c.json({ items, total: items.length, limit: items.length, offset: 0 })
  })

  routes.get('/:id', async (c) => {
    const actor = requireCan(c, 'content:read')
    const id = c.req.param('id')
    const found = await getPageJson(db, id)
    const scope = siteScope(c)
    if (!found || (scope && found.site_id !== scope) || !mayUseSite(actor, found.site_id)) throw new ApiError(404, `No page with id '${id}'`)
    const tag = etag(found.version)
    // A client holding this version already gets 304 without the body (conditional GET).
    if (matchesIfNoneMatch(c.req.header('if-none-match'), tag)) return c.body(null, 304, { ETag: tag })
    return c.body(found.body, 200, { 'Content-Type': 'application/json; charset=UTF-8', ETag: tag })
  })

  routes.post('/', async (c) => {
    const actor = requireCan(c, 'content:write')
    const body = await readJson(c, CreatePageBody)
    await checkSite(db, actor, body.site_id)
    const parsed = validatePage(Page.parse({ ...body, id: newId() }))
    await checkPageSections(db, body.site_id, parsed.elements)
    const page = { ...parsed, review: withSessionAuthors(undefined, parsed.review, actor) }
    await createPage(db, { ...page, site_id: body.site_id }, { author: actor.email })
    const stored = (await getPage(db, page.id))!
    c.header('ETag', etag(stored.version))
    return c.json(presentPage(stored), 201)
  })

  routes.put('/:id', async (c) => {
    const actor = requireCan(c, 'content:write')
    const body = await readJson(c, PageBody)
    const { version } = await save(c, actor, body, 'draft')
    return c.json({ version })
  })

  routes.post('/:id/versions', async (c) => {
    const actor = requireCan(c, 'content:write')
    const body = await readJson(c, SaveVersionBody)
    const { version, versionId } = await save(c, actor, body.page, 'saved', body.name)
    return c.json({ version, versionId }, 201)
  })

  /** The pre-publish checks of a page, rendered as the build would render it; nothing is stored. */
  async function answerChecks(page: Page, siteId: string) {
    if (!checkPage) throw new ApiError(503, 'The pre-publish checks need the site renderer, which this server does not have')
    const { imageBudgetKb } = await readPublishChecks(db)
    const sectionProblem = await pageSectionProblem(db, page.elements)
    if (sectionProblem) return { path: page.path, problems: [sectionProblemOf(sectionProblem)] }
    const [targets, rendered] = await Promise.all([linkTargetProblems(db, page, siteId), checkPage({ ...page, site_id: siteId }, { imageBudgetKb })])
    return { path: page.path, problems: [...targets, ...rendered] }
  }

  /** The checks of the saved draft: what the editor asks for on opening a page and after each save, without sending it. */
  routes.get('/:id/checks', async (c) => {
    const actor = requireCan(c, 'content:write')
    const stored = await load(c, actor)
    return c.json(await answerChecks(stored.page, stored.site_id))
  })

  /** The checks of the page as sent (unsaved changes included). */
  routes.post('/:id/checks', async (c) => {
    const actor = requireCan(c, 'content:write')
    const body = await readJson(c, PageBody)
    const stored = await load(c, actor)
    return c.json(await answerChecks(prepare(actor, stored, body), stored.site_id))
  })

  routes.post('/:id/publish', async (c) => {
    const actor = requireCan(c, 'pages:publish')
    const body = await readJson(c, PublishBody)
    const stored = await load(c, actor)
    const page = prepare(actor, stored, body.page)
    // Scopes go by what a route changes: publishing the draft as stored is publishing; publishing with changes
    // rewrites the content too, which a role or a token scope (`publish`) may not be allowed to do.
    if (!samePage(page, stored.page)) requireCan(c, 'content:write')
    // A page placing a section that is gone (or that holds itself) could not be built: never published so.
    const sectionProblem = await pageSectionProblem(db, page.elements)
    if (sectionProblem) throw new ApiError(409, `The page ${page.path} was not published: ${sectionProblem.message}`, { problems: [sectionProblemOf(sectionProblem)] })
    const settings = await readPublishChecks(db)
    const blocking = blockingChecks(settings)
    if (blocking.size && checkPage) {
      // Checked before anything is stored: a refused publish leaves the draft and the live page as they were.
      const [targets, rendered] = await Promise.all([linkTargetProblems(db, page, stored.site_id), checkPage({ ...page, site_id: stored.site_id }, settings)])
      const found = [...targets, ...rendered].filter((p) => blocking.has(p.kind))
      const broken = found.filter((p) => p.kind === 'broken-link')
      if (broken.length === found.length && broken.length) throw brokenLinksRefusal(page.path, broken)
      if (found.length) throw blockingProblemsRefusal(page.path, found)
    }
    const name = body.name || `${body.quick ? 'Quick publish' : 'Published'} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`
    const { version, versionId } = await save(c, actor, body.page, 'published', name)
    const job = await queue.enqueue()
    return c.json({ version, versionId, job: { id: job.id, status: job.status } }, 202)
  })

  routes.post('/:id/review', async (c) => {
    const actor = requireCan(c, 'pages:review')
    const expected = requireIfMatch(c)
    const { review } = await readJson(c, ReviewBody)
    const stored = await load(c, actor)
    const result = await savePage(db, stored.page.id, expected, { ...stored.page, review: withSessionAuthors(stored.page.review, review, actor) }, 'draft', { author: actor.email })
    c.header('ETag', etag(result.version))
    return c.json({ version: result.version })
  })

  routes.get('/:id/versions', async (c) => {
    const actor = requireCan(c, 'content:read')
    const stored = await load(c, actor)
    const items = await listVersions(db, stored.page.id)
    return c.json({ items, total: items.length, limit: items.length, offset: 0 })
  })

  routes.get('/:id/versions/:versionId', async (c) => {
    const actor = requireCan(c, 'content:read')
    const stored = await load(c, actor)
    const version = await getVersion(db, stored.page.id, c.req.param('versionId'))
    if (!version) throw new ApiError(404, `Page ${stored.page.path} has no version '${c.req.param('versionId')}'`)
    return c.json(version)
  })

  /** An earlier version becomes the draft again (checked as any save is); publishing it is a separate step. */
  routes.post('/:id/versions/:versionId/restore', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor)
    const version = await getVersion(db, stored.page.id, c.req.param('versionId'))
    if (!version) throw new ApiError(404, `Page ${stored.page.path} has no version '${c.req.param('versionId')}'`)
    const page = prepare(actor, stored, { ...version.page, id: stored.page.id, site_id: stored.site_id } as typeof PageBody._output)
    const result = await savePage(db, stored.page.id, expected, page, 'draft', { author: actor.email })
    c.header('ETag', etag(result.version))
    return c.json({ version: result.version, restored: version.id })
  })

  /** Off the public site at the next build; the draft and its versions stay, so it can be published again. */
  routes.post('/:id/unpublish', async (c) => {
    const actor = requireCan(c, 'pages:publish')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor)
    if (!stored.published_version_id) throw new ApiError(400, `Page ${stored.page.path} is not published`)
    checkElementPermissions(actor, stored.page, { ...stored.page, elements: [] })
    const { version } = await unpublishPage(db, stored.page.id, expected)
    const job = await queue.enqueue()
    c.header('ETag', etag(version))
    return c.json({ version, job: { id: job.id, status: job.status } }, 202)
  })

  /**
   * The published version as the public site shows it, for anyone; whole (agents-only content included) only for
   * a travel agent of its site or staff who may read content. An agents-only page is for them alone.
   */
  routes.get('/:id/published', async (c) => {
    const stored = await load(c, null)
    const version = stored.published_version_id && (await getVersion(db, stored.page.id, stored.published_version_id))
    if (!version) throw new ApiError(404, `Page ${stored.page.path} is not published`)
    const actor = c.get('actor')
    const whole = !!actor && mayReadGated(actor, stored.site_id)
    if (version.page.access === 'agents' && !whole) {
      if (!actor) throw new ApiError(401, 'This page is for signed-in travel agents only: sign in as an agent of its site')
      throw new ApiError(403, 'This page is for travel agents of its site and its staff only')
    }
    // An answer with agents' material must never be kept by a shared cache; the public one may be.
    c.header('Cache-Control', whole ? 'private, no-store' : 'public, max-age=60')
    c.header('Vary', 'Authorization, Cookie')
    const page = whole ? version.page : { ...version.page, elements: publicElements(version.page.elements) }
    return c.json({ ...page, site_id: stored.site_id, versionId: version.id })
  })

  async function copyInto(actor: Actor, source: StoredPage, target: { site_id: string; path: string; title?: string; locale?: string }, sourcePageId?: string, sourceVersion?: number) {
    await checkSite(db, actor, target.site_id)
    const page = validatePage(
      Page.parse({
        ...source.page,
        id: newId(),
        site_id: target.site_id,
        path: target.path,
        title: target.title ?? source.page.title,
        locale: target.locale ?? source.page.locale,
        elements: source.page.elements.map((el) => withNewIds(el)),
        fields: source.page.fields.map((f) => ({ ...f, id: newId() })),
        review: { status: 'pending', annotations: {} },
        current_release: undefined,
      }),
    )
    // A copy into another site must not carry the first site's sections with it.
    await checkPageSections(db, target.site_id, page.elements)
    await createPage(db, { ...page, site_id: target.site_id }, { sourcePageId, sourceVersion, author: actor.email })
    return presentPage((await getPage(db, page.id))!)
  }

  routes.post('/:id/copy', async (c) => {
    const actor = requireCan(c, 'content:write')
    const body = await readJson(c, CopyBody)
    const source = await load(c, actor)
    return c.json(await copyInto(actor, source, { ...body, site_id: body.site_id ?? source.site_id }), 201)
  })

  routes.post('/:id/translations', async (c) => {
    const actor = requireCan(c, 'content:write')
    const body = await readJson(c, TranslateBody)
    requireSiteLocale(body.locale)
    const source = await load(c, actor)
    const path = body.path ?? (source.page.path === '/' ? `/${body.locale.toLowerCase()}` : `/${body.locale.toLowerCase()}${source.page.path}`)
    return c.json(await copyInto(actor, source, { site_id: source.site_id, path, title: body.title, locale: body.locale }, source.page.id, source.version), 201)
  })

  /** A translation brought in line with its source: it now matches the source's current version. */
  routes.post('/:id/mark-up-to-date', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor)
    const marked = await markTranslationCurrent(db, stored.page.id, expected)
    if (!marked) throw new ApiError(400, `Page ${stored.page.path} is not a translation of another page, so it has no source to be up to date with`)
    c.header('ETag', etag(marked.version))
    return c.json(marked)
  })

  routes.delete('/:id', async (c) => {
    const actor = requireCan(c, 'content:write')
    const expected = requireIfMatch(c)
    const stored = await load(c, actor)
    checkElementPermissions(actor, stored.page, { ...stored.page, elements: [] })
    const { wasPublished } = await deletePage(db, stored.page.id, expected)
    const job = wasPublished ? await queue.enqueue() : undefined
    return c.json({ deleted: stored.page.id, ...(job ? { job: { id: job.id, status: job.status } } : {}) })
  })
  return routes
}
