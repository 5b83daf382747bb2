import type { BlockComponent } from '../../defineBlock.ts'
import { AmenityList } from '../../shared/AmenityList.tsx'
import { MediaFeature } from '../../shared/MediaFeature.tsx'
import { amenities } from './amenities.ts'
import type { kimptonFeatureDefinition } from './definition.ts'

const KimptonFeature: BlockComponent<typeof kimptonFeatureDefinition> = ({ values, field }) => (
  <MediaFeature
    brand="kimpton"
    title={values.title}
    titleTag={values.titleTag}
    titleSize={values.titleSize}
    copy={values.copy}
    image={values.image}
    link={values.link}
    position={values.position}
    titleAttrs={field('title')}
  >
    <AmenityList amenities={amenities} shown={values} title={values.amenitiesTitle} />
  </MediaFeature>
)
export default KimptonFeature
