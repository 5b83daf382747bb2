import { createAdaptorServer, type ServerType } from '@hono/node-server'
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { buildCaches } from '../../build/cache/buildCaches.ts'
import { createStaticSite } from '../../build/serve/createStaticSite.ts'
import { keptBuilds, readBuildContent } from '../../build/deploy/buildContent.ts'
import { contentTypes } from '../../build/serve/contentTypes.ts'
import { createApi } from '../../content-api/app.ts'
import { collectionRoutes } from '../../content-api/collections/collectionRoutes.ts'
import { serveMedia } from '../../content-api/media/serveMedia.ts'
import { agentMediaDir, agentMediaKeyPrefix } from '../../content-api/media/mediaRoutes.ts'
import { agentFilesPath } from '../../catalogue/model/entities/media.ts'
import type { Db } from '../../content-api/db/openDatabase.ts'
import { agentAuthPaths } from '../../catalogue/model/agentAccess.ts'
import type { Storage } from '../../catalogue/model/storage.ts'
import { createAgentPortal } from './agentPortal.ts'
import { createPageChecker } from './pageChecks.ts'
import { createReleasePreview } from '../../build/serve/releasePreview.ts'
import { releasePreviewSource } from '../../content-api/releases/releasePreviewSource.ts'
import { createReleaseDiff } from './releaseDiff.ts'
import { createSiteRenderer } from './siteRenderer.ts'
import { securityHeaders } from './securityHeaders.ts'
import { readSettings } from './settings.ts'
import { authServerMetadata, authServerMetadataPath, openIdConfiguration, openIdConfigurationPath } from '../../content-api/auth/authServerMetadata.ts'

export interface ServerOptions {
  db: Db
  outRoot: string
  studioDir: string
  /** Uploaded media (DATA_DIR/media), served at /media. */
  mediaDir?: string
  /** The compiled site (holding server/), to render release previews on request; the settings' by default. */
  bundleDir?: string
  /** Called by the API's build queue after publishes. */
  runBuild?: () => Promise<{ buildId: string }>
  /** The public origin (`PUBLIC_URL`); the settings' by default. */
  publicUrl?: string
  /** Trust X-Forwarded-For (`TRUST_PROXY`); the settings' by default. */
  trustProxy?: boolean
  /** Storage shared with other instances (see openStorage.ts): uploads go there, and media missing here are fetched from it. */
  storage?: Storage
}

/** One origin for everything: the API at /api, the studio at /voix, and the live static site for the rest. */
export function createApp({ db, outRoot, studioDir, mediaDir, runBuild, bundleDir, publicUrl, trustProxy, storage }: ServerOptions): Hono {
  const app = new Hono()
  const settings = readSettings()
  app.use('*', securityHeaders())
  // Text compressed as any CDN would: the site's JS and payload budgets are gzip sizes.
  app.use('*', compress())
  const renderSite = createSiteRenderer(bundleDir ?? join(settings.bundleRoot, 'site'))
  const checkPage = createPageChecker({ db, outRoot, ...(mediaDir ? { mediaDir } : {}), render: renderSite, ...(storage ? { storage } : {}) })
  const previewSource = releasePreviewSource(db)
  const preview = createReleasePreview({ source: previewSource, render: renderSite, outRoot, siteOrigin: settings.siteOrigin, ...(mediaDir ? { mediaDir } : {}), ...(storage ? { storage } : {}) })
  const diff = createReleaseDiff({
    dir: join(outRoot, '..', 'release-diffs'),
    publicUrl: publicUrl ?? settings.publicUrl,
    sites: async () => (await previewSource.snapshot()).sites,
    pages: (release) => preview.pagesOf(release),
  })
  const api = createApi({
    db,
    runBuild,
    mediaDir,
    ...(storage ? { storage } : {}),
    caches: buildCaches(outRoot),
    publicUrl: publicUrl ?? settings.publicUrl,
    trustProxy: trustProxy ?? settings.trustProxy,
    checkPage,
    releases: { check: preview.check, liveIndex: preview.liveIndex, diff },
    builds: { kept: () => keptBuilds(outRoot), content: (id) => readBuildContent(outRoot, id) },
    movableClock: settings.movableClock,
    buildJobs: { timeoutSeconds: settings.buildJobTimeoutSeconds, pollSeconds: settings.buildJobPollSeconds },
    siteOriginPatterns: [settings.siteOrigin, ...settings.corsOrigins],
  })
  app.route('/api', api)
  // RFC 8414: standard OAuth clients discover the sign-in endpoints at the issuer's root.
  app.get(authServerMetadataPath, (c) => (c.header('Cache-Control', 'public, max-age=3600'), c.json(authServerMetadata(new URL(publicUrl ?? settings.publicUrl).origin))))
  app.get(openIdConfigurationPath, (c) => (c.header('Cache-Control', 'public, max-age=3600'), c.json(openIdConfiguration(new URL(publicUrl ?? settings.publicUrl).origin))))
  if (mediaDir) app.get('/media/:file', serveMedia(mediaDir, storage))
  app.route('/__nuxt_content', collectionRoutes(outRoot))
  const agents = createAgentPortal({ db, publicUrl: publicUrl ?? settings.publicUrl, render: renderSite, callApi: (path, init) => Promise.resolve(api.request(path, init)) })
  app.get(agentAuthPaths.signIn, agents.signIn)
  app.get(agentAuthPaths.callback, agents.callback)
  app.on(['GET', 'POST'], agentAuthPaths.signOut, agents.signOut)
  // Agents-only uploads: from their own folder, to signed-in agents only, never kept by a shared cache.
  if (mediaDir) app.get(`${agentFilesPath}/:file`, agents.file(serveMedia(agentMediaDir(mediaDir), storage, { keyPrefix: agentMediaKeyPrefix, cacheControl: 'private, no-store' })))
  const staticSite = createStaticSite(outRoot, { agentOnly: agents.page, agentPaths: { [agentAuthPaths.agent]: agents.agent } })
  const studio = async (path: string) => {
    const rel = path.replace(/^\/voix\/?/, '')
    // Hashed assets and the studio's public files (block previews) are files; any other path is a studio route.
    const isFile = /^[\w./-]+\.[a-z0-9]+$/i.test(rel) && !rel.split('/').includes('..')
    const file = isFile ? join(studioDir, rel) : join(studioDir, 'index.html')
    try {
      return { body: await readFile(file), type: contentTypes[extname(file)] ?? 'application/octet-stream', immutable: rel.startsWith('assets/') }
    } catch {
      return undefined
    }
  }
  app.get('/voix/*', async (c, next) => {
    // Public preview routes under /voix belong to the site, not the studio.
    if (/^\/voix\/(slice-preview|section-preview|cookbook-preview)\//.test(c.req.path)) return next()
    const found = await studio(c.req.path)
    if (!found) return c.text('Not found', 404)
    return c.body(found.body, 200, { 'Content-Type': found.type, 'Cache-Control': found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache' })
  })
  app.get('/voix', (c) => c.redirect('/voix/', 302))
  app.get('/preview-release/:releaseId/:secret', preview.open)
  app.get('*', async (c, next) => (await preview.page(c)) ?? next())
  app.get('*', staticSite)
  return app
}

/** How long an idle kept-alive connection is held open (see listen). */
export const keepAliveMs = 65_000

/**
 * Serve the app on `host` (settings.ts, HOST): on every address a name resolves to (`localhost`: 127.0.0.1, and ::1
 * where the machine has it), so a browser finds the server whichever it tries; an address the machine lacks is
 * skipped. Answers the listening servers, closed together.
 */
export async function listen(app: Hono, port: number, host = 'localhost'): Promise<{ servers: ServerType[]; close: () => void }> {
  const addresses = isIP(host) ? [host] : [...new Set((await lookup(host, { all: true })).map((a) => a.address))]
  const servers: ServerType[] = []
  for (const [i, address] of addresses.entries()) {
    const server = createAdaptorServer({ fetch: app.fetch }) as import('node:http').Server
    // An idle kept-alive connection stays open longer than the clients and proxies that reuse it keep theirs (nginx
    // and most load balancers: 60 s). With Node's 5 s, a client that sends on a pooled socket just as the server
    // closes it gets "socket hang up" / ECONNRESET for an ordinary request. headersTimeout must exceed it.
    server.keepAliveTimeout = keepAliveMs
    server.headersTimeout = keepAliveMs + 1_000
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, address, () => {
          server.off('error', reject)
          resolve()
        })
      })
      servers.push(server)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (i > 0 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) continue
      for (const started of servers) started.close()
      throw error
    }
  }
  return { servers, close: () => servers.forEach((server) => server.close()) }
}
