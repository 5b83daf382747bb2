import { checkUrl } from '../../catalogue/fields/checkUrl.ts'

/**
 * Where a navigation may go. Dangerous protocols (javascript:, data:, …) never; other origins only when the
 * caller says so explicitly. Returns the resolved URL.
 */
export function checkNavigationTarget(href: string, base: string, { external = false } = {}): URL {
  const check = checkUrl(href)
  if (!check.ok && check.protocol) throw new Error(`Cannot navigate to a URL with '${check.protocol}:' protocol.`)
  const url = new URL(href, base)
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`Cannot navigate to a URL with '${url.protocol}' protocol.`)
  if (url.origin !== new URL(base).origin && !external) throw new Error('Navigating to an external URL is not allowed by default.')
  return url
}
