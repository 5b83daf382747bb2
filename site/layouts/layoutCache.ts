import type { LayoutComponent } from './LayoutProps.ts'
import { layoutLoaders, type LayoutLoader } from './layoutLoaders.ts'

const loaded = new Map<string, LayoutComponent>()
const pending = new Map<string, Promise<LayoutComponent>>()
const loaders = layoutLoaders as Record<string, LayoutLoader>

/** Layout ids the site has code for; anything else renders in 'blocks', the neutral layout. */
export function knownLayout(id: string): string {
  return id in loaders ? id : 'blocks'
}

/** Fetch a layout's code (once); navigation awaits it before rendering, link hovers start it early. */
export function loadLayout(id: string): Promise<LayoutComponent> {
  const key = knownLayout(id)
  const done = loaded.get(key)
  if (done) return Promise.resolve(done)
  let promise = pending.get(key)
  if (!promise) {
    promise = loaders[key]!().then(
      (module) => {
        loaded.set(key, module.default)
        return module.default
      },
      (error: unknown) => {
        // A failed chunk may succeed later (or after a reload); do not cache the failure.
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, promise)
  }
  return promise
}

export function getLoadedLayout(id: string): LayoutComponent | undefined {
  return loaded.get(knownLayout(id))
}

/** The server renders any layout, so it loads them all once. */
export function loadAllLayouts(): Promise<unknown> {
  return Promise.all(Object.keys(loaders).map(loadLayout))
}
