import type { Release } from '../../catalogue/model/entities/release.ts'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/**
 * The bar a release preview opens with: which release is shown, a way back to it in the studio, and every page
 * it holds on whichever site. Plain HTML with inline styles, added by the server, so the site bundle stays as built.
 */
export function releaseBanner({
  release,
  current,
  pages,
  more = 0,
  viewing,
}: {
  release: Release
  current: string
  /** The release's pages, then those showing its records. */
  pages: { id: string; title: string; site: string; href: string }[]
  /** Pages showing the release's records left off the list. */
  more?: number
  /**
   * The page on screen: one the release changes (`page`), one showing the release's records (`records`), or a
   * live page shown around them.
   */
  viewing?: { title: string; site: string; inRelease?: 'page' | 'records' | undefined }
}): string {
  const items = pages
    .map((p) =>
      p.id === current
        ? `<li><strong aria-current="page">${escapeHtml(p.title)}</strong> <small>(${escapeHtml(p.site)})</small></li>`
        : `<li><a href="${escapeHtml(p.href)}" style="color:#fff">${escapeHtml(p.title)}</a> <small>(${escapeHtml(p.site)})</small></li>`,
    )
    .join('')
  return (
    `<aside id="voix-release-banner" role="region" aria-label="Release preview" data-release="${escapeHtml(release.id)}" ` +
    `style="position:relative;z-index:2147483000;background:#1d2a3a;color:#fff;font:14px/1.4 system-ui,sans-serif;padding:8px 16px;display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center">` +
    `<span>Preview of the release <strong>${escapeHtml(release.name)}</strong>: not live yet.</span>` +
    (viewing
      ? `<span data-viewing>Viewing <strong>${escapeHtml(viewing.title)}</strong> on ${escapeHtml(viewing.site)}${viewing.inRelease === 'page' ? ', as the release changes it' : viewing.inRelease === 'records' ? ', showing the records the release changes' : ', as it is live (around the release)'}.</span>` +
        `<style>@media (max-width:600px){#voix-release-banner{font-size:13px!important;padding:6px 10px!important}#voix-release-banner ul{max-height:4.5em;overflow:auto}}</style>`
      : '') +
    `<a href="/voix/releases/${encodeURIComponent(release.id)}" style="color:#fff;text-decoration:underline">Back to the release</a>` +
    (pages.length > 1 ? `<ul style="display:flex;flex-wrap:wrap;gap:4px 12px;list-style:none;margin:0;padding:0">${items}</ul>` : '') +
    (more > 0 ? `<span data-more>and ${more} more page${more === 1 ? '' : 's'} showing its records</span>` : '') +
    `</aside>`
  )
}
