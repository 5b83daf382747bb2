import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { imageHeroDefinition } from './definition.ts'

const ImageHero: BlockComponent<typeof imageHeroDefinition> = ({ values, field }) => (
  <section className="v-image-hero">
    {values.image && <ResponsiveImage className="v-image-hero__image" image={values.image} priority />}
    <div className="v-image-hero__content">
      {values.title && <h1 {...field('title')}>{values.title}</h1>}
      {values.subtitle && <p {...field('subtitle')}>{values.subtitle}</p>}
      {values.link && <SafeLink className="v-button" link={values.link} />}
    </div>
  </section>
)
export default ImageHero
