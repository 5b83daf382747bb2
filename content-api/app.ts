import { Hono } from 'hono'
import type { Storage } from '../catalogue/model/storage.ts'
import { auditMiddleware } from './audit/auditMiddleware.ts'
import { auditRoutes } from './audit/auditRoutes.ts'
import { authRoutes } from './auth/authRoutes.ts'
import { createAuthenticator } from './auth/authenticate.ts'
import type { ApiEnv } from './auth/guard.ts'
import type { SignInLimitOptions } from './auth/signInLimits.ts'
import type { BuildQueue, RunBuild } from './builds/buildQueue.ts'
import { createBuildQueue } from './builds/createBuildQueue.ts'
import type { PostgresQueueOptions } from './builds/PostgresBuildQueue.ts'
import { buildRoutes, type BuildHistory } from './builds/buildRoutes.ts'
import { apiReadCache, cacheRoutes, type ClearableCache } from './caches/cacheRoutes.ts'
import type { Db } from './db/openDatabase.ts'
import { entityRoutes } from './entities/entityRoutes.ts'
import { entities, rendered } from './entities/registry.ts'
import { sectionRoutes } from './sections/sectionRoutes.ts'
import { formRoutes } from './forms/formRoutes.ts'
import { siteCors } from './forms/siteCors.ts'
import { releaseRoutes, type ReleaseServices } from './entities/releaseRoutes.ts'
import { releaseItemRoutes } from './releases/releaseItemRoutes.ts'
import { specialRoutes } from './entities/specialRoutes.ts'
import { ApiError } from './http/ApiError.ts'
import { diskFullError } from './http/diskFull.ts'
import { refusingBodiesOver } from './http/refusingBodiesOver.ts'
import { mediaRoutes } from './media/mediaRoutes.ts'
import { docsRoutes } from './openapi/docsRoutes.ts'
import { openApiDocument } from './openapi/openApiDocument.ts'
import type { CheckPage } from './pages/pageChecker.ts'
import { linkTargetRoutes, siteLinkTargetRoutes } from './links/linkTargetRoutes.ts'
import { pageRoutes } from './pages/pageRoutes.ts'
import { maxPageBytes, pageBodyLimit } from './pages/pageSize.ts'
import { presenceRoutes, type PresenceOptions } from './presence/presenceRoutes.ts'
import { Scheduler } from './schedule/Scheduler.ts'
import { clockRoutes, scheduleRoutes } from './schedule/scheduleRoutes.ts'
import { pressReleaseRoutes } from './pages/pressReleaseRoutes.ts'
import { tokenRoutes } from './tokens/tokenRoutes.ts'
import { clientRoutes } from './clients/clientRoutes.ts'
import { settingsRoutes } from './settings/settingsRoutes.ts'
import type { WebhookOptions } from './webhooks/WebhookDeliverer.ts'
import { webhookRoutes } from './webhooks/webhookRoutes.ts'

export interface ApiOptions {
  db: Db
  /** Builds everything published; called by the build queue. Without it jobs stay queued. */
  runBuild?: RunBuild
  /** A queue made by the caller (tests use one with short delays); otherwise one is made from runBuild. */
  queue?: BuildQueue
  /** Timing of the queue made here on PostgreSQL (BUILD_JOB_TIMEOUT_SECONDS, BUILD_JOB_POLL_SECONDS). */
  buildJobs?: Pick<PostgresQueueOptions, 'timeoutSeconds' | 'pollSeconds'>
  /** Where uploaded media are stored (DATA_DIR/media). Without it uploads are refused. */
  mediaDir?: string
  /** Storage shared with the other instances (STORAGE=s3): uploads go there too, so any instance serves and builds them. */
  storage?: Storage
  /**
   * The origin the studio and the API are reached at (`PUBLIC_URL`): sign-in redirects and the Origin of
   * cookie-authenticated writes are checked against it, never against the request's Host header.
   */
  publicUrl: string
  /** Behind one reverse proxy (`TRUST_PROXY`): the client address is the last X-Forwarded-For entry. */
  trustProxy?: boolean
  /** Sign-in limits other than the defaults (tests use small ones and no real waiting). */
  signInLimits?: Partial<SignInLimitOptions>
  /** Webhook delivery timing other than the defaults (tests retry after milliseconds, not seconds). */
  webhooks?: WebhookOptions
  /** The build's caches (build/cache/buildCaches.ts), listed and cleared beside the API's own read cache. */
  caches?: ClearableCache[]
  /** Renders a page and runs the pre-publish checks on it (the server's site renderer); without it they are not offered. */
  checkPage?: CheckPage
  /** The builds kept on disk, for the live build's history and rollback. */
  builds?: BuildHistory
  /** What releases need of the server: the pre-publish check, the live page index, visual diffs. */
  releases?: ReleaseServices
  /** Runs scheduled publishing; made by the caller (tests tick it by hand), otherwise started with a building server. */
  scheduler?: Scheduler
  /** The `clock` setting moves the product's clock (`MOVABLE_CLOCK=1`): for end-to-end tests of scheduled work only. */
  movableClock?: boolean
  /** Presence stream timing other than the defaults (tests refresh every few milliseconds). */
  presence?: PresenceOptions
  /**
   * Where the sites are served, as patterns of `{host}` and `{slug}` (`SITE_ORIGIN`, then `CORS_ORIGINS`): forms
   * sent from those origins (an exported site on a CDN) are answered with CORS (forms/siteCors.ts).
   */
  siteOriginPatterns?: readonly string[]
}

/** JSON bodies beyond this are refused with 413 before they are read. */
export const jsonBodyLimit = 1024 * 1024

/** The content API, mounted at /api. */
export function createApi({ db, runBuild, queue: givenQueue, buildJobs, mediaDir, storage, publicUrl, trustProxy, signInLimits, webhooks, caches = [], checkPage, releases, builds, scheduler: givenScheduler, movableClock, presence, siteOriginPatterns = ['http://{host}'] }: ApiOptions): Hono<ApiEnv> {
  const publicOrigin = new URL(publicUrl).origin
  const api = new Hono<ApiEnv>()
  const queue = givenQueue ?? createBuildQueue(db, { runBuild, ...buildJobs })
  if (!givenQueue && runBuild)
    queue.resume().catch((error: unknown) => console.error(`voix: could not resume the build queue: ${error instanceof Error ? error.message : String(error)}`))
  const auth = createAuthenticator(db, { publicOrigin })
  const scheduler = givenScheduler ?? new Scheduler(db, { onPublish: () => queue.enqueue(), movableClock })
  if (!givenScheduler && runBuild) scheduler.start()

  // First, so every answer of the forms (a refusal too) reaches the site that sent one from another origin.
  api.use('/forms/*', siteCors(db, siteOriginPatterns))
  api.get('/health', (c) => c.json({ ok: true, database: db.dialect }))
  api.get('/openapi.json', (c) => c.json(openApiDocument()))
  api.route('/docs', docsRoutes())
  const jsonLimit = refusingBodiesOver(jsonBodyLimit, `The body is larger than ${jsonBodyLimit} bytes`)
  // Pages are measured as stored (pages/pageSize.ts): their writes take anything a read of a page can return.
  const pageLimit = refusingBodiesOver(pageBodyLimit, `The body is larger than ${pageBodyLimit} bytes; a page may be at most ${maxPageBytes / 1024 / 1024} MB as stored`)
  // Uploads have their own, larger limit (media/mediaRoutes.ts). GET and HEAD carry no body: skipping the
  // check there spares every read the cost of building a full fetch Request just to look for one.
  api.use('*', (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || (method === 'POST' && /\/media(\/[0-9a-f]{64}\/replace)?$/.test(c.req.path))) return next()
    return /\/pages(\/|$)/.test(c.req.path) ? pageLimit(c, next) : jsonLimit(c, next)
  })
  api.use('*', auth.middleware)
  // After authentication, so each entry knows who; around every route, so no write is left out.
  api.use('*', auditMiddleware(db, { trustProxy }))
  api.use('/users/*', async (c, next) => {
    await next()
    // A changed role, site list or disabled flag applies at once, not when cached tokens expire.
    if (c.req.method !== 'GET') auth.forget({ userId: c.req.param('*') ?? c.req.path.split('/').pop() })
  })

  api.route('/auth', authRoutes(db, auth.forget, { publicOrigin, trustProxy, signInLimits }))
  api.route('/pages', pageRoutes(db, queue, checkPage))
  api.route('/pages', linkTargetRoutes(db))
  api.route('/sites', siteLinkTargetRoutes(db))
  api.route('/press-releases', pressReleaseRoutes(db))
  api.route('/builds', buildRoutes(queue, db, builds))
  api.route('/releases', releaseRoutes(db, queue, releases))
  api.route('/releases', releaseItemRoutes(db))
  api.route('/forms', formRoutes(db))
  api.route('/media', mediaRoutes(db, mediaDir, () => queue.enqueue(), storage))
  api.route('/tokens', tokenRoutes(db))
  api.route('/clients', clientRoutes(db, auth.forget))
  api.route('/audit', auditRoutes(db))
  api.route('/schedules', scheduleRoutes(db))
  api.route('/presence', presenceRoutes(db, presence))
  api.route('/clock', clockRoutes(db, { movableClock, onMove: () => scheduler.tick() }))
  // Deliveries left pending are resumed by a server that builds, not by every API made for a quick look.
  api.route('/webhooks', webhookRoutes(db, queue, { resume: Boolean(runBuild || givenQueue), ...webhooks }))
  api.route('/specials', specialRoutes(db, () => queue.enqueue()))
  api.route('/sections', sectionRoutes(db, () => queue.enqueue()))
  api.route('/settings', settingsRoutes(db, () => queue.enqueue()))
  api.route('/caches', cacheRoutes(queue, [...caches, apiReadCache(db)]))
  for (const config of entities) api.route(`/${config.name}`, entityRoutes(config, db, rendered.includes(config) ? () => queue.enqueue() : undefined))

  api.notFound((c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404))
  api.onError((error, c) => {
    if (error instanceof ApiError) {
      const { code, ...extra } = error.extra as { code?: string }
      return c.json({ error: error.message, ...(code ? { code } : {}), ...extra }, error.status)
    }
    // A full disk is the server's state, not a bug: said as such (507), naming what is full.
    const full = diskFullError(error, 'database')
    if (full) return c.json({ error: full.message }, full.status)
    console.error(error)
    return c.json({ error: 'Internal error' }, 500)
  })
  return api
}
