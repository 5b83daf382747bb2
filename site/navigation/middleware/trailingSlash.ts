import type { RouteMiddleware } from './RouteMiddleware.ts'

/**
 * '/rooms/' → '/rooms'; the root path keeps its slash. The same page by its canonical address: on a first load the
 * address bar is corrected in place (a static host may answer '/rooms' with a redirect to '/rooms/').
 */
export const trailingSlash: RouteMiddleware = {
  name: 'trailing-slash',
  run({ to }) {
    if (to.pathname.length <= 1 || !to.pathname.endsWith('/')) return undefined
    return { redirect: (to.pathname.replace(/\/+$/, '') || '/') + to.search + to.hash, samePage: true }
  },
}
