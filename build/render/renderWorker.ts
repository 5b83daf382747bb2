import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readSync } from 'node:fs'
import { describeContentProblem } from '../../catalogue/blocks/problemForEditor.ts'
import { ContentError } from '../../catalogue/blocks/resolveElements.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Site } from '../../catalogue/model/site.ts'
import type { PagePayload } from '../../site/payload/PagePayload.ts'
import { escapeScriptJson } from '../../site/runtime/readPayload.ts'
import type { SeoHead } from '../../site/payload/SeoHead.ts'
import { PageWriter, writePageObject, type PageBytes } from '../cache/pageObject.ts'
import { collectionClues, collectionHashes, collectionsFrom, collectionsUsed, extraKey, pageKey, siteContextHashes, type CollectionClues, type Dependency } from '../cache/pageKey.ts'
import { indexSections, withSections, type SectionIndex } from '../sections/pageSections.ts'
import type { ExtraPage } from '../extraPages.ts'
import type { ImageLookup } from '../images/imageLookup.ts'
import { buildIdToken, outputPaths, storedAt } from '../outputPaths.ts'
import type { SnapshotMeta, TextPlace } from '../source/snapshotSource.ts'
import { resolveTree, toPayload } from '../toPayload.ts'
import { createPageRenderer, type PageRenderer } from './vike/createPageRenderer.ts'
import { ByteSink } from './ByteSink.ts'
import { createFragmentCache, type PageElement } from './fragmentCache.ts'
import { createFragmentPolicy } from './fragmentPolicy.ts'
import { latin1Text, pageTextParts, textOf } from './pageText.ts'
import { KnownElements, type KnownElement } from './KnownElements.ts'
import { createPageChecker } from './pageChecker.ts'
import type { RenderReply, RenderRequest, WorkerSetup } from './workerProtocol.ts'
import { resolvePageLinks } from './resolvePageLinks.ts'
import { attachSeoHead, createSeoHeads, type SeoHeads } from '../seo/pageSeoHead.ts'
import { socialCardFile } from '../seo/socialCard.ts'
import { heroImage, seoFacts, type SeoFacts, type SeoSource } from '../seo/seoFacts.ts'

interface BuildState {
  setup: WorkerSetup
  meta: SnapshotMeta
  paths: ReturnType<typeof outputPaths>
  sites: Map<string, Site>
  siteContexts: Map<string, string>
  collections: ReturnType<typeof collectionHashes>
  sections: SectionIndex
  seoHeads: SeoHeads
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
    sections: indexSections(meta.sections),
    seoHeads: createSeoHeads(meta, setup.today),
  }
  closeSource()
  fragments.clear()
  fragmentPolicy.reset()
  pack?.writer.close()
  pack = undefined
}

// The snapshot file pages are being read from, kept open while the worker reads pages: opening it for each page
// cost three system calls where one does. Closed 100 ms after the last read, so the worker never holds on to a
// snapshot someone replaces or deletes after the build; only readText uses it, and only while it runs.
let source: { file: string; fd: number } | undefined
let idleClose: NodeJS.Timeout | undefined

function closeSource(): void {
  if (source) closeSync(source.fd)
  source = undefined
}

// Buffers pages are read into, reused: a new 45 KB buffer for each page cost more than reading into it.
const idleReads: Buffer[] = []

/**
 * A page's text, as the UTF-8 it is stored as, where its source says it is (see SnapshotSource.places), and a
 * `release` to call once nothing refers to those bytes any more.
 */
function readText({ file, offset, length }: TextPlace): { bytes: Buffer; release: () => void } {
  if (source?.file !== file) {
    closeSource()
    source = { file, fd: openSync(file, 'r') }
  }
  // One timer, pushed back on every read (refresh starts it again after it has fired).
  if (idleClose) idleClose.refresh()
  else idleClose = setTimeout(closeSource, 100)
  let buffer = idleReads.pop()
  if (!buffer || buffer.length < length) buffer = Buffer.allocUnsafe(Math.max(length, 1 << 16))
  const read = readSync(source.fd, buffer, 0, length, offset)
  if (read !== length) throw new Error(`${file} ends before the page at ${offset} (${length} bytes): was it rewritten during the build?`)
  return { bytes: buffer.subarray(0, length), release: () => idleReads.push(buffer) }
}

// This build's pack, made when its first versioned page is stored; named apart from every other process and
// build.
let pack: { writer: PageWriter; name: string } | undefined
let packs = 0

/** Stores a rendered content page; returns how the build's route map refers to it, and its bytes. */
function store(key: string, page: PageBytes, packed: boolean, { paths }: BuildState): { ref: string; bytes: number } {
  if (!packed) return { ref: key, bytes: writePageObject(paths.object(key), page) }
  if (!pack) {
    const name = `${Date.now().toString(36)}-${process.pid}-${packs++}`
    pack = { writer: new PageWriter(paths.pack(name)), name }
  }
  const { offset, bytes } = pack.writer.append(page)
  return { ref: `${key}@${pack.name}:${offset}`, bytes }
}

let renderer: Promise<PageRenderer> | undefined
// Kept across builds: a publish re-checks only elements it has not seen.
const checkPage = createPageChecker()

// Kept for one build: what elements render to depends on the build's records.
const fragments = createFragmentCache()
const fragmentPolicy = createFragmentPolicy()

/** `checked`: the page's text was written checked (see SnapshotDirWriter), so it is used as it is. */
function parsePage(raw: unknown, setup: WorkerSetup, checked: boolean): Page & { site_id: string } {
  return setup.validated || checked ? (raw as Page & { site_id: string }) : checkPage(raw)
}

/** A top-level element's text, and the same with its ids blanked (see pageTextParts). */
type ElementSource = { source: () => string; blank: string; ids: string[] }

// Element texts seen, with what they say of the collections they draw on; bounded by a count. Pages repeat
// elements, so each is searched once, and found again in a page's text without walking it (see KnownElements).
type Seen = KnownElement<CollectionClues>
let seen = new KnownElements<CollectionClues>()

/**
 * A page's elements in its text (see pageTextParts), each with the text that first stood for it: the fragment
 * cache's maps then find it by a hash V8 keeps with that string, rather than hash the page's new copy (a kilobyte
 * each). With the collections the page uses, from its text outside the elements and its elements' texts.
 */
function elementsOf(bytes: Buffer) {
  const parts = pageTextParts<Seen>(latin1Text(bytes), seen)
  if (!parts) return undefined
  const shellText = bytes.toString('utf8', 0, parts.array[0]) + '[]' + bytes.toString('utf8', parts.array[1])
  const clues = [collectionClues(shellText)]
  const texts: ElementSource[] = parts.elements.map(({ start, end, blank, ids, pieces, known }) => {
    let found = known ?? seen.get(blank)
    if (!found) {
      if (seen.size >= 10_000) seen = new KnownElements()
      found = seen.add(pieces, blank, collectionClues(blank))
    }
    clues.push(found.value)
    return { source: () => bytes.toString('utf8', start, end), blank: found.blank, ids }
  })
  return { shellText, texts, used: collectionsFrom(clues) }
}

const emptyTree = '"tree":{"nodes":[],"css":""}}'

/** A payload's JSON around its tree, from the payload without one (see FragmentPage.payload). */
function aroundTree(payloadJson: string) {
  if (!payloadJson.endsWith(emptyTree)) return undefined
  return { before: `${payloadJson.slice(0, -emptyTree.length)}"tree":{"nodes":[`, after: (css: string) => `],"css":${JSON.stringify(css)}}}` }
}

// Where fragment pages are written; kept for the next page.
const idleSinks: ByteSink[] = []

/**
 * A page made element by element: those the fragment cache keeps are filled in, the others parsed, checked and
 * resolved one by one and rendered in place, so only the page around them and its new elements cost a render.
 * Undefined when it cannot be made so (the reference page, content the schema rejects); the caller then makes it
 * as usual, which names what is wrong. `done` hands back what the page was written into, once it is stored.
 */
async function fromFragments(render: PageRenderer, shell: Page, site: Site, texts: ElementSource[], { meta, setup }: BuildState, seo: SeoHead, checked: boolean, placedAt: ReadonlySet<number>) {
  // Known once the renderer has proven its fast path on a reference page (see PageRenderer.payloadAt).
  const payloadAt = render.payloadAt
  if (payloadAt === undefined) return undefined
  const resolve = (text: string) => {
    const element = checked ? (JSON.parse(text) as Page['elements'][number]) : checkPage.element(JSON.parse(text))
    return element && resolveTree([element], shell, site, { meta, today: setup.today })
  }
  // Besides its own text, an element's output depends on its site's records and its page's locale.
  const context = `${site.id}\0${shell.locale}\0`
  const elements: PageElement[] = []
  for (const [i, { source, blank, ids }] of texts.entries()) {
    const text = { context, blank, ids, ...(placedAt.has(i) ? { shared: true } : {}) }
    const fragment = fragments.fragmentOf(text)
    if (fragment) {
      elements.push({ text, fragment })
      continue
    }
    const tree = resolve(source())
    if (!tree) return undefined
    // A disabled element resolves to nothing and makes nothing.
    if (tree.nodes.length) elements.push({ text, node: tree.nodes[0]!, css: tree.css })
  }
  const payload = toPayload(shell, site, meta.menus, buildIdToken, { meta, today: setup.today })
  attachSeoHead(payload, seo)
  const around = aroundTree(JSON.stringify(payload))
  if (!around) return undefined
  const sink = idleSinks.pop() ?? new ByteSink()
  const made = await fragments.page(
    elements,
    {
      resolve(text) {
        const tree = resolve(textOf(text))
        return tree?.nodes.length === 1 ? { node: tree.nodes[0]!, css: tree.css } : undefined
      },
      payload: around,
      async document(nodes, css) {
        const doc = await render.document({ ...payload, tree: { nodes: [], css } }, nodes, payloadAt)
        return doc && render.finish(doc, payload, payloadAt)
      },
      payloadAt,
    },
    sink,
  )
  if (!made) idleSinks.push(sink)
  // The payload is stored once, where it is in the HTML; its bytes still count in the page's size (`payloadBytes`).
  return made && { ...made, page: { html: sink.bytes, payloadInHtml: made.payloadInHtml }, done: () => idleSinks.push(sink) }
}

/**
 * A page rendered whole, with its payload stored once, where the HTML's payload script holds it (as a page from the
 * fragment cache is): the document is made with the renderer's marker in the payload's place and the escaped JSON
 * written there, so the page is the same bytes renderContent makes and `_payload.json` is read back from them.
 * Undefined until the renderer has proven the marker (see PageRenderer.payloadAt), or when the page cannot take
 * the fast path; the caller then renders it as usual and stores the payload beside the HTML.
 */
async function payloadOnce(render: PageRenderer, payload: PagePayload, payloadJson: string) {
  const payloadAt = render.payloadAt
  if (payloadAt === undefined) return undefined
  const doc = await render.document(payload, payload.tree.nodes, payloadAt)
  if (doc === undefined) return undefined
  // The page in pieces, written one by one. The marker must come out once: each piece but the last ends with '>'
  // or a line break, which the marker holds neither of, so none runs across two pieces.
  const parts = render.finishParts(doc, payload, payloadAt)
  let marked = -1
  let at = -1
  for (let i = 0; i < parts.length; i++) {
    const found = parts[i]!.indexOf(payloadAt)
    if (found < 0) continue
    if (marked >= 0 || parts[i]!.indexOf(payloadAt, found + payloadAt.length) >= 0) return undefined
    marked = i
    at = found
  }
  if (marked < 0) return undefined
  const sink = (idleSinks.pop() ?? new ByteSink()).reset()
  for (let i = 0; i < marked; i++) sink.text(parts[i]!)
  sink.text(parts[marked]!.slice(0, at))
  const start = sink.length
  sink.text(escapeScriptJson(payloadJson))
  const end = sink.length
  sink.text(parts[marked]!.slice(at + payloadAt.length))
  for (let i = marked + 1; i < parts.length; i++) sink.text(parts[i]!)
  // As _payload.json serves it: the JSON itself, without the script's escapes.
  const payloadBytes = Buffer.byteLength(payloadJson)
  return { page: { html: sink.bytes, payloadInHtml: [start, end] as const }, payloadBytes, reused: 0, done: () => idleSinks.push(sink) }
}

async function renderContentPage(
  text: Buffer,
  state: BuildState,
  images?: ImageLookup,
  expect?: { id: string; siteId: string },
  packed = false,
  previous?: string,
  named: { page?: string } = {},
  checked = false,
): Promise<RenderReply> {
  const { setup, meta, paths, sites, siteContexts, collections } = state
  // A page placing shared sections is made from its text with them put in, and depends on each of them.
  const sectioned = withSections(text, state.sections, () => String((JSON.parse(text.toString('utf8')) as { path?: unknown }).path))
  const sectionUses = sectioned.uses
  // Links by identity (sections' links too) get their page's current path before anything reads the text, so the
  // key follows it.
  const resolved = resolvePageLinks(sectioned.bytes, meta.linkPaths)
  const bytes = resolved.bytes
  // Pages with derived images keep the usual path: their sources are per page, not in the elements' text.
  // With the fragment cache, the page's own fields are read from its text without the elements, and an element's
  // text is decoded only when the cache does not know it. A page placing a shared section always takes it: a
  // section is the same text on every page of its site, so it is rendered once there and copied onto the rest.
  const parts = setup.fragments && !images && (sectionUses.length > 0 || fragmentPolicy.use()) ? elementsOf(bytes) : undefined
  const texts = parts?.texts
  const json = parts ? undefined : bytes.toString('utf8')
  const raw = JSON.parse(parts?.shellText ?? json!) as { id?: unknown; site_id?: unknown; path?: unknown } & SeoSource
  if (expect && (raw.id !== expect.id || raw.site_id !== expect.siteId))
    throw new ContentError(`the source listed page '${expect.id}' of site '${expect.siteId}' but its text is page '${String(raw.id)}' of site '${String(raw.site_id)}'`, { page: String(raw.path) })
  const site = sites.get(String(raw.site_id))
  if (!site) throw new ContentError(`belongs to unknown site '${String(raw.site_id)}'`, { page: String(raw.path) })
  named.page = `${site.slug}${String(raw.path)}`
  const drawsOn = parts?.used ?? collectionsUsed(json!)
  const used: Dependency[] = [...drawsOn, ...(sectionUses as Dependency[])]
  const uses = [...used, ...resolved.links].join(',')
  const hero = heroImage(bytes)
  const seo: SeoFacts = seoFacts(raw, site, hero)
  // The text keyed holds its sections' blocks: a page that detached its copy of a section keys as it did before.
  let key = pageKey(siteContexts.get(site.id)!, bytes, collections, drawsOn)
  // Derived image files are part of the output: other files (a new recipe) mean another key.
  if (images) key = createHash('sha1').update(key).update(JSON.stringify(images)).digest('hex')
  // Stored output for the same text was made from a page that parsed, so only new pages need the schema.
  const found = existsSync(paths.object(key)) ? key : previous && storedAt(setup.outRoot, previous).key === key ? previous : undefined
  if (found) return { ok: true, site: site.slug, path: String(raw.path), key: found, rendered: false, bytes: 0, uses, seo }
  const render = await (renderer ??= createPageRenderer(setup.bundleDir))
  const shell = texts && parsePage(raw, setup, checked)
  const cached = shell && (await fromFragments(render, shell, site, texts, state, state.seoHeads(shell, site, seo, hero, used), checked, sectioned.placedAt))
  if (cached) fragmentPolicy.note(texts!.length, cached.repeats)
  const whole = async () => {
    const page = parsePage(parts ? JSON.parse(bytes.toString('utf8')) : raw, setup, checked)
    const payload = toPayload(page, site, meta.menus, buildIdToken, { meta, today: setup.today }, images)
    attachSeoHead(payload, state.seoHeads(page, site, seo, hero, used, (url) => socialCardFile(images, url)))
    const payloadJson = JSON.stringify(payload)
    return (await payloadOnce(render, payload, payloadJson)) ?? { page: { html: await render.renderContent(payload, payloadJson), payload: payloadJson }, payloadBytes: 0, reused: 0, done() {} }
  }
  const made = cached || (await whole())
  let stored
  try {
    stored = store(key, made.page, packed, state)
  } finally {
    made.done()
  }
  return { ok: true, site: site.slug, path: String(raw.path), key: stored.ref, rendered: true, bytes: stored.bytes + made.payloadBytes, uses, fragments: made.reused, seo }
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
    if (request.kind !== 'page') return await renderExtra(request.slug, request.page, state)
    // The page's bytes are only read while it is made: its strings are copies (see pageTextParts, textOf).
    const text = 'json' in request ? { bytes: Buffer.from(request.json), release() {} } : readText(request.at)
    // Whatever a page throws (a schema it no longer meets, a stack overflow while rendering) is reported as that
    // page's, by name: the build leaves the page out or keeps its last good render, and goes on.
    const named: { page?: string } = {}
    try {
      return await renderContentPage(text.bytes, state, request.images, request.expect, request.pack, request.previous, named, 'at' in request && request.at.checked === true)
    } catch (error) {
      if (!named.page) throw error
      // Named by site and path the same way whoever noticed the problem, so the build can find its last render.
      if (error instanceof ContentError) throw Object.assign(error, { where: { ...error.where, page: named.page } })
      throw new ContentError(`could not be rendered: ${error instanceof Error ? error.message : String(error)}`, { page: named.page })
    } finally {
      text.release()
    }
  } catch (error) {
    const where = error instanceof ContentError ? error.where : undefined
    // The report names the page itself; the message names block and field by label, for the editor who fixes it.
    const message = error instanceof ContentError ? describeContentProblem(error.where, error.problem) : error instanceof Error ? error.message : String(error)
    return { ok: false, message, ...(where ? { where } : {}) }
  }
}

// Replies go back several at a time: each message costs the worker a write and wakes the build process, which then
// takes a core from the workers. Sent when 16 are ready (half of what workerPool.ts queues for a worker, so it
// still has pages in hand while the build process sends more), or once the worker has nothing else in hand, so it
// never sits on one. 16 rather than 4: a quarter of the messages; in 7 alternating pairs of cold 10,000-page builds
// the build took less CPU in 5 and ran about 6 % faster on average.
const replyBatch = 16
let replies: (RenderReply & { seq: number })[] = []
let flushQueued = false

function flushReplies(): void {
  flushQueued = false
  // A send fails only once the build process is gone, and the worker then goes too (see 'disconnect' below).
  if (replies.length && process.connected) process.send!(replies, undefined, {}, (error) => error && process.exit(0))
  replies = []
}

// A worker is a process of its own: it ends when its build process does, whichever way that ends.
process.on('disconnect', () => process.exit(0))

// Pages are made one after another, in the order they came. Started together, they would only take turns on the
// one core at their awaits, and none could reuse the elements the others were about to keep: how many came from
// the fragment cache then depended on how fast requests arrived.
let inTurn: Promise<void> = Promise.resolve()

// Requests come several at a time (workerPool.ts).
process.on('message', (requests: RenderRequest[]) => {
  for (const request of requests)
    inTurn = inTurn.then(async () => {
      const reply = await handle(request)
      if (replies.push({ ...reply, seq: request.seq }) >= replyBatch) flushReplies()
      else if (!flushQueued) {
        flushQueued = true
        setImmediate(flushReplies)
      }
    })
})
