import { getBlockDefinition } from '../blocks/definitions.ts'
import { newSliceFromBlock } from '../blocks/newSliceFromBlock.ts'
import type { Element } from '../model/element.ts'
import { newGroup } from '../model/newGroup.ts'

export interface RecipeSliceOptions {
  /** Which of the block's templates to start from (default its first; the defaults when it has none). */
  template?: number
  /** Values that differ from the template's, so the recipe reads as the page it is meant to be. */
  values?: Record<string, unknown>
  /** Children, each in one of this block's slots. */
  children?: Element[]
  slot?: string
}

/**
 * A slice of a recipe, built from its block's own template so a recipe follows the block when the block changes.
 * Ids are placeholders: defineRecipe numbers every element and field of the recipe.
 */
export function recipeSlice(component: string, { template = 0, values = {}, children = [], slot = 'default' }: RecipeSliceOptions = {}): Element {
  const definition = getBlockDefinition(component)
  const base = definition.templates[template]
  if (definition.templates.length && !base) throw new Error(`block '${component}' has no template ${template}`)
  return { ...newSliceFromBlock(component, { ...base?.values, ...values }, () => 'recipe'), elements: children, slot }
}

/** A group of a recipe: elements laid out together (a section of the page), with an optional DOM id. */
export function recipeGroup(label: string, children: Element[], domId?: string): Element {
  const group = newGroup(label, () => 'recipe')
  return { ...group, elements: children, properties: { ...group.properties, ...(domId ? { dom_id: domId } : {}) } }
}
