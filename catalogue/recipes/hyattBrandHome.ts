import { defineRecipe } from './defineRecipe.ts'
import { recipeGroup, recipeSlice } from './recipeSlice.ts'

export const hyattBrandHome = defineRecipe({
  name: 'hyatt-brand-home',
  title: 'Hyatt brand home',
  description:
    "A Hyatt brand's home, with the blocks only Hyatt layouts offer: a hero, the loyalty banner, the brand's feature story, a room and a set of experience cards. Use it for any of the Hyatt brands by changing the page's layout.",
  layout: 'hyatt',
  elements: [
    recipeSlice('GlobalImageHero', { values: { title: 'All-inclusive, the Hyatt way', subtitle: 'Resorts for families and for couples', link: { href: '/resorts', text: 'Find a resort' } } }),
    recipeSlice('HyattBanner'),
    recipeSlice('HyattFeature'),
    recipeSlice('ResortRoomListing'),
    recipeGroup('Experiences', [
      recipeSlice('CollectionCards', {
        children: [recipeSlice('CollectionCard'), recipeSlice('CollectionCard', { values: { title: 'Dining', copy: 'Eight restaurants, no reservations needed.', link: { href: '/dining', text: 'See the restaurants' } } })],
      }),
    ]),
  ],
})
