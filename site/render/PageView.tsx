import { use } from 'react'
import type { PagePayload } from '../payload/PagePayload.ts'
import { ErrorScreen } from '../errors/ErrorScreen.tsx'
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx'
import { getLoadedView, loadView } from '../views/viewLoaders.ts'
import { ElementTree } from './ElementTree.tsx'
import { SiteLayout } from './SiteLayout.tsx'

/** A payload as a screen: its content in its layout (or `layout`, when the query chose one), or an error. */
export function PageView({ payload, layout }: { payload: PagePayload; layout?: string }) {
  const { error, view } = payload
  // Anything but a 404 may come from a broken layout or block, so the catch-all screen stands alone.
  if (error && error.status !== 404) return <ErrorScreen error={error} />
  const View = view ? (getLoadedView(view) ?? use(loadView(view))) : undefined
  return (
    <SiteLayout site={payload.site} layout={layout ?? payload.page.layout} path={payload.page.path}>
      {error ? <NotFoundScreen message={error.message} /> : View ? <View payload={payload} /> : <ElementTree nodes={payload.tree.nodes} />}
    </SiteLayout>
  )
}
