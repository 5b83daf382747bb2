import type { BlockComponent } from '../../defineBlock.ts'
import { limitsAttr } from '../../shared/booking.ts'
import type { bookingDatesLimiterDefinition } from './definition.ts'

const BookingDatesLimiter: BlockComponent<typeof bookingDatesLimiterDefinition> = ({ values }) => (
  <div hidden {...{ [limitsAttr]: '' }} data-min={values.min} data-max={values.max} className="v-booking-limits">
    Bookings on this page: {values.min || 'any time'} to {values.max || 'any time'}
  </div>
)
export default BookingDatesLimiter
