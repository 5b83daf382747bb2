import type { BlockComponent } from '../../defineBlock.ts'
import { AmenityList } from '../../shared/AmenityList.tsx'
import type { roomDetailsDefinition } from './definition.ts'
import { roomAmenities } from './roomAmenities.ts'

const RoomDetails: BlockComponent<typeof roomDetailsDefinition> = ({ values, field }) => (
  <section className="v-room-details">
    {values.title && <h3 {...field('title')}>{values.title}</h3>}
    <AmenityList amenities={roomAmenities} shown={values} />
    {values.note && (
      <p className="v-room-details__note" {...field('note')}>
        {values.note}
      </p>
    )}
  </section>
)
export default RoomDetails
