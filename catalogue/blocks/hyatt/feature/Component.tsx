import type { BlockComponent } from '../../defineBlock.ts'
import { brandFeature } from '../../shared/BrandFeature.tsx'
import { amenities } from './amenities.ts'
import type { hyattFeatureDefinition } from './definition.ts'

const HyattFeature: BlockComponent<typeof hyattFeatureDefinition> = brandFeature('hyatt', amenities)
export default HyattFeature
