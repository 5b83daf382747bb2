import type { BlockComponent } from '../../defineBlock.ts'
import { AmenityList } from '../../shared/AmenityList.tsx'
import { backgroundColors } from '../../shared/blockOptions.ts'
import { Illustration } from '../../shared/Illustration.tsx'
import { MediaFeature } from '../../shared/MediaFeature.tsx'
import { amenities } from './amenities.ts'
import type { playaCollectionFeatureDefinition } from './definition.ts'

const PlayaCollectionFeature: BlockComponent<typeof playaCollectionFeatureDefinition> = ({ values, field }) => {
  const background = backgroundColors[values.backgroundColor]
  return (
    <div className={`v-collection-feature v-collection-feature--${values.backgroundColor}`} style={background ? { background } : undefined}>
      <Illustration name={values.illustration} className="v-collection-feature__illustration" />
      <MediaFeature
        brand="playa-collection"
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
    </div>
  )
}
export default PlayaCollectionFeature
