import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'
import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'

/** Every block the layout allows (deprecated ones too, so the demo shows the whole catalogue). */
export function blocksFor(layout: string): string[] {
  return listBlockDefinitions()
    .filter((d) => d.layouts.includes('*') || (d.layouts as readonly string[]).includes(layout))
    .map((d) => d.component)
}

/** A slice of a block filled with the block's first template, or its defaults. */
export function templateSlice(component: string): Element {
  const definition = listBlockDefinitions().find((d) => d.component === component)!
  return newSliceFromBlock(component, (definition.templates[0]?.values ?? {}) as Record<string, unknown>)
}

/** Share the blocks out over `count` pages, round robin, so every one appears once. */
export function spreadBlocks(components: readonly string[], count: number): string[][] {
  const pages: string[][] = Array.from({ length: count }, () => [])
  components.forEach((c, i) => pages[i % count]!.push(c))
  return pages
}
