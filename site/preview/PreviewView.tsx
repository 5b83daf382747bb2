import { memo, useLayoutEffect } from 'react'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import type { PreviewSite } from '../../catalogue/sync/syncMessages.ts'
import { ElementTree } from '../render/ElementTree.tsx'
import { SiteLayout } from '../render/SiteLayout.tsx'
import type { ResolvedTop } from './previewTree.ts'

// One memoised component per top-level element: an unchanged element is not even re-rendered.
const TopNode = memo(function TopNode({ node }: { node: RenderNode }) {
  return <ElementTree nodes={[node]} />
})

const Problem = memo(function Problem({ id, problem }: { id: string; problem: string }) {
  return (
    <div className="v-preview-problem" data-el={id} role="alert">
      {problem}
    </div>
  )
})

export interface PreviewViewProps {
  site: PreviewSite
  layout: string
  tops: ResolvedTop[]
  rev: number
  onRendered: (rev: number) => void
}

export function PreviewView({ site, layout, tops, rev, onRendered }: PreviewViewProps) {
  useLayoutEffect(() => onRendered(rev), [rev, onRendered])
  return (
    <SiteLayout site={site} layout={layout}>
      {tops.map((t) =>
        t.problem ? <Problem key={t.element.id} id={t.element.id} problem={t.problem} /> : t.node ? <TopNode key={t.element.id} node={t.node} /> : null,
      )}
    </SiteLayout>
  )
}
