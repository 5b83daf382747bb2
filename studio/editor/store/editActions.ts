import type { Page } from '../../../catalogue/model/page.ts'
import * as elements from './elementActions.ts'
import * as fields from './fieldActions.ts'
import { pasteBlocks } from './pasteBlocks.ts'
import * as review from './reviewActions.ts'
import { setElementMeta } from './setElementMeta.ts'
import { setPageSeo } from './setPageSeo.ts'
import * as sections from '../../sections/sectionActions.ts'

/** Every edit an editor can make to a page, by name; each is a pure function of the page. */
export const editActions = {
  addBlock: elements.addBlock,
  addGroup: elements.addGroup,
  duplicate: elements.duplicate,
  pasteBlocks,
  remove: elements.remove,
  replaceWithBlock: elements.replaceWithBlock,
  moveTo: elements.moveTo,
  moveInto: elements.moveInto,
  moveBefore: elements.moveBefore,
  moveBy: elements.moveBy,
  moveOut: elements.moveOut,
  setSlot: elements.setSlotOf,
  setEnabled: elements.setEnabled,
  setQuery: elements.setQuery,
  setLabel: elements.setLabel,
  setAgentsOnly: elements.setAgentsOnly,
  setElementMeta,
  setPageMeta: elements.setPageMeta,
  setPageSeo,
  setValue: fields.setValue,
  setFieldEnabled: fields.setFieldOn,
  setProperty: fields.setProperty,
  addField: fields.addFieldIfMissing,
  addAnnotation: review.addAnnotation,
  updateAnnotation: review.updateAnnotation,
  deleteAnnotation: review.deleteAnnotation,
  addComment: review.addComment,
  setReviewStatus: review.setReviewStatus,
  placeSection: sections.placeSection,
  insertPreset: sections.insertPreset,
  replaceWithSection: sections.replaceWithSection,
  detachSection: sections.detachSection,
} as const

export type EditActions = typeof editActions
export type EditName = keyof EditActions
type Rest<F> = F extends (page: Page, ...args: infer A) => Page ? A : never
export type EditArgs<N extends EditName> = Rest<EditActions[N]>

/** Typing into one field is one undo step, not one per keystroke. */
export function coalesceKey<N extends EditName>(name: N, args: EditArgs<N>): string | null {
  if (name === 'setValue' || name === 'setProperty') return `${name}:${String(args[0])}:${String(args[1])}`
  if (name === 'setElementMeta') return `${name}:${String(args[0])}:${Object.keys(args[1] as object).join()}`
  if (name === 'setLabel' || name === 'setPageMeta' || name === 'setPageSeo') return `${name}:${String(typeof args[0] === 'object' ? Object.keys(args[0] as object).join() : args[0])}`
  return null
}
