import type { BlockComponent } from '../../defineBlock.ts'
import type { roomFeaturesDefinition } from './definition.ts'

const RoomFeatures: BlockComponent<typeof roomFeaturesDefinition> = ({ values }) => {
  const slug = values.type.toLowerCase().replace(/[^a-z]+/g, '-')
  return (
    <div className={`v-room-feature v-room-feature--${slug}`}>
      <span className="v-room-feature__type">{values.type}</span>
      <span className="v-room-feature__capacity">{values.capacity > 0 ? `${values.capacity.toLocaleString('en-US')} guests` : 'On request'}</span>
    </div>
  )
}
export default RoomFeatures
