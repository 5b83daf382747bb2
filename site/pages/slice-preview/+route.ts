import type { PageContext } from 'vike/types'
import { sectionPreviewPattern } from '../../../catalogue/model/sections/sectionPreviewPath.ts'

const previewPath = /^\/voix\/slice-preview\/([A-Za-z0-9]+)(?:\/(\d{1,2}))?$/

/**
 * `/voix/slice-preview/{component}` shows a block with its first template; `/{n}` after it, its n-th (from 0).
 * `/voix/section-preview/{site}/{id}` shows a section as that site shows it: blocks alone too, so the same page.
 * The build prerenders them, so the studio's screenshots, its section picker and the blocks' browser tests use the real site.
 */
export default function route(pageContext: PageContext) {
  const match = previewPath.exec(pageContext.urlPathname)
  if (match) return { routeParams: { sliceName: match[1]!, template: match[2] ?? '0' } }
  const section = sectionPreviewPattern.exec(pageContext.urlPathname)
  if (section) return { routeParams: { site: section[1]!, section: section[2]! } }
  return false
}
