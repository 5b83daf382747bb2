import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { blockOverImageDefinition } from './definition.ts'

const BlockOverImage: BlockComponent<typeof blockOverImageDefinition> = ({ values, field }) => (
  <section className={`v-over-image v-over-image--${values.boxPosition}`}>
    {values.image && <ResponsiveImage className="v-over-image__image" image={values.image} />}
    <div className="v-over-image__box">
      {values.title && <h2 {...field('title')}>{values.title}</h2>}
      <RichText html={values.copy} />
      {values.link && <SafeLink className="v-button v-over-image__link" link={values.link} />}
    </div>
  </section>
)
export default BlockOverImage
