import type { CSSProperties } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { backgroundColors } from '../../shared/blockOptions.ts'
import { Illustration } from '../../shared/Illustration.tsx'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { Title } from '../../shared/Title.tsx'
import type { contentBlockDefinition } from './definition.ts'

const ContentBlock: BlockComponent<typeof contentBlockDefinition> = ({ values, slots, field }) => {
  const { title, titleTag, titleSize, copy, maxWidth, textAlign, backgroundColor, backgroundImage, gradientOpacity, illustration, language } = values
  const background = backgroundColors[backgroundColor]
  const style = { ...(background ? { background } : {}), '--v-gradient-opacity': gradientOpacity } as CSSProperties
  return (
    <section className={`v-content-block${backgroundImage ? ' v-content-block--image' : ''}`} style={style} lang={language}>
      {backgroundImage && <ResponsiveImage className="v-content-block__image" image={backgroundImage} />}
      <Illustration name={illustration} className="v-content-block__illustration" />
      <div className="v-content-block__inner" style={{ maxWidth: `${maxWidth}px`, textAlign }}>
        <Title text={title} tag={titleTag} size={titleSize} className="v-content-block__title" attrs={field('title')} />
        <RichText html={copy} />
        {slots.default}
      </div>
    </section>
  )
}
export default ContentBlock
