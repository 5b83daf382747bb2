import type { BlockComponent } from '../../defineBlock.ts'
import { backgroundColors } from '../../shared/blockOptions.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { Title } from '../../shared/Title.tsx'
import type { magazineSlideDefinition } from './definition.ts'

const MagazineSlide: BlockComponent<typeof magazineSlideDefinition> = ({ values, field }) => {
  const { image, kicker, title, titleTag, titleSize, copy, link, textPosition, backgroundColor } = values
  const background = backgroundColors[backgroundColor]
  return (
    <article className={`v-magazine-slide v-magazine-slide--${textPosition}`}>
      {image && <ResponsiveImage className="v-magazine-slide__image" image={image} />}
      <div className="v-magazine-slide__panel" style={background ? { background } : undefined}>
        {kicker && <p className="v-magazine-slide__kicker">{kicker}</p>}
        <Title text={title} tag={titleTag} size={titleSize} className="v-magazine-slide__title" attrs={field('title')} />
        <RichText html={copy} />
        {link && <SafeLink className="v-magazine-slide__link" link={link} />}
      </div>
    </article>
  )
}
export default MagazineSlide
