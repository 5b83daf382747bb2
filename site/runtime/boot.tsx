import { hydrateRoot } from 'react-dom/client'
import SlicePreviewPage from '../pages/slice-preview/+Page.tsx'
import { loadLayout } from '../layouts/layoutCache.ts'
import { loadBlockComponents } from '../render/blockComponentCache.ts'
import { RenderMode } from '../render/RenderMode.ts'
import { loadView } from '../views/viewLoaders.ts'
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
  // A release preview is rendered by the server page by page (its cookie picks the release's versions); its page
  // is the build's bytes, so the server's banner is what marks it (the payload's mark is from older previews).
  const releasePreview = !!payload.release || document.getElementById('voix-release-banner') !== null
  if (isContentPath(location.pathname) && !releasePreview) return startSite(payload, PagePage)
  // Release, cookbook and slice previews only hydrate: no client navigation, middleware or polling. A slice
  // preview is the block alone, and so is a section preview; anything else (a cookbook preview, the 404 screen at an unknown /voix/ path)
  // is a page of its layout, chrome included.
  const Page = !payload.error && /^\/voix\/(?:slice|section)-preview\//.test(location.pathname) ? SlicePreviewPage : PagePage
  await Promise.all([
    loadBlockComponents(payload.tree.nodes, { forHydration: true }),
    loadLayout(payload.page.layout),
    payload.view ? loadView(payload.view) : undefined,
  ])
  hydrateRoot(
    document.getElementById('root')!,
    <RenderMode value="hydrate">
      <Page payload={payload} />
    </RenderMode>,
  )
  document.documentElement.dataset.hydrated = 'true'
}
