/**
 * How long each kind of file a site answers may be kept, as the live server sends it and as the export writes it
 * for each host (`_headers`, the nginx include). One table, so the two never drift.
 */
export const cachePolicies = {
  /** Hashed assets (`/assets/…`): their name changes with their bytes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Public files of the site bundle, robots.txt and the sitemaps: names that stay, content that rarely changes. */
  short: 'public, max-age=300',
  /** The build manifests (`/builds/…`), polled to notice a new build. */
  manifest: 'no-cache',
  /** Pages, payloads and the not-found page: asked again each time, answered from cache while unchanged. */
  page: 'public, max-age=0, must-revalidate',
} as const

/** A site's robots.txt and sitemaps (`sitemap.xml`, or the index and its parts). */
export const seoFilePattern = /^\/(?:robots\.txt|sitemap(?:-\d+)?\.xml)$/
