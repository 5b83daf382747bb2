import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import type { conferenceRoomDefinition } from './definition.ts'

const ConferenceRoom: BlockComponent<typeof conferenceRoomDefinition> = ({ values, slots, field }) => {
  const { name, maxCapacity, image, squareFootage, copy } = values
  return (
    <article className="v-conference-room">
      {image && <ResponsiveImage className="v-conference-room__image" image={image} />}
      <div className="v-conference-room__text">
        {name && <h3 {...field('name')}>{name}</h3>}
        <p className="v-conference-room__facts">
          {maxCapacity > 0 && <span>Up to {maxCapacity.toLocaleString('en-US')} guests</span>}
          {squareFootage > 0 && <span>{squareFootage.toLocaleString('en-US')} sq ft</span>}
        </p>
        {copy && <p {...field('copy')}>{copy}</p>}
        {slots.default && <div className="v-conference-room__features">{slots.default}</div>}
      </div>
    </article>
  )
}
export default ConferenceRoom
