import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Site } from '../../catalogue/model/site.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'
import { writePageObject } from '../cache/pageObject.ts'
import { collectionHashes, collectionsUsed, extraKey, pageKey, siteContextHashes } from '../cache/pageKey.ts'
import type { ExtraPage } from '../extraPages.ts'
import type { ImageLookup } from '../images/imageLookup.ts'
import { buildIdToken, outputPaths } from '../outputPaths.ts'
import type { SnapshotMeta } from '../source/snapshotSource.ts'
import { toPayload } from '../toPayload.ts'
import { createPageRenderer, type PageRenderer } from './createPageRenderer.ts'
import { createPageChecker } from './pageChecker.ts'
import type { RenderReply, RenderRequest, WorkerSetup } from './workerProtocol.ts'

interface BuildState {
  setup: WorkerSetup
  meta: SnapshotMeta
  paths: ReturnType<typeof outputPaths>
  sites: Map<string, Site>
  siteContexts: Map<string, string>
  collections: ReturnType<typeof collectionHashes>
}
let state: BuildState | undefined

function startBuild(setup: WorkerSetup): void {
  const meta = JSON.parse(setup.meta) as SnapshotMeta
  state = {
    setup,
    meta,
    paths: outputPaths(setup.outRoot),
    sites: new Map(meta.sites.map((s) => [s.id, s])),
    siteContexts: siteContextHashes(meta, setup.codeHash),
    collections: collectionHashes(meta, setup.today),
  }
}

let renderer: Promise<PageRenderer> | undefined
// Kept across builds: a publish re-checks only elements it has not seen.
const checkPage = createPageChecker()

function parsePage(raw: unknown, setup: WorkerSetup): Page & { site_id: string } {
  return setup.validated ? (raw as Page & { site_id: string }) : checkPage(raw)
}

async function renderContentPage(
  json: string,
  { setup, meta, paths, sites, siteContexts, collections }: BuildState,
  images?: ImageLookup,
  expect?: { id: string; siteId: string },
): Promise<RenderReply> {
  const raw = JSON.parse(json) as { id?: unknown; site_id?: unknown; path?: unknown }
  if (expect && (raw.id !== expect.id || raw.site_id !== expect.siteId))
    throw new ContentError(`the source listed page '${expect.id}' of site '${expect.siteId}' but its text is page '${String(raw.id)}' of site '${String(raw.site_id)}'`, { page: String(raw.path) })
  const site = sites.get(String(raw.site_id))
  if (!site) throw new ContentError(`belongs to unknown site '${String(raw.site_id)}'`, { page: String(raw.path) })
  const used = collectionsUsed(json)
  const uses = used.join(',')
  let key = pageKey(siteContexts.get(site.id)!, json, collections, used)
  // Derived image files are part of the output: other files (a new recipe) mean another key.
  if (images) key = createHash('sha1').update(key).update(JSON.stringify(images)).digest('hex')
  const file = paths.object(key)
  // Stored output for the same text was made from a page that parsed, so only new pages need the schema.
  if (existsSync(file)) return { ok: true, site: site.slug, path: String(raw.path), key, rendered: false, bytes: 0, uses }
  const page = parsePage(raw, setup)
  const payload = toPayload(page, site, meta.menus, buildIdToken, { meta, today: setup.today }, images)
  renderer ??= createPageRenderer(setup.bundleDir)
  const payloadJson = JSON.stringify(payload)
  const html = await (await renderer).renderContent(payload, payloadJson)
  return { ok: true, site: site.slug, path: page.path, key, rendered: true, bytes: writePageObject(file, { html, payload: payloadJson }), uses }
}

/** Extra pages (404, previews) are stored by content like content pages, keyed by their whole description. */
async function renderExtra(slug: string, page: ExtraPage, { setup, paths }: BuildState): Promise<RenderReply> {
  const key = extraKey(setup.codeHash, page)
  const file = paths.object(key)
  const base = { ok: true as const, site: slug, path: page.outputPath === '404' ? '404' : `/${page.outputPath}`, key, extra: true }
  if (existsSync(file)) return { ...base, rendered: false, bytes: 0 }
  renderer ??= createPageRenderer(setup.bundleDir)
  const { statusCode, body } = await (await renderer).renderUrl(page.url, page.payload, page.pageContext)
  if (page.outputPath !== '404' && statusCode !== 200) throw new Error(`Rendering ${slug} ${page.url} answered ${statusCode}`)
  const payload = page.writePayload ? { payload: JSON.stringify(page.payload satisfies PagePayload) } : {}
  return { ...base, rendered: true, bytes: writePageObject(file, { html: body, ...payload }) }
}

async function handle(request: RenderRequest): Promise<RenderReply> {
  try {
    if (request.kind === 'setup') {
      startBuild(request.setup)
      return { ok: true, site: '', path: '', key: '', rendered: false, bytes: 0 }
    }
    if (!state) throw new Error('a render worker got a page before its build setup')
    return request.kind === 'page' ? await renderContentPage(request.json, state, request.images, request.expect) : await renderExtra(request.slug, request.page, state)
  } catch (error) {
    const where = error instanceof ContentError ? error.where : undefined
    return { ok: false, message: error instanceof Error ? error.message : String(error), ...(where ? { where } : {}) }
  }
}

parentPort!.on('message', (request: RenderRequest) => {
  void handle(request).then((reply) => parentPort!.postMessage({ ...reply, seq: request.seq }))
})
