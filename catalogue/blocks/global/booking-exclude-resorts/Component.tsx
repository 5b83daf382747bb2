import type { BlockComponent } from '../../defineBlock.ts'
import { excludeAttr, type BookingResort } from '../../shared/booking.ts'
import type { bookingExcludeResortsDefinition } from './definition.ts'

const BookingExcludeResorts: BlockComponent<typeof bookingExcludeResortsDefinition> = ({ data }) => {
  const resorts = Array.isArray(data) ? (data as BookingResort[]) : []
  return (
    <div hidden {...{ [excludeAttr]: resorts.map((r) => r.code).join(',') }} className="v-booking-exclude">
      Not bookable on this page: {resorts.map((r) => r.name).join(', ') || 'none'}
    </div>
  )
}
export default BookingExcludeResorts
