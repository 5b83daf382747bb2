import { newSliceFromBlock } from '../../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../../catalogue/model/element.ts'
import { ElementOperationError, findElement, replaceElement } from '../../catalogue/model/operations/index.ts'
import { withNewIds } from '../../catalogue/model/operations/duplicateElement.ts'
import { removeElement } from '../../catalogue/model/operations/tree.ts'
import type { Page } from '../../catalogue/model/page.ts'
import { sectionBlock, sectionGroup, type SectionSource } from '../../catalogue/model/sections/expandSections.ts'
import { blockGone, place, type Placement } from '../editor/store/elementActions.ts'

/** The block standing for a shared section on a page. */
const placeholderFor = (section: { id: string; name: string }) => newSliceFromBlock(sectionBlock, { section: section.id, name: section.name })

/** Place a shared section: the page keeps a placeholder, and the build puts the section's blocks there. */
export const placeSection = (page: Page, section: { id: string; name: string }, at: Placement = {}): Page => place(page, placeholderFor(section), at)

/** Insert a preset: a copy of its blocks, with ids of their own, that keeps no link to the preset. */
export function insertPreset(page: Page, elements: readonly Element[], at: Placement = {}): Page {
  let next = page
  let after = at
  for (const element of elements) {
    const copy = withNewIds(element)
    next = place(next, copy, after)
    after = { afterId: copy.id }
  }
  return next
}

/** The selected blocks, now saved as a shared section, become one placeholder where the first of them was. */
export function replaceWithSection(page: Page, ids: readonly string[], section: { id: string; name: string }): Page {
  const [first, ...rest] = ids
  if (!first || !findElement(page.elements, first)) throw new ElementOperationError(blockGone)
  let next = replaceElement(page, first, { ...placeholderFor(section), slot: findElement(page.elements, first)!.element.slot })
  for (const id of rest) if (findElement(next.elements, id)) next = { ...next, elements: removeElement(next.elements, id) }
  return next
}

/** Detach a placed section: the page keeps a copy of its blocks, exactly as the build put them in, so it shows the same. */
export function detachSection(page: Page, id: string, section: SectionSource): Page {
  const found = findElement(page.elements, id)
  if (!found) throw new ElementOperationError(blockGone)
  return replaceElement(page, id, sectionGroup(found.element, section))
}
