import { specialOffersDefinition } from './special-offers/definition.ts'

export const specialsDefinitions = {
  SpecialsSpecialOffers: specialOffersDefinition,
} as const
