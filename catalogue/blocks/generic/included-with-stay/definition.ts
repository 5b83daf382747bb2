import { link, media, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const includedWithStayDefinition = defineBlock({
  name: 'Included with stay',
  component: 'GenericIncludedWithStay',
  group: 'generic',
  layouts: ['*'],
  tags: ['list', 'amenities', 'all-inclusive'],
  description: 'What a stay includes: a checklist of amenities (one per line) beside an image, with a link to book.',
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Included with your stay' }),
    items: textarea({ label: 'Included items (one per line)', maxLength: 3000 }),
    image: media({ label: 'Image', sizes: { default: { width: 600, height: 600 } } }),
    note: text({ label: 'Small print' }),
    link: link({ label: 'Link' }),
  },
  templates: [
    {
      label: 'All-inclusive',
      values: {
        items: 'Luxury accommodations\nAll meals and snacks\nPremium drinks, alcoholic and not\nDaily activities and nightly shows\nTaxes and gratuities',
        image: { url: '/demo/room.svg', alt: 'Ocean-view suite' },
        note: 'Some experiences carry an extra charge.',
        link: { href: '/book', text: 'Book your stay' },
      },
    },
  ],
})
