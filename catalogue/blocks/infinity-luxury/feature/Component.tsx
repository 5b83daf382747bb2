import type { BlockComponent } from '../../defineBlock.ts'
import { brandFeature } from '../../shared/BrandFeature.tsx'
import { amenities } from './amenities.ts'
import type { infinityLuxuryFeatureDefinition } from './definition.ts'

const InfinityLuxuryFeature: BlockComponent<typeof infinityLuxuryFeatureDefinition> = brandFeature('infinity-luxury', amenities)
export default InfinityLuxuryFeature
