import { datetime } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * Shows nothing to visitors: it limits the booking widgets on the same page to stays from `min` to `max`
 * (arrival on or after min's day, departure on or before max's). Either may be left empty.
 */
export const bookingDatesLimiterDefinition = defineBlock({
  name: 'Booking dates limiter',
  component: 'GlobalBookingDatesLimiter',
  group: 'global',
  layouts: ['*'],
  tags: ['booking', 'settings'],
  description: 'Limits the booking widgets on this page to stays between two dates, for example a promotion’s travel window.',
  fields: {
    min: datetime({ label: 'Earliest arrival' }),
    max: datetime({ label: 'Latest departure' }),
  },
  templates: [{ label: 'Spring travel window', values: { min: '2027-03-01T00:00', max: '2027-05-31T23:59' } }],
})
