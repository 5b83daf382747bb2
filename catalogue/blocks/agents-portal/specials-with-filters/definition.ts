import { link, media, select, text, textarea, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { destinations, type Destination } from '../shared-options.ts'

/**
 * One special for agents. title, destination and link are designed additions: the Portal Section filters by
 * destination. `show` is one too: set to the agent's specials, the block lists the live special offers open to the
 * signed-in agent (their markets), which the server fills in when it renders an agents-only page for them.
 */
export const specialsWithFiltersDefinition = defineBlock({
  name: 'Specials with filters',
  component: 'AgentsPortalSpecialsWithFilters',
  group: 'agents-portal',
  layouts: ['agent-cash-plus'],
  tags: ['agents', 'specials', 'offer'],
  description: 'A special offer card for agents, filed under a destination so a Portal Section can filter it.',
  fields: {
    show: select({
      label: 'Show',
      options: [
        { value: 'this', label: 'This special, as written here' },
        { value: 'agent', label: 'The specials open to the signed-in agent (agents-only pages)' },
      ],
      default: 'this',
    }),
    image: media({ label: 'Image', sizes: { default: { width: 600, height: 340 }, lg: { width: 700, height: 400 } } }),
    resortLogo: media({ label: 'Resort logo', sizes: { default: { width: 200, height: 50 } }, fit: 'contain' }),
    title: text({ label: 'Title', editorLabel: true }),
    subtitle: text({ label: 'Subtitle' }),
    content: wysiwyg({ label: 'Content' }),
    terms: textarea({ label: 'Terms and conditions', maxLength: 4000 }),
    prettyEndDate: text({ label: 'Ends (as shown, e.g. “Book by June 30”)', maxLength: 100 }),
    destination: select({
      label: 'Destination',
      options: (Object.entries(destinations) as [Destination, string][]).map(([value, label]) => ({ value, label })),
      default: 'mexico',
    }),
    link: link({ label: 'Link' }),
  },
  templates: [
    {
      label: 'Cancun offer',
      values: {
        image: { url: '/demo/pool.svg', alt: 'Pool at Hyatt Ziva Cancun' },
        resortLogo: { url: '/demo/logos/hyatt-ziva.svg', alt: 'Hyatt Ziva' },
        title: 'Up to 45% off + kids stay free',
        subtitle: 'Hyatt Ziva Cancun',
        content: '<p>Plus a $200 resort credit on stays of five nights or more.</p>',
        terms: 'Valid for new bookings only. Blackout dates apply. Not combinable with group rates.',
        prettyEndDate: 'Book by June 30',
        destination: 'mexico',
        link: { href: '/agents/book?resort=HZCUN', text: 'Book now' },
      },
    },
  ],
})
