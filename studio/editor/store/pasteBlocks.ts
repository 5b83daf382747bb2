import { checkFragmentBlocks, FragmentRefused } from '../../../catalogue/blocks/checkFragmentBlocks.ts'
import { BlockFragmentError, readBlockFragment } from '../../../catalogue/model/blockFragment.ts'
import type { Element } from '../../../catalogue/model/element.ts'
import { newId, type IdGenerator } from '../../../catalogue/model/ids.ts'
import { nestingLimits } from '../../../catalogue/model/nestingLimits.ts'
import { ElementOperationError, findElement, withNewIds } from '../../../catalogue/model/operations/index.ts'
import { insertAfter } from '../../../catalogue/model/operations/tree.ts'
import type { Page } from '../../../catalogue/model/page.ts'
import { assertSlotAccepts } from './elementActions.ts'

/** How many levels a tree takes: a block alone is 1. */
function depthOf(elements: readonly Element[]): number {
  let deepest = 0
  for (const el of elements) deepest = Math.max(deepest, 1 + depthOf(el.elements))
  return deepest
}

/** The level of the list holding `id` (the page's own list is 1). */
function levelOf(elements: readonly Element[], id: string, level = 1): number {
  for (const el of elements) {
    if (el.id === id) return level
    const inner = levelOf(el.elements, id, level + 1)
    if (inner) return inner
  }
  return 0
}

/**
 * Puts the blocks of a copied fragment (its text, as the clipboard holds it) into the page, right after `afterId`
 * in its list and slot, else at the end of the page: every block and field gets a new id, and the whole paste is one
 * edit (one undo step). Refused, with the reason in an editor's words, when the text is not copied blocks, or a block
 * is unknown, not offered by this page's layout, not taken by the slot, or would nest too deep.
 */
export function pasteBlocks(page: Page, text: string, afterId: string | null = null, generate: IdGenerator = newId): Page {
  let blocks: Element[]
  try {
    blocks = checkFragmentBlocks(readBlockFragment(text).blocks, page.layout)
  } catch (error) {
    if (error instanceof BlockFragmentError || error instanceof FragmentRefused) throw new ElementOperationError(error.message)
    throw error
  }
  const after = afterId ? findElement(page.elements, afterId) : undefined
  if (afterId && !after) throw new ElementOperationError('The block to paste after is no longer on the page: select a block and paste again')
  const level = after ? levelOf(page.elements, after.element.id) : 1
  if (level + depthOf(blocks) - 1 > nestingLimits.elements)
    throw new ElementOperationError(`The copied blocks cannot go here: blocks can be nested at most ${nestingLimits.elements} deep. Paste them higher up the page`)
  const slot = after?.parent ? after.element.slot : 'default'
  for (const block of blocks) assertSlotAccepts(page, after?.parent?.id, slot, block.component)
  let elements = page.elements
  let previous = after?.element.id
  for (const block of blocks) {
    const placed = { ...withNewIds(block, generate), slot }
    elements = previous ? insertAfter(elements, previous, placed) : [...elements, placed]
    previous = placed.id
  }
  return { ...page, elements }
}
