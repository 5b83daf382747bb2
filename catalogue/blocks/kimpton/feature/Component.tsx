import type { BlockComponent } from '../../defineBlock.ts'
import { brandFeature } from '../../shared/BrandFeature.tsx'
import { amenities } from './amenities.ts'
import type { kimptonFeatureDefinition } from './definition.ts'

const KimptonFeature: BlockComponent<typeof kimptonFeatureDefinition> = brandFeature('kimpton', amenities)
export default KimptonFeature
