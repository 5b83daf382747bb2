import type { RouteMiddleware } from './RouteMiddleware.ts'

/** `?layout=hilton` renders the page in that layout; an unknown id is ignored. */
export const layoutFromQuery: RouteMiddleware = {
  name: 'layout-from-query',
  run(context) {
    const layout = context.to.searchParams.get('layout')
    if (layout && context.knownLayouts.includes(layout)) context.layout = layout
    return undefined
  },
}
