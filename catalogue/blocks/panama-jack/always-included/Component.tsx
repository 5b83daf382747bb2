import type { BlockComponent } from '../../defineBlock.ts'
import { brandFeature } from '../../shared/BrandFeature.tsx'
import { amenities } from './amenities.ts'
import type { panamaJackAlwaysIncludedDefinition } from './definition.ts'

const PanamaJackAlwaysIncluded: BlockComponent<typeof panamaJackAlwaysIncludedDefinition> = brandFeature('panama-jack', amenities)
export default PanamaJackAlwaysIncluded
