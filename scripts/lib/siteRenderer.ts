import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PagePayload } from '../../site/payload/PagePayload.ts'

type RenderPage = (init: { urlOriginal: string; payload: PagePayload }) => Promise<{ httpResponse: { statusCode: number; body: string } | null }>

/**
 * Renders a payload on request through the site's own SSR bundle, the same renderer as the build: for pages the
 * build does not write (release previews, agents-only pages). The bundle loads once, on first use.
 */
export function createSiteRenderer(bundleDir: string): (urlOriginal: string, payload: PagePayload) => Promise<string | undefined> {
  let renderer: Promise<RenderPage> | undefined
  return async (urlOriginal, payload) => {
    renderer ??= (async () => {
      await import(pathToFileURL(join(bundleDir, 'server', 'entry.mjs')).href)
      return (await import('vike/server')).renderPage as unknown as RenderPage
    })()
    const { httpResponse } = await (await renderer)({ urlOriginal, payload })
    return httpResponse?.body
  }
}
