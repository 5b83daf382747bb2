import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { brandCardDefinition } from './definition.ts'

const BrandCard: BlockComponent<typeof brandCardDefinition> = ({ values, field }) => (
  <article className="v-brand-card">
    {values.image && <ResponsiveImage className="v-brand-card__image" image={values.image} />}
    <div className="v-brand-card__body">
      {values.title && <h3 {...field('title')}>{values.title}</h3>}
      {values.copy && <p {...field('copy')}>{values.copy}</p>}
      {values.link && <SafeLink className="v-brand-card__link" link={values.link}>{values.link.text || 'Learn More'}</SafeLink>}
    </div>
  </article>
)
export default BrandCard
