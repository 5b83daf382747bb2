// Kept free of zod: the component uses these in the browser.
/** One release as the list shows it; the build reads these from the published pages that hold a press release detail. */
export interface PressReleaseSummary {
  title: string
  /** The release page's path. */
  href: string
  /** YYYY-MM-DD, or '' when the release has no date. */
  date: string
  location: string
  summary: string
  /** URL of the release's hero image, if it has one. */
  image?: string
}

/** Newest first; undated releases last, in the order given. */
export function newestFirst<T extends { date: string }>(releases: readonly T[]): T[] {
  return [...releases].sort((a, b) => (a.date === b.date ? 0 : !a.date ? 1 : !b.date ? -1 : a.date < b.date ? 1 : -1))
}

export const releaseImageSizes = { default: { width: 320, height: 180 }, md: { width: 240, height: 135 } }
