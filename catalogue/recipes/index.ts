export { Recipe, type RecipeInput } from './Recipe.ts'
export { defineRecipe } from './defineRecipe.ts'
export { recipeGroup, recipeSlice } from './recipeSlice.ts'
export { findRecipe, recipes } from './recipes.ts'
