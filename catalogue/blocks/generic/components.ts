import type { BlockLoaders } from '../components.ts'
import type { genericDefinitions } from './definitions.ts'

export const genericComponents: BlockLoaders<typeof genericDefinitions> = {
  GenericHero: () => import('./hero/Component.tsx'),
  GenericBlockLink: () => import('./block-link/Component.tsx'),
  GenericBlockOverImage: () => import('./block-over-image/Component.tsx'),
  GenericBrandCard: () => import('./brand-card/Component.tsx'),
  GenericBrandResortListing: () => import('./brand-resort-listing/Component.tsx'),
  GenericFeaturesSection: () => import('./features-section/Component.tsx'),
  GenericSliderWithContent: () => import('./slider-with-content/Component.tsx'),
  GenericIncludedWithStay: () => import('./included-with-stay/Component.tsx'),
  GenericSoloMedia: () => import('./solo-media/Component.tsx'),
}
