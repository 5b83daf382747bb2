import type { RouteMiddleware } from './RouteMiddleware.ts'

/** '/rooms/' → '/rooms'; the root path keeps its slash. */
export const trailingSlash: RouteMiddleware = {
  name: 'trailing-slash',
  run({ to }) {
    if (to.pathname.length <= 1 || !to.pathname.endsWith('/')) return undefined
    return { redirect: (to.pathname.replace(/\/+$/, '') || '/') + to.search + to.hash }
  },
}
