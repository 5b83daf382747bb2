import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { breakpointForWidth } from '../../catalogue/model/breakpoints.ts'
import type { Element } from '../../catalogue/model/element.ts'
import type { Page } from '../../catalogue/model/page.ts'
import { decodePage } from '../../catalogue/sync/pageDelta.ts'
import { createSyncChannel } from '../../catalogue/sync/syncChannel.ts'
import { previewReceiverKey, type PreviewReceiver, type PreviewSite, type SyncMessage } from '../../catalogue/sync/syncMessages.ts'
import type { PagePayload } from '../payload/PagePayload.ts'
import { getLoadedComponent, loadBlockComponents } from '../render/blockComponentCache.ts'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { subscribeViewportWidth } from '../visitor/viewportWidth.ts'
import { createPreviewBlockData } from './previewBlockData.ts'
import { PreviewView } from './PreviewView.tsx'
import { resolveTopLevel, type ResolvedTop } from './previewTree.ts'

function allLoaded(nodes: readonly RenderNode[]): boolean {
  return nodes.every((n) => (n.kind === 'group' ? allLoaded(n.children) : !!getLoadedComponent(n.component) && Object.values(n.slots).every(allLoaded)))
}

/** Rewriting a style sheet restyles the whole page, so it is rewritten only when it changed. */
function setSheet(sheet: HTMLElement, css: string): void {
  if (sheet.textContent !== css) sheet.textContent = css
}

/**
 * The live preview: this page, opened by the studio with `?voix-sync=<page id>`, renders the editor's unsaved
 * copy as it arrives over the sync channel, with the site's own renderer.
 */
export function startPreview(payload: PagePayload | undefined, pageId: string): void {
  const channel = createSyncChannel<SyncMessage>()
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  const style = document.getElementById('voix-field-css') ?? document.head.appendChild(document.createElement('style'))
  const marks = document.head.appendChild(document.createElement('style'))
  let site: PreviewSite | undefined = payload?.site
  const known = new Map<string, Element>()
  let resolved = new Map<string, ResolvedTop>()
  let rev = 0
  let page: Page | undefined
  let selected: string[] = []
  const rendered = (r: number) => {
    document.documentElement.dataset.previewRev = String(r)
  }
  // Database-backed blocks' data, fetched once: when it arrives, elements are resolved again to show it.
  const blockData = createPreviewBlockData(() => {
    resolved = new Map()
    if (page) void render(page, false)
  })

  const showMarks = () => {
    const breakpoint = breakpointForWidth(window.innerWidth)
    const pinned = (page?.review.annotations[breakpoint] ?? []).flatMap((a) => (a.element_id ? [a.element_id] : []))
    const sel = selected.map((id) => `[data-el="${CSS.escape(id)}"]`).join(',')
    const pins = pinned.map((id) => `[data-el="${CSS.escape(id)}"]`).join(',')
    setSheet(marks, `${sel ? `${sel}{outline:2px solid #4338ca;outline-offset:-2px}` : ''}${pins ? `${pins}{box-shadow:inset 0 0 0 3px #f59e0b}` : ''}`)
  }

  // Renders can overlap (one waits for block code while the next arrives); only the latest may show, even when
  // both are of the same page: block data arriving re-renders the very page an earlier render still waits on.
  let latest = 0
  const render = async (next: Page, direct: boolean) => {
    const mine = ++latest
    page = next
    resolved = resolveTopLevel(next.elements, resolved, next.path)
    const tops = next.elements.map((el) => resolved.get(el.id)!)
    const nodes = tops.flatMap((t) => (t.node ? [t.node] : []))
    if (site) blockData.attach(nodes, site.id, next.locale)
    const loading = !allLoaded(nodes)
    if (loading) await loadBlockComponents(nodes)
    if (mine !== latest) return
    setSheet(style, tops.map((t) => t.css).join('').replace(/</g, '\\3C '))
    if (document.title !== next.title) document.title = next.title
    showMarks()
    const r = ++rev
    const s = site ?? { id: '', slug: '', name: '', layout: next.layout, locale: next.locale, menu: [] }
    const view = <PreviewView site={s} layout={next.layout} tops={tops} rev={r} onRendered={rendered} />
    // Handed over by the editor in its keystroke's task: show it in that task too.
    if (direct && !loading) flushSync(() => root.render(view))
    else root.render(view)
  }

  // Set by the first page an embedding editor hands over.
  let embedded = false
  const handle = (message: SyncMessage, direct: boolean) => {
    if (message.pageId !== pageId) return
    if (message.type === 'page') {
      // The loaded page's own site payload has its menu; another site's comes from the studio.
      if (message.site && message.site.id !== payload?.site.id) site = message.site
      if (message.selected && message.selected.join() !== selected.join()) {
        selected = message.selected
        // Bring what the editor selected into view, after this render has put it in the page.
        requestAnimationFrame(() => document.querySelector(`[data-el="${CSS.escape(selected[0] ?? '')}"]`)?.scrollIntoView({ block: 'nearest' }))
      }
      const next = decodePage(message.page, known)
      if (!next) channel.post({ type: 'hello', pageId })
      else void render(next, direct)
    }
  }
  channel.subscribe((message) => {
    // A preview inside an editor shows that editor's copy, which it hands over directly (other windows' edits
    // included): pages from the channel, arriving in whatever order several windows sent them, would race it.
    if (message.type === 'page' && embedded) return
    handle(message, false)
  })
  const receiver: PreviewReceiver = {
    receive(message) {
      embedded = true
      handle(message, true)
    },
  }
  ;(window as unknown as Record<string, PreviewReceiver>)[previewReceiverKey] = receiver
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-el]')
      // The preview is for looking: links and buttons do not navigate away from the edited page.
      event.preventDefault()
      if (!target) return
      const box = target.getBoundingClientRect()
      channel.post({
        type: 'select',
        pageId,
        elementId: target.dataset.el!,
        x: Math.min(1, Math.max(0, (event.clientX - box.left) / (box.width || 1))),
        y: Math.min(1, Math.max(0, (event.clientY - box.top) / (box.height || 1))),
        width: window.innerWidth,
      })
    },
    true,
  )
  // Annotations are pinned per breakpoint: the marks follow the preview's width as the editor changes it.
  subscribeViewportWidth(showMarks)
  document.documentElement.dataset.preview = 'waiting'
  channel.post({ type: 'hello', pageId })
}
