import type { ComponentType } from 'react'
import type { PagePayload } from '../payload/PagePayload.ts'

export type ViewComponent = ComponentType<{ payload: PagePayload }>
type ViewName = NonNullable<PagePayload['view']>

/** The site's own tool pages, split from the content renderer so visitors never download them. */
export const viewLoaders: Record<ViewName, () => Promise<{ default: ViewComponent }>> = {
  debug: () => import('./DebugView.tsx'),
  cookbook: () => import('./CookbookView.tsx'),
}

const loaded = new Map<string, ViewComponent>()
const pending = new Map<string, Promise<ViewComponent>>()

export function loadView(name: ViewName): Promise<ViewComponent> {
  let promise = pending.get(name)
  if (!promise) {
    promise = viewLoaders[name]().then((m) => (loaded.set(name, m.default), m.default))
    pending.set(name, promise)
  }
  return promise
}

export function getLoadedView(name: ViewName): ViewComponent | undefined {
  return loaded.get(name)
}

export function loadAllViews(): Promise<unknown> {
  return Promise.all((Object.keys(viewLoaders) as ViewName[]).map(loadView))
}
