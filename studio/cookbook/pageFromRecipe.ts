import { newId, type IdGenerator } from '../../catalogue/model/ids.ts'
import { withNewIds } from '../../catalogue/model/operations/duplicateElement.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { Recipe } from '../../catalogue/recipes/Recipe.ts'

export interface NewPageFromRecipe {
  site_id: string
  title: string
  path: string
  locale?: string
}

/**
 * The body of `POST /api/pages` for a page started from a recipe: the recipe's layout and elements, every
 * element and field with a new id (the recipe's own ids are shared by every page started from it).
 */
export function pageFromRecipe(recipe: Recipe, { site_id, title, path, locale = 'en' }: NewPageFromRecipe, generate: IdGenerator = newId): Omit<Page, 'id'> & { site_id: string } {
  return {
    site_id,
    title,
    path,
    locale,
    layout: recipe.layout,
    description: '',
    elements: recipe.elements.map((element) => withNewIds(element, generate)),
    fields: [],
    tags: [],
    head: [],
    review: { status: 'pending', annotations: {} },
  }
}
