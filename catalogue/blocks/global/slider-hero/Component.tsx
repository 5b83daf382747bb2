import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { Slider } from '../../shared/Slider.tsx'
import type { sliderHeroDefinition } from './definition.ts'

const SliderHero: BlockComponent<typeof sliderHeroDefinition> = ({ values }) => {
  const slides = ([1, 2, 3, 4, 5] as const)
    .map((n) => ({ n, image: values[`slide${n}`], title: values[`slide${n}Title`] }))
    .filter((s) => s.image !== null)
  return (
    <section className="v-slider-hero">
      <Slider perView={1} arrowSize={values.arrowSize} arrowColor="white" label="Highlights">
        {slides.map((s, i) => (
          <div key={s.n} className="v-slider-hero__slide">
            <ResponsiveImage className="v-slider-hero__image" image={s.image!} priority={i === 0} />
            {s.title && <p className="v-slider-hero__title">{s.title}</p>}
          </div>
        ))}
      </Slider>
      {values.link && <SafeLink className="v-button v-slider-hero__button" link={values.link} />}
    </section>
  )
}
export default SliderHero
