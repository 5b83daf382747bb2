import { defineRecipe } from './defineRecipe.ts'
import { recipeSlice } from './recipeSlice.ts'

export const specialOfferLanding = defineRecipe({
  name: 'special-offer-landing',
  title: 'Special offer landing',
  description:
    'A campaign page for one sale: a hero with the headline, a countdown to the end of the sale, the offers picked from the specials database, the promo code, and the booking widget to book at once. Pick the offers and set the countdown date first.',
  layout: 'playaresorts',
  elements: [
    recipeSlice('GlobalImageHero', { values: { title: 'Save up to 40%', subtitle: 'Book by Friday for our best rates of the season', link: { href: '#offers', text: 'See the offers' } } }),
    recipeSlice('GlobalCountdownClock'),
    recipeSlice('SpecialsSpecialOffers', { values: { title: 'The offers' } }),
    recipeSlice('GlobalPromoCoupon'),
    recipeSlice('GlobalInlineBookingWidget'),
  ],
})
