import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import type { PagePayload } from '../payload/PagePayload.ts'
import { loadBlockComponents } from '../render/blockComponentCache.ts'

export async function onRenderClient(pageContext: PageContextClient & { payload: PagePayload }) {
  const { payload } = pageContext
  // The studio's live preview: its code (and the resolver with zod) loads only when asked for.
  const syncPageId = new URLSearchParams(location.search).get('voix-sync')
  if (syncPageId !== null) return (await import('../preview/startPreview.tsx')).startPreview(payload, syncPageId)
  const Page = pageContext.Page as ComponentType<{ payload: PagePayload }>
  // The blocks' code is split per block; fetch the ones this page uses before hydrating.
  await loadBlockComponents(payload.tree.nodes)
  hydrateRoot(document.getElementById('root')!, <Page payload={payload} />)
  document.documentElement.dataset.hydrated = 'true'
}
