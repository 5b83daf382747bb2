import { isContentPath } from './ownPaths.ts'

/** The same-site content link an event came from, if client navigation should handle it. */
function contentLink(event: Event): URL | undefined {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]')
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin || !isContentPath(url.pathname)) return undefined
  return url
}

/**
 * Same-site links navigate by payload; hovering (or focusing, or touching) one preloads its route. Clicks are
 * taken on the way down (capture, on the window): a click inside a block React has not hydrated yet is held by
 * React for replay and never bubbles up, so a listener below would miss it and the browser would load the page
 * whole. No block handles clicks on its links itself.
 */
export function interceptLinks(navigate: (href: string) => void, preload: (url: URL) => void): void {
  window.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const url = contentLink(event)
    if (!url) return
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return // an anchor on this page
    event.preventDefault()
    navigate(url.href)
  }, true)
  const onIntent = (event: Event) => {
    const url = contentLink(event)
    if (url && (url.pathname !== location.pathname || url.search !== location.search)) preload(url)
  }
  document.addEventListener('mouseover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent, { passive: true })
  document.addEventListener('touchstart', onIntent, { passive: true })
  // Links navigate by payload from here on (the page's script starts after load, so a click before this loads the page whole).
  document.documentElement.dataset.links = 'payload'
}
