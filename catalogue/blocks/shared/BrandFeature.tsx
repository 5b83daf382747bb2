import type { LinkValue } from '../../fields/fieldKind.ts'
import type { FieldAttrs } from '../defineBlock.ts'
import { AmenityList, type Amenity } from './AmenityList.tsx'
import type { MediaPosition, TitleSize, TitleTag } from './blockOptions.ts'
import { MediaFeature } from './MediaFeature.tsx'
import type { ResolvedMedia } from './ResponsiveImage.tsx'

export interface BrandFeatureValues extends Record<string, unknown> {
  title: string
  titleTag: TitleTag
  titleSize: TitleSize
  copy: string
  image: ResolvedMedia | null
  link: LinkValue | null
  position: MediaPosition
  amenitiesTitle: string
}

interface Props {
  values: BrandFeatureValues
  field: (name: 'title') => FieldAttrs
}

/**
 * The brand families' feature block: a media feature in the brand's style, listing the amenities whose
 * show-checkboxes are on. Each brand's block differs only in its modifier class and its amenity list.
 */
export function brandFeature(brand: string, amenities: readonly Amenity[]) {
  return function BrandFeature({ values, field }: Props) {
    return (
      <MediaFeature
        brand={brand}
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
  }
}
