import type { PagePayload } from '../../site/payload/PagePayload.ts'
import type { ExtraPage, ExtraPagesContext, ExtraPagesSource } from '../extraPages.ts'

function sitePage({ sitePayload, buildId }: ExtraPagesContext, path: string, title: string, extra: Partial<PagePayload>): PagePayload {
  return {
    buildId,
    site: sitePayload,
    page: { id: path, path, title, description: '', layout: sitePayload.layout, locale: sitePayload.locale, tags: [], head: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] },
    tree: { nodes: [], css: '' },
    ...extra,
  }
}

/**
 * Every site's own pages besides its content: the 404 screen (written as 404.html, which the static server and
 * CDNs answer unknown paths with, status 404) and /voix-debug (what the runtime knows; not indexed).
 */
export const sitePages: ExtraPagesSource = (context): ExtraPage[] => [
  {
    outputPath: '404',
    url: '/404',
    payload: sitePage(context, '/404', '404 ERROR', { error: { status: 404, message: 'Page not found' } }),
  },
  {
    outputPath: 'voix-debug',
    url: '/voix-debug',
    writePayload: true,
    payload: sitePage(context, '/voix-debug', 'Voix debug', { view: 'debug' }),
  },
]
