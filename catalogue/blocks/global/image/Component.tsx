import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { imageDefinition } from './definition.ts'

const Image: BlockComponent<typeof imageDefinition> = ({ values, field }) => {
  const { image, caption, link } = values
  if (!image) return null
  const picture = <ResponsiveImage image={image} />
  return (
    <figure className="v-image">
      {link ? <SafeLink link={link}>{picture}</SafeLink> : picture}
      {caption && <figcaption {...field('caption')}>{caption}</figcaption>}
    </figure>
  )
}
export default Image
