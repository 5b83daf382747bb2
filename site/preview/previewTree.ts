import { elementLabel } from '../../catalogue/blocks/elementLabel.ts'
import { describeContentProblem } from '../../catalogue/blocks/problemForEditor.ts'
import { ContentError, resolveElements } from '../../catalogue/blocks/resolveElements.ts'
import type { RenderNode } from '../../catalogue/blocks/renderTree.ts'
import type { Element } from '../../catalogue/model/element.ts'

export interface ResolvedTop {
  element: Element
  node?: RenderNode
  css: string
  /**
   * Why this element cannot be shown as edited, by block and field label; the block stays as it last rendered
   * (`node`), and the rest of the page is shown as usual.
   */
  problem?: string
}

/**
 * Resolves a page's top-level elements, reusing the result for every element that is the same object as
 * last time: an edit changes one element, so one keystroke resolves one element, not the page.
 */
export function resolveTopLevel(elements: readonly Element[], previous: Map<string, ResolvedTop>, pageLabel?: string): Map<string, ResolvedTop> {
  const next = new Map<string, ResolvedTop>()
  for (const element of elements) {
    const before = previous.get(element.id)
    if (before && before.element === element) {
      next.set(element.id, before)
      continue
    }
    if (!element.enabled) {
      next.set(element.id, { element, css: '' })
      continue
    }
    try {
      const tree = resolveElements([element], pageLabel)
      next.set(element.id, { element, node: tree.nodes[0], css: tree.css })
    } catch (error) {
      const problem =
        error instanceof ContentError
          ? describeContentProblem({ ...error.where, elementLabel: elementLabel(element) }, error.problem)
          : `“${elementLabel(element)}” cannot be shown: ${error instanceof Error ? error.message : String(error)}`
      // The last good render stays in place, so a half-typed value does not blank the block.
      next.set(element.id, { element, css: before?.css ?? '', ...(before?.node ? { node: before.node } : {}), problem })
    }
  }
  return next
}
