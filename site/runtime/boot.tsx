import { hydrateRoot } from 'react-dom/client'
import SlicePreviewPage from '../pages/slice-preview/+Page.tsx'
import { loadBlockComponents } from '../render/blockComponentCache.ts'
import { RenderMode } from '../render/RenderMode.ts'
import PagePage from '../pages/page/+Page.tsx'
import { isContentPath } from './ownPaths.ts'
import { readPayload } from './readPayload.ts'
import { startSite } from './startSite.tsx'

/** Starts the right thing for this page: the studio's live preview, the site, or a /voix tool page. */
export async function boot(): Promise<void> {
  const payload = readPayload()
  // The studio's live preview: its code (and the resolver with zod) loads only when asked for.
  const syncPageId = new URLSearchParams(location.search).get('voix-sync')
  if (syncPageId !== null) return (await import('../preview/startPreview.tsx')).startPreview(payload, syncPageId)
  if (isContentPath(location.pathname)) return startSite(payload, PagePage)
  // Slice previews under /voix only hydrate: no navigation, middleware or polling.
  await loadBlockComponents(payload.tree.nodes, { forHydration: true })
  hydrateRoot(
    document.getElementById('root')!,
    <RenderMode value="hydrate">
      <SlicePreviewPage payload={payload} />
    </RenderMode>,
  )
  document.documentElement.dataset.hydrated = 'true'
}
