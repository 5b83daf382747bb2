import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import type { RenderSlice } from '../../catalogue/blocks/renderTree.ts'
import { colorStyle } from './colorStyle.ts'
import { getLoadedComponent, loadBlockComponent } from './blockComponentCache.ts'
import { hydrationOf, hydrationTrigger } from './hydrationTrigger.ts'
import { RenderMode } from './RenderMode.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

/**
 * Blocks that are ARIA children of their parent block (a privacy table's rows, role=row inside role=rowgroup): their
 * wrapper is role=none, so assistive technology and checkers see the row directly inside its row group.
 */
const ownedByParent = new Set(['ResortPrivacyPolicyRow'])

const fieldAttrs = (fieldIds: Record<string, string>) => (name: string) => (fieldIds[name] ? { 'data-vf': fieldIds[name] } : {})

// One lazy per slice, kept across renders: a new lazy would suspend again and lose the server's HTML.
const deferred = new Map<string, AnyComponent>()
function deferredComponent(node: RenderSlice): AnyComponent {
  let component = deferred.get(node.id)
  if (!component) {
    component = lazy(async () => {
      await hydrationTrigger(node)
      return { default: await loadBlockComponent(node.component) }
    })
    deferred.set(node.id, component)
  }
  return component
}

/**
 * One placed block. While hydrating, a slice whose hydration is not 'load' stays as the server's HTML inside
 * a Suspense boundary until its trigger fires (idle, visible) or forever (none, and static blocks).
 */
export function SliceView({ node, slots }: { node: RenderSlice; slots: Record<string, ReactNode> }) {
  const mode = use(RenderMode)
  const wait = hydrationOf(node) !== 'load'
  const Component = mode === 'hydrate' && wait ? deferredComponent(node) : getLoadedComponent(node.component)
  if (!Component) throw new Error(`Slice configuration not found for component: ${node.component}`)
  const content = <Component values={node.values} id={node.id} slots={slots} field={fieldAttrs(node.fieldIds)} data={node.data} />
  return (
    <div
      id={node.domId}
      style={colorStyle(node.colors)}
      className="v-slice"
      role={ownedByParent.has(node.component) ? 'none' : undefined}
      data-el={node.id}
      data-component={node.component}
      data-hydration={hydrationOf(node)}
      data-xp-tags={node.tags.length ? node.tags.join(',') : undefined}
    >
      {wait ? <Suspense fallback={null}>{content}</Suspense> : content}
    </div>
  )
}
