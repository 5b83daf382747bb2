import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RenderNode } from '../../../catalogue/blocks/renderTree.ts'
import type { PagePayload } from '../../../site/payload/PagePayload.ts'
import { escapeScriptJson } from '../../../site/runtime/readPayload.ts'
import { documentHtml } from './documentHtml.ts'
import { escapeForScript, isPlainJson } from './plainJson.ts'
import { routeMatches } from './routeMatches.ts'

type VikeRenderPage = (init: Record<string, unknown>) => Promise<Record<string, unknown> & {
  httpResponse: { statusCode: number; body: string } | null
  errorWhileRendering?: unknown
}>

export interface RenderedHtml {
  statusCode: number
  body: string
}

export interface PageRenderer {
  /**
   * A content page (the site's catch-all route), exactly as vike's renderPage would render it. `payloadJson`,
   * when given, must be JSON.stringify(payload): the caller writes it anyway, so it is not made twice.
   */
  renderContent(payload: PagePayload, payloadJson?: string): Promise<string>
  /**
   * The site's own document for a content page (before vike's additions) with `nodes` rendered where the page's
   * element tree goes, for the fragment cache; undefined unless content pages take the fast path. `finish` then
   * turns such a document, once edited, into the page, exactly as renderContent would have.
   */
  document(payload: PagePayload, nodes: readonly RenderNode[], payloadJson: string): Promise<string | undefined>
  finish(doc: string, payload: PagePayload, payloadJson: string): string
  /**
   * `finish`'s page as pieces to write one after another, for a caller that writes them out rather than join them:
   * the page's own document is not copied into a new string, nor scanned again for vike's client entry. Each piece
   * but the last ends with '>' or a line break.
   */
  finishParts(doc: string, payload: PagePayload, payloadJson: string): string[]
  /** Any URL through vike itself (404, previews): few per build. */
  renderUrl(url: string, payload: PagePayload, pageContext?: Record<string, unknown>): Promise<RenderedHtml>
  /** Whether content pages take the fast path (see createPageRenderer); known after the first content page. */
  readonly fast: boolean
  /**
   * Given to `document` as the payload's JSON, a marker that comes out once, where the site writes that JSON into
   * the page escaped as escapeScriptJson does; undefined when the site's document does not prove so. Known with
   * `fast`.
   */
  readonly payloadAt: string | undefined
}

/** The parts vike adds around the document of one page id; only the pageContext JSON differs per page. */
interface Frame {
  onRenderHtml: (pageContext: Record<string, unknown>) => unknown
  base: Record<string, unknown>
  headAt: RegExp
  headInsert: string
  /** Whether headInsert holds no start of vike's client entry (see assembleParts). */
  headInsertClean: boolean
  tailBefore: string
  tailAfter: string
  /** The serialized pageContext's keys, in vike's order. */
  contextKeys: string[]
  context: Record<string, unknown>
  /** Whether another page's route could claim a path: such paths go through vike's own routing. */
  otherRoutes: ((path: string) => boolean)[]
}

interface VikeRoute {
  pageId: string
  routeType: string
  routeString?: string
  routeFunction?: (pageContext: Record<string, unknown>) => unknown
}

/** A route function asked about a path; one that answers asynchronously or throws is taken to claim it. */
function functionRoute(fn: VikeRoute['routeFunction']) {
  return (path: string): boolean => {
    try {
      const answer = fn?.({ urlPathname: path, urlOriginal: path, urlParsed: { pathname: path, search: {}, searchAll: {}, hash: '' } })
      return answer instanceof Promise || Boolean(answer)
    } catch {
      return true
    }
  }
}

class RenderError extends Error {
  override name = 'RenderError'
}

async function renderThroughVike(renderPage: VikeRenderPage, url: string, payload: PagePayload, extra: Record<string, unknown> = {}) {
  const ctx = await renderPage({ ...extra, urlOriginal: url, payload })
  if (!ctx.httpResponse) throw new RenderError(`Rendering ${payload.site.slug}${url} failed: ${describe(ctx.errorWhileRendering)}`)
  return ctx
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'no response')
}

/**
 * Whether the fast path may be taken: `VOIX_FAST_PATH=off` in the environment of the build (render workers inherit
 * it) sends every page through vike's renderPage, to tell a fault of the fast path from one of the site.
 */
export function fastPathSwitch(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.VOIX_FAST_PATH ?? 'on').toLowerCase()
  if (value !== 'on' && value !== 'off') throw new Error(`VOIX_FAST_PATH must be 'on' or 'off', got '${env.VOIX_FAST_PATH}'`)
  return value === 'on'
}

/**
 * Loads the compiled site and renders pages with it.
 *
 * vike's renderPage costs ~6 ms for a 40-block page, most of it outside React: its JSON serializer walks every
 * value through a replacer (~1.7 ms), plus routing, hook plumbing and asset injection repeated for every page.
 * Everything vike adds besides the page's own document depends only on the page id, so we render one reference
 * page through renderPage, take apart its output into (document from the site's own onRenderHtml) + (what vike
 * injected), and check that the two reassemble byte for byte. Content pages then call the same onRenderHtml hook
 * and get the same injected tags, with the pageContext JSON from JSON.stringify (identical for plain JSON, which
 * isPlainJson checks per page). Anything the fast path cannot prove equal goes through renderPage.
 */
export async function createPageRenderer(bundleDir: string, { fastPath = fastPathSwitch() }: { fastPath?: boolean } = {}): Promise<PageRenderer> {
  await import(pathToFileURL(join(bundleDir, 'server', 'entry.mjs')).href)
  const { renderPage } = (await import('vike/server')) as unknown as { renderPage: VikeRenderPage }
  const { getPagesAndRoutes } = (await import('vike/__internal')) as unknown as {
    getPagesAndRoutes: () => Promise<{ pageRoutes: VikeRoute[] }>
  }
  const routes = (await getPagesAndRoutes()).pageRoutes
  let frame: Frame | undefined
  let tried = false
  let fast = false
  let payloadAt: string | undefined

  const throughVike = async (payload: PagePayload) => {
    const path = payload.page.path
    const ctx = await renderThroughVike(renderPage, path, payload)
    if (ctx.httpResponse!.statusCode !== 200) throw new RenderError(`Rendering ${payload.site.slug}${path} answered ${ctx.httpResponse!.statusCode}: ${describe(ctx.errorWhileRendering)}`)
    return ctx
  }

  const fastFrame = (payload: PagePayload): Frame | undefined => {
    // The payload's JSON only matters where vike serializes it into the pageContext script; the site sends none.
    if (!frame || (frame.contextKeys.includes('payload') && !isPlainJson(payload))) return undefined
    return frame.otherRoutes.some((claims) => claims(payload.page.path)) ? undefined : frame
  }
  const siteDocument = async (frame: Frame, payload: PagePayload, payloadJson?: string) => {
    const path = payload.page.path
    // payloadJson spares the site's onRenderHtml stringifying the payload again for its payload script.
    return documentHtml(await frame.onRenderHtml({ ...frame.base, urlOriginal: path, urlPathname: path, routeParams: { '*': path.slice(1) }, payload, payloadJson }))
  }

  /** See PageRenderer.payloadAt: proven on the reference page with a payload text holding what needs escaping. */
  const payloadPlace = async (frame: Frame, reference: PagePayload): Promise<string | undefined> => {
    if (frame.contextKeys.includes('payload')) return undefined
    const marker = `vp${randomBytes(6).toString('hex')}`
    const probe = JSON.stringify({ probe: '</script><!-- \u2028 \u2029 < > & \' " \\ / é – ’ 😀' })
    const withMarker = await siteDocument(frame, reference, marker)
    const withProbe = await siteDocument(frame, reference, probe)
    const at = withMarker?.indexOf(marker) ?? -1
    if (at < 0 || withMarker!.indexOf(marker, at + 1) >= 0) return undefined
    return withMarker!.slice(0, at) + escapeScriptJson(probe) + withMarker!.slice(at + marker.length) === withProbe ? marker : undefined
  }

  const renderContent = async (payload: PagePayload, payloadJson?: string): Promise<string> => {
    if (!tried) {
      // The first content page is the reference: vike renders it, and the frame is proven on its output.
      tried = true
      const ctx = await throughVike(payload)
      frame = fastPath ? await deriveFrame(ctx, payload, routes) : undefined
      fast = frame !== undefined
      payloadAt = frame && (await payloadPlace(frame, payload))
      return ctx.httpResponse!.body
    }
    const frameNow = fastFrame(payload)
    const doc = frameNow && (await siteDocument(frameNow, payload, payloadJson))
    if (frameNow && doc !== undefined) return assemble(frameNow, doc, payload, payloadJson)
    return (await throughVike(payload)).httpResponse!.body
  }
  return {
    renderContent: async (payload, payloadJson) => lowPriorityEntry(await renderContent(payload, payloadJson)),
    async document(payload, nodes, payloadJson) {
      const frameNow = fastFrame(payload)
      return frameNow && siteDocument(frameNow, { ...payload, tree: { ...payload.tree, nodes: nodes as RenderNode[] } }, payloadJson)
    },
    finish(doc, payload, payloadJson) {
      return lowPriorityEntry(assemble(frame!, doc, payload, payloadJson))
    },
    finishParts(doc, payload, payloadJson) {
      return assembleParts(frame!, doc, payload, payloadJson) ?? [lowPriorityEntry(assemble(frame!, doc, payload, payloadJson))]
    },
    async renderUrl(url, payload, pageContext) {
      const ctx = await renderThroughVike(renderPage, url, payload, pageContext)
      return { statusCode: ctx.httpResponse!.statusCode, body: lowPriorityEntry(ctx.httpResponse!.body) }
    },
    get fast() {
      return fast
    },
    get payloadAt() {
      return payloadAt
    },
  }
}

/**
 * vike's client entry (`<script src="/assets/entries/…" type="module" async>`) started by /voix-boot.js once the
 * page has loaded: the page is whole as HTML and CSS and the script only adds behaviour, so a phone on a slow
 * network paints the page and loads its images before it downloads the script, instead of alongside.
 */
export function lowPriorityEntry(html: string): string {
  return html.replace(/<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async(?=>| nonce=)/, '<script src="/voix-boot.js" data-entry="$1" async')
}

function contextJson(frame: Frame, payload: PagePayload, payloadJson?: string): string {
  if (frame.contextKeys.length === 0) return ''
  // JSON.stringify of the context object, written key by key so the payload's JSON can be the one already made.
  let json = '{'
  for (const key of frame.contextKeys) {
    const value = key === 'payload' ? (payloadJson ?? JSON.stringify(payload)) : JSON.stringify(key === 'routeParams' ? { '*': payload.page.path.slice(1) } : frame.context[key])
    if (value === undefined) continue
    json += `${json.length > 1 ? ',' : ''}${JSON.stringify(key)}:${value}`
  }
  return escapeForScript(`${json}}`)
}

function assemble(frame: Frame, doc: string, payload: PagePayload, payloadJson?: string): string {
  const head = frame.headAt.exec(doc)
  const end = doc.lastIndexOf('</body>')
  if (!head || end < 0) throw new RenderError(`Rendering ${payload.site.slug}${payload.page.path}: the document has no <head> or </body>`)
  const at = head.index + head[0].length
  return doc.slice(0, at) + frame.headInsert + doc.slice(at, end) + frame.tailBefore + contextJson(frame, payload, payloadJson) + frame.tailAfter + doc.slice(end)
}

/** How every match of lowPriorityEntry's pattern starts; no match holds a '>' or a line break. */
const entryStart = '<script src="/assets/entries/'
const endsClean = (s: string) => s.endsWith('>') || s.endsWith('\n')

/**
 * lowPriorityEntry(assemble(…)) as pieces, without joining the page or searching its document with the pattern;
 * undefined when that cannot be shown to be the same. lowPriorityEntry replaces the first match of its pattern. A
 * match starts with entryStart and holds no '>' or line break, so when the page before vike's tail holds no
 * entryStart and ends with one of those (as each of its pieces does), no match starts before the tail, and the
 * first match of the page is the first of the tail and what follows it.
 */
function assembleParts(frame: Frame, doc: string, payload: PagePayload, payloadJson?: string): string[] | undefined {
  const head = frame.headAt.exec(doc)
  const end = doc.lastIndexOf('</body>')
  if (!head || end < 0) return undefined
  const at = head.index + head[0].length
  const inHead = frame.headInsert
  const body = doc.slice(at, end)
  // The head tag ends with '>': so does the piece before the head insert.
  if (inHead && !(endsClean(inHead) && frame.headInsertClean)) return undefined
  const entry = doc.indexOf(entryStart)
  if (!endsClean(body || inHead || doc.slice(0, at)) || (entry >= 0 && entry < end)) return undefined
  const rest = lowPriorityEntry(frame.tailBefore + contextJson(frame, payload, payloadJson) + frame.tailAfter + doc.slice(end))
  return inHead ? [doc.slice(0, at), inHead, body, rest] : [doc.slice(0, at), body, rest]
}

/** Take the reference render apart; undefined when its output is not (document + injected tags) as expected. */
async function deriveFrame(
  refCtx: Record<string, unknown>,
  reference: PagePayload,
  routes: VikeRoute[],
): Promise<Frame | undefined> {
  const out = (refCtx.httpResponse as { body: string; statusCode: number }).body
  const onRenderHtml = (refCtx.config as Record<string, unknown> | undefined)?.onRenderHtml
  if (typeof onRenderHtml !== 'function' || (refCtx.httpResponse as { statusCode: number }).statusCode !== 200) return undefined
  const base: Record<string, unknown> = {}
  for (const key of ['isPageContext', 'isClientSide', 'isPrerendering', 'config', 'exports', 'exportsAll', 'pageId', 'Page', 'is404', 'headers'])
    base[key] = refCtx[key]
  const path = reference.page.path
  if (JSON.stringify(refCtx.routeParams) !== JSON.stringify({ '*': path.slice(1) })) return undefined
  const doc = documentHtml(await (onRenderHtml as Frame['onRenderHtml'])({ ...base, urlOriginal: path, urlPathname: path, routeParams: refCtx.routeParams, payload: reference }))
  if (doc === undefined) return undefined
  const headAt = /<head(?:\s[^>]*)?>/i
  const head = headAt.exec(doc)
  const end = doc.lastIndexOf('</body>')
  if (!head || end < 0) return undefined
  const at = head.index + head[0].length
  const [before, middle, after] = [doc.slice(0, at), doc.slice(at, end), doc.slice(end)]
  if (!out.startsWith(before) || !out.endsWith(after)) return undefined
  const middleAt = out.indexOf(middle, at)
  if (middleAt < 0) return undefined
  const headInsert = out.slice(at, middleAt)
  const tail = out.slice(middleAt + middle.length, out.length - after.length)
  const open = '<script id="vike_pageContext" type="application/json">'
  // Without a pageContext script (the site passes nothing to vike's client), everything vike adds is constant.
  const hasContext = tail.includes(open)
  const jsonStart = hasContext ? tail.indexOf(open) : tail.length - open.length
  const jsonEnd = hasContext ? tail.indexOf('</script>', jsonStart) : tail.length
  const context = hasContext ? (JSON.parse(tail.slice(jsonStart + open.length, jsonEnd)) as Record<string, unknown>) : {}
  const pageId = refCtx.pageId as string
  const frame: Frame = {
    onRenderHtml: onRenderHtml as Frame['onRenderHtml'],
    base,
    headAt,
    headInsert,
    headInsertClean: !headInsert.includes(entryStart),
    tailBefore: tail.slice(0, jsonStart + open.length),
    tailAfter: tail.slice(jsonEnd),
    contextKeys: Object.keys(context),
    context,
    otherRoutes: routes.filter((r) => r.pageId !== pageId).map((r) => (r.routeString ? (path: string) => routeMatches(r.routeString!, path) : functionRoute(r.routeFunction))),
  }
  // The proof: the reference page reassembled from its parts must be vike's output, byte for byte.
  if (!isPlainJson(reference) || assemble(frame, doc, reference) !== out) return undefined
  return frame
}
