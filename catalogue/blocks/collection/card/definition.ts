import { link, media, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const cardDefinition = defineBlock({
  name: 'Card',
  component: 'CollectionCard',
  group: 'collection',
  layouts: ['*'],
  tags: ['card'],
  description: 'One card of a Cards block: a 500×300 photo, a title, a line of copy and a link that makes the whole card clickable.',
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 500, height: 300 } } }),
    title: text({ label: 'Title', editorLabel: true, maxLength: 200 }),
    copy: textarea({ label: 'Copy', maxLength: 500 }),
    link: link({ label: 'Link' }),
  },
  templates: [{ label: 'Spa', values: { image: { url: '/demo/card-spa.svg', alt: 'Stacked spa stones' }, title: 'Spa', copy: 'Treatments inspired by Mayan rituals.', link: { href: '/spa', text: 'Discover the spa' } } }],
})
