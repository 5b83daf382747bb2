import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { destinations } from '../shared-options.ts'
import type { specialsWithFiltersDefinition } from './definition.ts'

const SpecialsWithFilters: BlockComponent<typeof specialsWithFiltersDefinition> = ({ values, field }) => (
  <article className="v-ap-special" data-filter-destination={values.destination}>
    {values.image && <ResponsiveImage className="v-ap-special__image" image={values.image} />}
    <div className="v-ap-special__body">
      {values.resortLogo && <ResponsiveImage className="v-ap-special__logo" image={values.resortLogo} />}
      <p className="v-ap-special__meta">
        {destinations[values.destination]}
        {values.prettyEndDate && <> · {values.prettyEndDate}</>}
      </p>
      {values.title && <h3 {...field('title')}>{values.title}</h3>}
      {values.subtitle && <p className="v-ap-special__subtitle">{values.subtitle}</p>}
      <RichText html={values.content} />
      {values.terms && (
        <details className="v-ap-special__terms">
          <summary>Terms and conditions</summary>
          <p>{values.terms}</p>
        </details>
      )}
      {values.link && <SafeLink className="v-button v-ap-button" link={values.link} />}
    </div>
  </article>
)
export default SpecialsWithFilters
