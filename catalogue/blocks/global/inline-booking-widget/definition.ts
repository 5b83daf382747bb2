import { checkbox, color, number, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { bookingEngineUrl } from '../../shared/booking.ts'

/**
 * Builds the booking engine request (see shared/booking.ts for its format) from the visitor's choices and
 * sends them there, within the Booking dates limiter and Booking exclude resorts blocks of the same page.
 * heightFromTop is the gap in pixels kept above the widget when it sticks to the top while scrolling.
 * Database-backed: the build hands it the resorts that have a booking code.
 */
export const inlineBookingWidgetDefinition = defineBlock({
  name: 'Inline booking widget',
  component: 'GlobalInlineBookingWidget',
  group: 'global',
  layouts: ['*'],
  tags: ['booking', 'form', 'widget'],
  description: 'A one-line booking bar (resort, dates, guests, optional flights) that sends the visitor to the booking engine.',
  interactive: true,
  database: true,
  fields: {
    showFlightBookingWidget: checkbox({ label: 'Offer flights with the stay', default: false }),
    shiftOverHero: checkbox({ label: 'Overlap the hero above', default: false }),
    accentColor: color({ label: 'Accent colour', default: '' }),
    heightFromTop: number({ label: 'Gap above when stuck to the top (px)', default: 80, min: 0, max: 400, step: 1 }),
    resort: text({ label: 'Resort chosen at first (booking code)', maxLength: 40, pattern: { regex: /[A-Z0-9_-]+/, message: 'must be a booking code such as HZCUN' } }),
    promo: text({ label: 'Promo code sent with each request', maxLength: 40, pattern: { regex: /[A-Za-z0-9_-]+/, message: 'must be letters, digits, - and _ only' } }),
    engineUrl: text({
      label: 'Booking engine URL',
      default: '/book',
      maxLength: 2048,
      url: bookingEngineUrl,
    }),
  },
  templates: [{ label: 'With flights', values: { showFlightBookingWidget: true, resort: 'HZCUN', accentColor: '#0b75c9' } }],
})
