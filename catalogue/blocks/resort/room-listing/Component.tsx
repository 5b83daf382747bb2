import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage, type ResolvedMedia } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { Slider } from '../../shared/Slider.tsx'
import type { roomListingDefinition } from './definition.ts'
import { roomFacts } from './roomFacts.ts'

const RoomListing: BlockComponent<typeof roomListingDefinition> = ({ values, field }) => {
  const { title, copy, link, image1, image2, image3, image4 } = values
  const images = [image1, image2, image3, image4].filter((i): i is ResolvedMedia => i !== null)
  const facts = roomFacts(values)
  return (
    <article className="v-room-listing">
      <div className="v-room-listing__media">
        {images.length > 1 ? (
          <Slider perView={1} arrowSize={36} arrowColor="#ffffff" label={`${title || 'Room'} photos`}>
            {images.map((image, i) => (
              <ResponsiveImage key={i} image={image} />
            ))}
          </Slider>
        ) : (
          images[0] && <ResponsiveImage image={images[0]} />
        )}
      </div>
      <div className="v-room-listing__text">
        {title && (
          <h3 className="v-room-listing__title" {...field('title')}>
            {title}
          </h3>
        )}
        {facts.length > 0 && (
          <ul className="v-room-listing__facts">
            {facts.map((f) => (
              <li key={f.key} className={`v-room-listing__fact--${f.key}`}>
                {f.text}
              </li>
            ))}
          </ul>
        )}
        <RichText className="v-room-listing__copy" html={copy} />
        {link && <SafeLink className="v-button" link={link} />}
      </div>
    </article>
  )
}
export default RoomListing
