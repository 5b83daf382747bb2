import { defineRecipe } from './defineRecipe.ts'
import { recipeGroup, recipeSlice } from './recipeSlice.ts'

export const resortHome = defineRecipe({
  name: 'resort-home',
  title: 'Resort home',
  description:
    "A resort's home page: a hero with the season's message, booking right under it, a welcome, what is included, a room, the offers and the gallery, then how to reach the resort. Swap the hero image and pick the resort in the booking widget first.",
  layout: 'playaresorts',
  elements: [
    recipeSlice('GlobalImageHero', { values: { title: 'Your all-inclusive escape', subtitle: 'Beachfront resorts in Mexico and the Caribbean', link: { href: '/specials', text: 'See offers' } } }),
    recipeSlice('GlobalInlineBookingWidget'),
    recipeGroup('Welcome', [recipeSlice('GlobalIntro'), recipeSlice('GenericFeaturesSection')], 'welcome'),
    recipeSlice('ResortRoomListing'),
    recipeSlice('SpecialsSpecialOffers', { values: { title: 'This season’s offers' } }),
    recipeSlice('GlobalGalleries'),
    recipeSlice('GlobalContactBlock'),
  ],
})
