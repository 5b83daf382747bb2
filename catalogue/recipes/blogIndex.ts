import { defineRecipe } from './defineRecipe.ts'
import { recipeSlice } from './recipeSlice.ts'

export const blogIndex = defineRecipe({
  name: 'blog-index',
  title: 'Blog index',
  description:
    "The site's stories: an introduction, then every published post of the site's language, newest first, from the posts database, and a link on to the offers. Set the list's post type to show press or news instead of the blog.",
  layout: 'playaresorts',
  elements: [
    recipeSlice('GlobalIntro', { values: { title: 'Stories from the beach', titleTag: 'h1', copy: '<p>Travel ideas, recipes from our chefs and news from the resorts.</p>' } }),
    recipeSlice('BlogsBlogList'),
    recipeSlice('GenericBlockLink'),
  ],
})
