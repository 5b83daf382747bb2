import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { marketingCenterSsoDefinition } from './definition.ts'

const MarketingCenterSso: BlockComponent<typeof marketingCenterSsoDefinition> = ({ values, field }) => {
  const tops = [values.topImage, values.topImage2, values.topImage3, values.topImage4, values.topImage5].filter((i) => i !== null)
  return (
    <section className="v-ap-mc">
      {tops.length > 0 && (
        <div className="v-ap-mc__strip">
          {tops.map((image, i) => (
            <ResponsiveImage key={i} className="v-ap-mc__top" image={image} />
          ))}
        </div>
      )}
      {values.includedText && (
        <p className="v-ap-mc__banner" style={{ background: values.includedBgColor || undefined, color: values.includedFgColor || undefined }}>
          {values.includedText}
        </p>
      )}
      <div className="v-ap-mc__main">
        {values.copyImage && <ResponsiveImage className="v-ap-mc__copy-image" image={values.copyImage} />}
        <div>
          {values.title && <h2 {...field('title')}>{values.title}</h2>}
          <RichText html={values.copy} />
          {values.link && <SafeLink className="v-button v-ap-button" link={values.link} />}
        </div>
      </div>
    </section>
  )
}
export default MarketingCenterSso
