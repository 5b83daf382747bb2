import type { Element } from '../model/element.ts'
import { withNewIds } from '../model/operations/duplicateElement.ts'
import { Recipe, type RecipeInput } from './Recipe.ts'

/**
 * A recipe, checked and with stable ids (`{name}-{n}` for every element and field), so its preview is the same
 * HTML in every build. A recipe that breaks the rules is a bug in the catalogue: it fails here, naming where.
 */
export function defineRecipe(input: Omit<RecipeInput, 'elements'> & { elements: Element[] }): Recipe {
  let n = 0
  const generate = () => `${input.name}-${n++}`
  const parsed = Recipe.safeParse({ ...input, elements: input.elements.map((e) => withNewIds(e, generate)) })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`recipe '${input.name}': ${issue.path.join('.')}: ${issue.message}`)
  }
  return parsed.data
}
