import { link, media, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const brandCardDefinition = defineBlock({
  name: 'Brand card',
  component: 'GenericBrandCard',
  group: 'generic',
  layouts: ['*'],
  tags: ['card', 'brand'],
  description: 'A card for one brand of the family: a 470×300 image, the brand’s name, a line of copy and a link.',
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 470, height: 300 } } }),
    title: text({ label: 'Brand name', editorLabel: true }),
    copy: textarea({ label: 'Copy', maxLength: 500 }),
    link: link({ label: 'Link', default: { href: '/', text: 'Learn More' } }),
  },
  templates: [
    {
      label: 'Hyatt Ziva',
      values: {
        image: { url: '/demo/pool.svg', alt: 'Pool at a Hyatt Ziva resort' },
        title: 'Hyatt Ziva',
        copy: 'All-ages, all-inclusive resorts with something for every generation.',
        link: { href: '/brands/hyatt-ziva', text: 'Explore Hyatt Ziva' },
      },
    },
  ],
})
