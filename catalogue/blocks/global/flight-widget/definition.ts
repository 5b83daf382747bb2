import { checkbox, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { bookingEngineUrl } from '../../shared/booking.ts'

/**
 * showDebug prints the request the widget would send, so editors can check a page's settings before publishing.
 * Database-backed like the inline widget: the build hands it the resorts that have a booking code. Deprecated:
 * the Inline booking widget's flight option does the same inside the booking bar.
 */
export const flightWidgetDefinition = defineBlock({
  name: 'Flight widget',
  component: 'GlobalFlightWidget',
  group: 'global',
  layouts: ['*'],
  tags: ['booking', 'flights', 'widget'],
  description: 'A stay-plus-flight search: departure airport, resort, dates and guests, sent to the booking engine.',
  interactive: true,
  database: true,
  deprecated: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Flight + hotel' }),
    engineUrl: text({
      label: 'Booking engine URL',
      default: '/book',
      maxLength: 2048,
      url: bookingEngineUrl,
    }),
    showDebug: checkbox({ label: 'Show the request (for checking the set-up)', default: false, help: 'Shown in the studio preview only, never to visitors' }),
  },
  templates: [{ label: 'Flight + hotel', values: { showDebug: true } }],
})
