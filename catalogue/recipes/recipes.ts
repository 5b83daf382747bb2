import { agentPortalDashboard } from './agentPortalDashboard.ts'
import { blogIndex } from './blogIndex.ts'
import { hyattBrandHome } from './hyattBrandHome.ts'
import type { Recipe } from './Recipe.ts'
import { resortHome } from './resortHome.ts'
import { specialOfferLanding } from './specialOfferLanding.ts'
import { weddingsLanding } from './weddingsLanding.ts'

/** Every recipe of the cookbook, in the order the studio lists them. Explicit, like the block registry. */
export const recipes: readonly Recipe[] = [resortHome, specialOfferLanding, weddingsLanding, blogIndex, hyattBrandHome, agentPortalDashboard]

export function findRecipe(name: string): Recipe | undefined {
  return recipes.find((r) => r.name === name)
}
