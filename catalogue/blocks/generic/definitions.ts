import { blockOverImageDefinition } from './block-over-image/definition.ts'
import { brandCardDefinition } from './brand-card/definition.ts'
import { brandResortListingDefinition } from './brand-resort-listing/definition.ts'
import { featuresSectionDefinition } from './features-section/definition.ts'
import { sliderWithContentDefinition } from './slider-with-content/definition.ts'
import { includedWithStayDefinition } from './included-with-stay/definition.ts'
import { soloMediaDefinition } from './solo-media/definition.ts'
import { blockLinkDefinition } from './block-link/definition.ts'
import { heroDefinition } from './hero/definition.ts'

export const genericDefinitions = {
  GenericHero: heroDefinition,
  GenericBlockLink: blockLinkDefinition,
  GenericBlockOverImage: blockOverImageDefinition,
  GenericBrandCard: brandCardDefinition,
  GenericBrandResortListing: brandResortListingDefinition,
  GenericFeaturesSection: featuresSectionDefinition,
  GenericSliderWithContent: sliderWithContentDefinition,
  GenericIncludedWithStay: includedWithStayDefinition,
  GenericSoloMedia: soloMediaDefinition,
} as const
