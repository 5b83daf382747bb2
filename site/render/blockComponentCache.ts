import type { ComponentType } from 'react'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { blockComponents } from '../../catalogue/blocks/components.ts'
import { hydrationOf } from './hydrationTrigger.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>
type Loader = () => Promise<{ default: AnyComponent }>

const loaders = blockComponents as Record<string, Loader>
const loaded = new Map<string, AnyComponent>()

export async function loadBlockComponent(name: string): Promise<AnyComponent> {
  const done = loaded.get(name)
  if (done) return done
  const loader = loaders[name]
  if (!loader) throw new Error(`Slice configuration not found for component: ${name}`)
  const component = (await loader()).default
  loaded.set(name, component)
  return component
}

/** The components a tree uses; with `forHydration`, only those that hydrate with the page ('load'). */
function collect(nodes: readonly RenderNode[], into: Set<string>, forHydration: boolean): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'group') collect(node.children, into, forHydration)
    else {
      if (!forHydration || hydrationOf(node) === 'load') into.add(node.component)
      for (const children of Object.values(node.slots)) collect(children, into, forHydration)
    }
  }
  return into
}

/**
 * Fetch the code of the blocks a tree renders. Before hydrating, only the slices that hydrate at once are
 * needed (the rest stay server HTML until their trigger); before a client render, all of them are.
 */
export async function loadBlockComponents(nodes: readonly RenderNode[], { forHydration = false } = {}): Promise<void> {
  await Promise.all([...collect(nodes, new Set(), forHydration)].map(loadBlockComponent))
}

let all: Promise<void> | undefined
/** The server renders any block, so it loads them all once. */
export function loadAllBlockComponents(): Promise<void> {
  all ??= Promise.all(Object.keys(loaders).map(loadBlockComponent)).then(() => undefined)
  return all
}

export function getLoadedComponent(name: string): AnyComponent | undefined {
  return loaded.get(name)
}
