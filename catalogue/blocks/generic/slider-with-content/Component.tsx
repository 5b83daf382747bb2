import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { Slider } from '../../shared/Slider.tsx'
import type { sliderWithContentDefinition } from './definition.ts'

const SliderWithContent: BlockComponent<typeof sliderWithContentDefinition> = ({ values, field }) => {
  const slides = [values.slide1, values.slide2, values.slide3, values.slide4, values.slide5].filter((s) => s !== null)
  return (
    <section className={`v-slider-content v-slider-content--${values.position}`}>
      <div className="v-slider-content__media">
        <Slider perView={1} arrowSize={50} arrowColor="white" label={values.title || 'Images'}>
          {slides.map((image, i) => (
            <ResponsiveImage key={i} className="v-slider-content__image" image={image} />
          ))}
        </Slider>
      </div>
      <div className="v-slider-content__text">
        {values.title && <h2 {...field('title')}>{values.title}</h2>}
        <RichText html={values.copy} />
        {values.link && <SafeLink className="v-button v-slider-content__link" link={values.link} />}
      </div>
    </section>
  )
}
export default SliderWithContent
