import { startTransition, type ComponentType } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { loadLayout } from '../layouts/layoutCache.ts'
import { layoutLoaders } from '../layouts/layoutLoaders.ts'
import type { PagePayload } from '../payload/PagePayload.ts'
import { loadBlockComponents } from '../render/blockComponentCache.ts'
import { PageView } from '../render/PageView.tsx'
import { RenderMode } from '../render/RenderMode.ts'
import { loadView } from '../views/viewLoaders.ts'
import { watchBuilds } from '../builds/buildWatcher.ts'
import { isChunkError, reloadOnce } from '../builds/reloadGuard.ts'
import { listenForTooltips } from '../enhance/tooltips.ts'
import { createErrorReporter, reporterOptionsFromMeta } from '../http/errorReporter.ts'
import { setCurrentSite } from '../http/siteFetch.ts'
import { checkNavigationTarget } from '../navigation/guards.ts'
import { runMiddleware } from '../navigation/middleware/chain.ts'
import type { NavigationContext } from '../navigation/middleware/RouteMiddleware.ts'
import { NavigationError } from '../navigation/NavigationError.ts'
import { validate } from '../navigation/middleware/validate.ts'
import { createPreloadQueue } from '../navigation/preloadQueue.ts'
import { askAgent } from '../../catalogue/blocks/shared/agentSession.ts'
import { markAgentState } from '../visitor/agentSession.ts'
import { addPoints, watchSliceViews } from '../visitor/experiencePoints.ts'
import { AfterRender } from './AfterRender.tsx'
import { interceptLinks } from './interceptLinks.ts'
import { createPayloadLoader } from './payloadLoader.ts'
import { installPublicApi } from './publicApi.ts'
import { updateHead } from './updateHead.ts'

type PageComponent = ComponentType<{ payload: PagePayload; layout?: string }>

interface NavigateOptions {
  replace?: boolean
  external?: boolean
  fromHistory?: boolean
  hops?: number
}

/** The public site in the browser: hydrate the prerendered page, then navigate by payload. */
export async function startSite(initial: PagePayload, InitialPage: PageComponent): Promise<void> {
  const html = document.documentElement
  const { buildId } = initial
  const report = createErrorReporter(reporterOptionsFromMeta())
  setCurrentSite(initial.site.id)
  markAgentState()
  const watcher = watchBuilds({
    buildId,
    onNewBuild: (id) => {
      html.dataset.newBuild = id
      dispatchEvent(new CustomEvent('voix:new-build', { detail: id }))
    },
  })
  const loadPayload = createPayloadLoader(buildId)
  const preloads = createPreloadQueue(4)
  let current = { payload: initial, url: new URL(location.href), layout: undefined as string | undefined }
  let root: Root | undefined
  let stopSliceViews = () => {}
  let navigation = 0

  const shown = () => {
    stopSliceViews()
    stopSliceViews = watchSliceViews(document)
    html.dataset.hydrated = 'true'
    html.dataset.path = location.pathname
  }

  // A new key per screen: a fresh tree (no stale slice state) and a fresh AfterRender effect.
  let screens = 0
  const screen = (payload: PagePayload, layout?: string) => (
    <AfterRender key={++screens} onShown={shown}>
      <PageView payload={payload} layout={layout} />
    </AfterRender>
  )

  const show = (payload: PagePayload, layout?: string) => {
    updateHead(payload)
    if (!root) root = createRootFor()
    root.render(<RenderMode value="render">{screen(payload, layout)}</RenderMode>)
  }

  const errorPayload = (status: number, message: string, stack?: string): PagePayload => ({
    ...current.payload,
    view: undefined,
    tree: { nodes: [], css: '' },
    error: { status, message, ...(stack ? { stack } : {}) },
  })

  const fail = (error: unknown, path: string) => {
    if (isChunkError(error) && reloadOnce(path)) return
    const status = error instanceof NavigationError ? error.status : Number((error as { status?: unknown }).status) || 500
    const message = error instanceof Error ? error.message : String(error)
    void report(status === 404 ? 'warn' : 'error', error, { path })
    show(errorPayload(status, message, status === 404 ? undefined : (error as Error).stack))
  }

  const onRootError = (error: unknown) => fail(error, location.pathname + location.search)
  const createRootFor = () => {
    return createRoot(document.getElementById('root')!, { onUncaughtError: onRootError })
  }

  const context = (to: URL, from: URL | null): NavigationContext => ({
    to,
    from,
    site: current.payload.site,
    manifest: watcher.manifest,
    confirm: (message) => window.confirm(message),
    alert: (message) => window.alert(message),
    editor: { dirty: html.dataset.voixDirty === 'true', releaseStatus: html.dataset.voixReleaseStatus },
    knownLayouts: Object.keys(layoutLoaders),
  })

  const preload = (url: URL) => {
    try {
      validate.run(context(url, current.url)) // nothing to fetch for a path that cannot be a page
    } catch {
      return
    }
    void preloads
      .run(async () => {
        const loaded = await loadPayload(url.pathname)
        const layout = url.searchParams.get('layout') ?? (loaded.ok ? loaded.payload.page.layout : undefined)
        await Promise.all([layout && loadLayout(layout), loaded.ok && loadBlockComponents(loaded.payload.tree.nodes)])
      })
      .catch(() => {}) // a preload is a hint; the click reports its own failure
  }

  /**
   * A signed-in agent's own copy of the page: the server leaves agents-only content out of every public page and
   * gives it here, to a browser whose sign-in it has checked (catalogue/blocks/shared/agentSession.ts).
   */
  async function agentContent(url: URL, token: number) {
    const answer = await askAgent(url.pathname)
    const payload = answer?.payload as PagePayload | undefined
    if (!payload || token !== navigation || payload.buildId !== buildId || payload.page.path !== current.payload.page.path) return
    await loadBlockComponents(payload.tree.nodes)
    if (token !== navigation) return
    current = { ...current, payload }
    show(payload, current.layout)
  }

  async function navigate(href: string, { replace = false, external = false, fromHistory = false, hops = 0 }: NavigateOptions = {}): Promise<void> {
    const url = checkNavigationTarget(href, location.href, { external })
    // A newer build is live: take it whole (HTML and code) rather than mix it with this tab's code.
    if (url.origin !== location.origin || watcher.newBuild) return location.assign(url.href)
    const token = ++navigation
    const ctx = context(url, current.url)
    const commitUrl = () => {
      if (!fromHistory) history[replace ? 'replaceState' : 'pushState'](null, '', url.href)
      current = { ...current, url }
    }
    let result
    try {
      result = runMiddleware(ctx)
    } catch (error) {
      commitUrl()
      return fail(error, url.pathname)
    }
    if (result === false) {
      if (fromHistory) history.pushState(null, '', current.url.href)
      return
    }
    if (result) {
      if (hops >= 10) return fail(new Error(`Too many redirects from ${url.pathname}`), url.pathname)
      return navigate(result.redirect, { replace: true, external: result.external, hops: hops + 1 })
    }
    try {
      const loaded = await loadPayload(url.pathname)
      if (token !== navigation) return
      if (loaded.ok && loaded.payload.buildId !== buildId) return location.assign(url.href)
      // A page for signed-in agents, and this browser is not signed in (or its sign-in ran out): the page, loaded
      // whole, is the server's to answer, and it sends the visitor to sign in and back.
      if (!loaded.ok && loaded.status === 401) return location.assign(url.href)
      if (!loaded.ok) {
        console.warn(loaded.message)
        commitUrl()
        return show(errorPayload(404, loaded.message))
      }
      const { payload } = loaded
      await Promise.all([
        loadLayout(ctx.layout ?? payload.page.layout),
        loadBlockComponents(payload.tree.nodes),
        payload.view ? loadView(payload.view) : undefined,
      ])
      if (token !== navigation) return
      commitUrl()
      current = { payload, url, layout: ctx.layout }
      setCurrentSite(payload.site.id)
      addPoints(payload.page.tags)
      show(payload, ctx.layout)
      void agentContent(url, token).catch((error: unknown) => void report('error', error))
      if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView()
      else if (!fromHistory) window.scrollTo(0, 0)
    } catch (error) {
      if (token !== navigation) return
      commitUrl()
      fail(error, url.pathname + url.search)
    }
  }

  addEventListener('error', (event) => (isChunkError(event.error ?? event.message) ? fail(event.error, location.pathname) : void report('error', event.error ?? event.message)))
  addEventListener('unhandledrejection', (event) => (isChunkError(event.reason) ? fail(event.reason, location.pathname) : void report('error', event.reason)))
  addEventListener('popstate', () => void navigate(location.href, { fromHistory: true }).catch((e: unknown) => fail(e, location.pathname)))
  listenForTooltips()
  interceptLinks((href) => void navigate(href).catch((e: unknown) => fail(e, new URL(href, location.href).pathname)), preload)
  installPublicApi({ buildId, navigate, report, newBuild: () => watcher.newBuild })

  // The first page: the chain runs as for any navigation, then the prerendered HTML is hydrated in place.
  addPoints(initial.page.tags)
  let ctx = context(current.url, null)
  let result
  try {
    result = runMiddleware(ctx)
    // The server sent this page for the slashed address (a folder on a static host): the address bar takes the
    // page's own address without loading it again, which on such a host would only redirect back here.
    if (result && result.samePage) {
      const url = checkNavigationTarget(result.redirect, location.href)
      history.replaceState(history.state, '', url.href)
      current = { ...current, url }
      ctx = context(url, null)
      result = runMiddleware(ctx)
    }
  } catch (error) {
    return fail(error, location.pathname)
  }
  if (result) return location.replace(checkNavigationTarget(result.redirect, location.href, { external: result.external }).href)
  try {
    await Promise.all([
      loadLayout(ctx.layout ?? initial.page.layout),
      loadBlockComponents(initial.tree.nodes, { forHydration: !ctx.layout }),
      initial.view ? loadView(initial.view) : undefined,
    ])
  } catch (error) {
    return fail(error, location.pathname + location.search)
  }
  // Another layout than the prerendered one: the page is rendered anew rather than hydrated, as a transition so
  // React renders it in slices between which the browser stays responsive (the HTML already shows meanwhile).
  if (ctx.layout && ctx.layout !== initial.page.layout) {
    const layout = (current.layout = ctx.layout)
    return startTransition(() => show(initial, layout))
  }
  void agentContent(current.url, navigation).catch((error: unknown) => void report('error', error))
  root = hydrateRoot(
    document.getElementById('root')!,
    <RenderMode value="hydrate">
      <AfterRender onShown={shown}>
        <InitialPage payload={initial} />
      </AfterRender>
    </RenderMode>,
    { onUncaughtError: onRootError },
  )
}
