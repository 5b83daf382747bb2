import type { ComponentType } from 'react'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import { blockComponents as loaders } from '../../catalogue/blocks/components.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loaded = new Map<string, ComponentType<any>>()

function collect(nodes: readonly RenderNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.kind === 'group') collect(node.children, into)
    else {
      into.add(node.component)
      for (const children of Object.values(node.slots)) collect(children, into)
    }
  }
  return into
}

export async function loadBlockComponents(nodes: readonly RenderNode[]): Promise<void> {
  const names = [...collect(nodes, new Set())].filter((n) => !loaded.has(n))
  await Promise.all(
    names.map(async (name) => {
      const loader = (loaders as Record<string, (typeof loaders)[keyof typeof loaders]>)[name]
      if (loader) loaded.set(name, (await loader()).default)
    }),
  )
}

let all: Promise<void> | undefined
/** The server renders any block, so it loads them all once. */
export function loadAllBlockComponents(): Promise<void> {
  all ??= Promise.all(
    Object.entries(loaders).map(async ([name, load]) => void loaded.set(name, (await load()).default)),
  ).then(() => undefined)
  return all
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getLoadedComponent(name: string): ComponentType<any> | undefined {
  return loaded.get(name)
}
