import { text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * The page a booking widget sends visitors to when no booking engine is configured (its default `/book`): it reads
 * the request from the address (resort, arrive, depart, adults, children, flight and from) and shows the stay the
 * visitor chose, so the journey ends on a page that says what was asked for.
 */
export const bookingSummaryDefinition = defineBlock({
  name: 'Booking summary',
  component: 'GlobalBookingSummary',
  group: 'global',
  layouts: ['*'],
  tags: ['booking'],
  description: 'Shows the resort, dates and travellers a booking widget sent to this page, with a way back to change them.',
  interactive: true,
  database: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Your stay' }),
    copy: wysiwyg({ label: 'What happens next' }),
    emptyText: text({ label: 'Text when no stay was chosen', default: 'Choose a resort and your dates in the booking bar to see your stay here.' }),
  },
  templates: [{ label: 'Your stay', values: { title: 'Your stay', copy: '<p>Check the details, then confirm with our reservations team.</p>' } }],
})
