import type { BlockComponent } from '../../defineBlock.ts'
import { backgroundColors } from '../../shared/blockOptions.ts'
import { Illustration } from '../../shared/Illustration.tsx'
import { brandFeature } from '../../shared/BrandFeature.tsx'
import { amenities } from './amenities.ts'
import type { playaCollectionFeatureDefinition } from './definition.ts'

const Feature = brandFeature('playa-collection', amenities)

const PlayaCollectionFeature: BlockComponent<typeof playaCollectionFeatureDefinition> = ({ values, field }) => {
  const background = backgroundColors[values.backgroundColor]
  return (
    <div className={`v-collection-feature v-collection-feature--${values.backgroundColor}`} style={background ? { background } : undefined}>
      <Illustration name={values.illustration} className="v-collection-feature__illustration" />
      <Feature values={values} field={field} />
    </div>
  )
}
export default PlayaCollectionFeature
