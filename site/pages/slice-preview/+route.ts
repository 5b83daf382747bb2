import type { PageContext } from 'vike/types'

const previewPath = /^\/voix\/slice-preview\/([A-Za-z0-9]+)(?:\/(\d{1,2}))?$/

/**
 * `/voix/slice-preview/{component}` shows a block with its first template; `/{n}` after it, its n-th (from 0).
 * The build prerenders both, so the studio's screenshots and the blocks' browser tests use the real site.
 */
export default function route(pageContext: PageContext) {
  const match = previewPath.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { sliceName: match[1]!, template: match[2] ?? '0' } }
}
