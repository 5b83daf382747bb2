import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { localeDirection } from '../../catalogue/collections/localeDirection.ts'
import type { PagePayload } from '../payload/PagePayload.ts'
import { headTagsHtml } from '../render/headTagsHtml.ts'
import { seoHeadHtmlKey } from '../payload/SeoHead.ts'
import { payloadScript } from '../runtime/readPayload.ts'
import { loadAllBlockComponents } from '../render/blockComponentCache.ts'
import { loadAllLayouts } from '../layouts/layoutCache.ts'
import { loadAllViews } from '../views/viewLoaders.ts'
import 'virtual:voix-palettes.css'
import '../styles/site.css'

// The server renders any block, layout and view, so it loads them all, once: a build renders thousands of pages.
let allCode: Promise<unknown> | undefined
function loadAllCode(): Promise<unknown> {
  allCode ??= Promise.all([loadAllBlockComponents(), loadAllLayouts(), loadAllViews()]).catch((error: unknown) => {
    // A failed import may succeed on the next page; do not keep the failure.
    allCode = undefined
    throw error
  })
  return allCode
}

/** `payloadJson`: JSON.stringify(payload), when the caller (the build) has already made it. */
export async function onRenderHtml(pageContext: PageContextServer & { payload: PagePayload; payloadJson?: string }) {
  const { payload } = pageContext
  const Page = pageContext.Page as ComponentType<{ payload: PagePayload }>
  await loadAllCode()
  const html = renderToString(<Page payload={payload} />)
  const { page, tree, buildId, error } = payload
  const title = error ? (error.status === 404 ? '404 ERROR' : `Error ${error.status}`) : page.title
  return escapeInject`<!DOCTYPE html>
<html lang="${page.locale}" dir="${localeDirection(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${page[seoHeadHtmlKey] && !error ? dangerouslySkipEscape(page[seoHeadHtmlKey]) : escapeInject`<title>${title}</title>
<meta name="description" content="${page.description}">`}
<meta name="voix-build" content="${buildId}">
${dangerouslySkipEscape(headTagsHtml(page.head))}
<style id="voix-field-css">${dangerouslySkipEscape(tree.css.replace(/</g, '\\3C '))}</style>
</head>
<body>
<div id="root">${dangerouslySkipEscape(html)}</div>
${dangerouslySkipEscape(payloadScript(payload, pageContext.payloadJson))}
</body>
</html>`
}
