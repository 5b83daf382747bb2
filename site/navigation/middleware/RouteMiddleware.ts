import type { SitePayload } from '../../payload/PagePayload.ts'
import type { BuildManifest } from '../../builds/BuildManifest.ts'

/** What each step of the chain sees, and may set (the layout). */
export interface NavigationContext {
  to: URL
  from: URL | null
  site: SitePayload
  manifest: BuildManifest | undefined
  /** The layout the page renders in when not its own; set by layout-from-query. */
  layout?: string
  /** The browser's dialogs, passed in so the chain runs (and is tested) anywhere. */
  confirm: (message: string) => boolean
  alert: (message: string) => void
  /** The studio's state as its live preview reports it on `<html>`: unsaved changes, release status. */
  editor: { dirty: boolean; releaseStatus?: string }
  knownLayouts: readonly string[]
}

/**
 * Continue (undefined), stop where we are (false), or go elsewhere instead. `samePage`: the address the page is
 * known by, not another page (the slashless form of the path); a page already shown from the server is not loaded
 * again for it, so a host that adds slashes to folders and this step never send the browser back and forth.
 */
export type MiddlewareResult = undefined | false | { redirect: string; external?: boolean; samePage?: boolean }

export interface RouteMiddleware {
  name: string
  run: (context: NavigationContext) => MiddlewareResult
}
