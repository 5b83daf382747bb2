import type { BlockComponent } from '../../defineBlock.ts'
import { brandFeature } from '../../shared/BrandFeature.tsx'
import { amenities } from './amenities.ts'
import type { bonitaFeatureDefinition } from './definition.ts'

const BonitaFeature: BlockComponent<typeof bonitaFeatureDefinition> = brandFeature('bonita', amenities)
export default BonitaFeature
