import type { PublishedSnapshot } from '../catalogue/model/snapshot.ts'
import type { Site } from '../catalogue/model/site.ts'
import type { PagePayload, SitePayload } from '../site/payload/PagePayload.ts'
import { cookbookPreviews } from './extra/cookbookPreviews.ts'
import { sectionPreviews } from './extra/sectionPreviews.ts'
import { slicePreviews } from './extra/slicePreviews.ts'
import { postPages } from './extra/postPages.ts'
import { sitePages } from './extra/sitePages.ts'

/**
 * A page the build renders besides the published content pages: the 404 screen, block and section previews,
 * the debug page, cookbook previews. `outputPath` is where its index.html goes in the site's folder ('404' is special:
 * written as 404.html, which the static server and CDNs answer unknown paths with).
 */
export interface ExtraPage {
  outputPath: string
  /** The URL vike routes (the page's route must match it). */
  url: string
  payload: PagePayload
  /** Extra pageContext passed to renderPage, e.g. { voixStatus: 404 }. */
  pageContext?: Record<string, unknown>
  /** Whether to write a _payload.json beside it (content-like pages only). */
  writePayload?: boolean
}

export interface ExtraPagesContext {
  snapshot: PublishedSnapshot
  site: Site
  sitePayload: SitePayload
  buildId: string
}

export type ExtraPagesSource = (context: ExtraPagesContext) => ExtraPage[]

/** Every source of extra pages, called once per site per build. Explicit, like the block registry. */
export const extraPageSources: ExtraPagesSource[] = [slicePreviews, sectionPreviews, cookbookPreviews, sitePages, postPages]
