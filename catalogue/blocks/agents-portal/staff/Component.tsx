import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import type { staffDefinition } from './definition.ts'

const Staff: BlockComponent<typeof staffDefinition> = ({ values, field }) => (
  <figure className="v-ap-staff">
    {values.image && <ResponsiveImage className="v-ap-staff__image" image={values.image} />}
    <figcaption>
      <strong {...field('name')}>{values.name}</strong>
      {values.info
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </figcaption>
  </figure>
)
export default Staff
