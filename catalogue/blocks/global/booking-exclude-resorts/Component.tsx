import type { BlockComponent } from '../../defineBlock.ts'
import { bookingResorts, excludeAttr } from '../../shared/booking.ts'
import type { bookingExcludeResortsDefinition } from './definition.ts'

const BookingExcludeResorts: BlockComponent<typeof bookingExcludeResortsDefinition> = ({ values }) => (
  <div hidden {...{ [excludeAttr]: values.resorts.join(',') }} className="v-booking-exclude">
    Not bookable on this page: {bookingResorts.filter((r) => values.resorts.includes(r.code)).map((r) => r.name).join(', ') || 'none'}
  </div>
)
export default BookingExcludeResorts
