import type { BlockComponent } from '../../defineBlock.ts'
import { Slider } from '../../shared/Slider.tsx'
import type { generalSliderDefinition } from './definition.ts'

const GeneralSlider: BlockComponent<typeof generalSliderDefinition> = ({ values, slots }) => (
  <div className="v-general-slider">
    <Slider perView={values.slides} arrowSize={values.arrowSize} arrowColor={values.arrowColor || '#ffffff'} label={values.label}>
      {slots.default}
    </Slider>
  </div>
)
export default GeneralSlider
