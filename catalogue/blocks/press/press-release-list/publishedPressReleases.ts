import { z } from 'zod'
import type { Element } from '../../../model/element.ts'
import { PressReleaseListData } from './definition.ts'
import { newestFirst } from './pressReleases.ts'
import { pressReleasesFromPages } from './pressReleasesFromPages.ts'

/** One published release page as the snapshot carries it: its list entry, and the site and language it belongs to. */
export const PublishedPressRelease = PressReleaseListData.element.extend({ site_id: z.string().min(1), locale: z.string().min(1) })
export type PublishedPressRelease = z.infer<typeof PublishedPressRelease>

/** Whether a stored page's text can hold a release: a substring test, so only those pages need reading. */
export const mayHoldPressRelease = (pageJson: string) => pageJson.includes('"PressReleaseDetail"')

/**
 * The releases among a snapshot's published pages, for the press release lists of every site: whoever exports
 * the snapshot reads them once from the pages it already holds, so the build needs no pass over its pages.
 */
export function publishedPressReleases(pages: readonly { site_id: string; locale: string; path: string; elements: readonly Element[] }[]): PublishedPressRelease[] {
  return pages.flatMap((page) => pressReleasesFromPages([page]).map((entry) => ({ ...entry, site_id: page.site_id, locale: page.locale })))
}

/** A list's data: the releases of its page's site and language, newest first (the snapshot lists them by page). */
export function pressReleasesOf(releases: readonly PublishedPressRelease[], siteId: string, locale: string): PressReleaseListData {
  return newestFirst(releases.filter((r) => r.site_id === siteId && r.locale === locale).map(({ site_id: _s, locale: _l, ...entry }) => entry))
}
