import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import type { iconFeatureCardDefinition } from './definition.ts'

const IconFeatureCard: BlockComponent<typeof iconFeatureCardDefinition> = ({ values, field }) => (
  <div className="v-ap-feature">
    {values.image && <ResponsiveImage className="v-ap-feature__icon" image={values.image} />}
    {values.title && <h3 {...field('title')}>{values.title}</h3>}
    {values.copy && <p {...field('copy')}>{values.copy}</p>}
  </div>
)
export default IconFeatureCard
