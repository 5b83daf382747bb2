import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import type { soloMediaDefinition } from './definition.ts'

const SoloMedia: BlockComponent<typeof soloMediaDefinition> = ({ values, field }) => (
  <figure className={`v-solo-media${values.fullWidth ? ' v-solo-media--full' : ''}`}>
    {values.videoUrl ? (
      <video className="v-solo-media__video" src={values.videoUrl} poster={values.image?.url} autoPlay muted loop playsInline width={1600} height={900} />
    ) : (
      values.image && <ResponsiveImage className="v-solo-media__image" image={values.image} />
    )}
    {values.caption && <figcaption {...field('caption')}>{values.caption}</figcaption>}
  </figure>
)
export default SoloMedia
