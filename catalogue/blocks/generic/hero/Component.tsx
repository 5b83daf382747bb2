import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { heroDefinition } from './definition.ts'

const Hero: BlockComponent<typeof heroDefinition> = ({ values, field }) => {
  const { image, title, copy, link, showTitle, height, mode, bottomGradient } = values
  return (
    <section className={`v-hero v-hero--${mode}${bottomGradient ? ' v-hero--gradient' : ''}`} style={{ minHeight: `${height}vh` }}>
      {image && <ResponsiveImage className="v-hero__image" image={image} priority />}
      <div className="v-hero__content">
        {showTitle && title && (
          <h1 className="v-hero__title" {...field('title')}>
            {title}
          </h1>
        )}
        <RichText className="v-hero__copy" html={copy} />
        {link && <SafeLink className="v-button" link={link} />}
      </div>
    </section>
  )
}
export default Hero
