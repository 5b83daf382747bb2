import type { BlockLoaders } from '../components.ts'
import type { specialsDefinitions } from './definitions.ts'

export const specialsComponents: BlockLoaders<typeof specialsDefinitions> = {
  SpecialsSpecialOffers: () => import('./special-offers/Component.tsx'),
}
