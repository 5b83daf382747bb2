import { createElement, type ReactNode } from 'react'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { getLoadedComponent } from './blockComponentCache.ts'

const fieldAttrs = (fieldIds: Record<string, string>) => (name: string) =>
  fieldIds[name] ? { 'data-vf': fieldIds[name] } : {}

function renderNode(node: RenderNode): ReactNode {
  if (node.kind === 'group') {
    const tag = node.el && /^(div|section|article|aside|main|header|footer|ul|ol|nav)$/.test(node.el) ? node.el : 'div'
    return createElement(tag, { key: node.id, id: node.domId, className: 'v-group', 'data-el': node.id }, node.children.map(renderNode))
  }
  const Component = getLoadedComponent(node.component)
  if (!Component) throw new Error(`Slice configuration not found for component: ${node.component}`)
  const slots: Record<string, ReactNode> = {}
  for (const [slot, children] of Object.entries(node.slots)) slots[slot] = children.map(renderNode)
  return (
    <div key={node.id} id={node.domId} className="v-slice" data-el={node.id} data-component={node.component}>
      <Component values={node.values} id={node.id} slots={slots} field={fieldAttrs(node.fieldIds)} data={node.data} />
    </div>
  )
}

/** Renders a resolved element tree; the same code runs in the build, in the browser, and in the studio preview. */
export function ElementTree({ nodes }: { nodes: readonly RenderNode[] }) {
  return <>{nodes.map(renderNode)}</>
}
