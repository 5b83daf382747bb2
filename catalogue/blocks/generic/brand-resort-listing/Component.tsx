import type { BlockComponent } from '../../defineBlock.ts'
import { brandLogos, brandLogoUrl } from '../../shared/brandLogos.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { brandResortListingDefinition } from './definition.ts'

const BrandResortListing: BlockComponent<typeof brandResortListingDefinition> = ({ values, field }) => (
  <article
    className={`v-resort-listing v-resort-listing--${values.direction}`}
    style={{ background: values.bgColor || undefined, color: values.fgColor || undefined }}
  >
    {values.image && <ResponsiveImage className="v-resort-listing__image" image={values.image} />}
    <div className="v-resort-listing__body">
      <img className="v-resort-listing__logo" src={brandLogoUrl(values.svgLogo)} alt={brandLogos[values.svgLogo]} width={200} height={50} loading="lazy" />
      {values.title && <h3 {...field('title')}>{values.title}</h3>}
      {values.location && <p className="v-resort-listing__location">{values.location}</p>}
      {values.adultsOnly && <p className="v-resort-listing__badge">Adults only</p>}
      {values.copy && <p {...field('copy')}>{values.copy}</p>}
      {values.link && <SafeLink className="v-resort-listing__link" link={values.link} />}
    </div>
  </article>
)
export default BrandResortListing
