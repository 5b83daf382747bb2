import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { cardDefinition } from './definition.ts'

const Card: BlockComponent<typeof cardDefinition> = ({ values, field }) => {
  const { image, title, copy, link } = values
  return (
    <article className="v-card">
      {image && <ResponsiveImage className="v-card__image" image={image} />}
      <div className="v-card__body">
        {title && <h3 {...field('title')}>{title}</h3>}
        {copy && <p {...field('copy')}>{copy}</p>}
        {link && <SafeLink className="v-card__link" link={link} />}
      </div>
    </article>
  )
}
export default Card
