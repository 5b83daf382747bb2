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

/** A block whose edit cannot be shown: what to fix, in the editor's words, above its last good render. */
const Problem = memo(function Problem({ id, problem }: { id: string; problem: string }) {
  return (
    <div className="v-preview-problem" data-el={id} role="status" style={{ background: '#fef3c7', color: '#78350f', borderLeft: '4px solid #d97706', padding: '0.5rem 0.75rem', font: '14px/1.4 system-ui, sans-serif' }}>
      {problem} — fix it in the field panel to see the change here.
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
        t.problem ? (
          <div key={t.element.id}>
            <Problem id={t.element.id} problem={t.problem} />
            {t.node && <TopNode node={t.node} />}
          </div>
        ) : t.node ? (
          <TopNode key={t.element.id} node={t.node} />
        ) : null,
      )}
    </SiteLayout>
  )
}
