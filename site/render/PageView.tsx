import type { PagePayload } from '../payload/PagePayload.ts'
import { ElementTree } from './ElementTree.tsx'
import { SiteLayout } from './SiteLayout.tsx'

export function PageView({ payload }: { payload: PagePayload }) {
  return (
    <SiteLayout site={payload.site} layout={payload.page.layout}>
      <ElementTree nodes={payload.tree.nodes} />
    </SiteLayout>
  )
}
