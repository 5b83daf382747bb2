import { defineRecipe } from './defineRecipe.ts'
import { recipeSlice } from './recipeSlice.ts'

export const weddingsLanding = defineRecipe({
  name: 'weddings-landing',
  title: 'Weddings landing',
  description:
    'A landing page for couples: a romantic hero, a short welcome, the ceremony venues, the packages with prices, and the wedding desk to contact. Add one venue block per venue; the package block holds all packages.',
  layout: 'playaresorts',
  elements: [
    recipeSlice('GlobalImageHero', { values: { title: 'Weddings by the sea', subtitle: 'Say “I do” with your toes in the sand', link: { href: '#venues', text: 'See the venues' } } }),
    recipeSlice('GlobalIntro', {
      values: { title: 'Your day, our whole team', copy: '<p>A dedicated coordinator plans every detail with you, from the first call to the last dance.</p>' },
    }),
    recipeSlice('WeddingsVenue'),
    recipeSlice('WeddingsPackages'),
    recipeSlice('ResortContactRow'),
  ],
})
