import { createElement, type ReactNode } from 'react'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { Conditional } from './Conditional.tsx'
import { colorStyle } from './colorStyle.ts'
import { SliceView } from './SliceView.tsx'

const groupTags = /^(div|section|article|aside|main|header|footer|ul|ol|nav)$/

function renderNode(node: RenderNode): ReactNode {
  let out: ReactNode
  if (node.kind === 'group') {
    const tag = node.el && groupTags.test(node.el) ? node.el : 'div'
    out = createElement(tag, { key: node.id, id: node.domId, style: colorStyle(node.colors), className: 'v-group', 'data-el': node.id }, node.children.map(renderNode))
  } else {
    const slots: Record<string, ReactNode> = {}
    for (const [slot, children] of Object.entries(node.slots)) slots[slot] = children.map(renderNode)
    out = <SliceView key={node.id} node={node} slots={slots} />
  }
  return node.conditions ? (
    <Conditional key={node.id} conditions={node.conditions}>
      {out}
    </Conditional>
  ) : (
    out
  )
}

/** Renders a resolved element tree; the same code runs in the build, in the browser, and in the studio preview. */
export function ElementTree({ nodes }: { nodes: readonly RenderNode[] }) {
  return <>{nodes.map(renderNode)}</>
}
