import { link, media, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const blockOverImageDefinition = defineBlock({
  name: 'Block over image',
  component: 'GenericBlockOverImage',
  group: 'generic',
  layouts: ['*'],
  tags: ['image', 'cta', 'text'],
  description: 'A wide image with a box of title, copy and link laid over it on the left, centre or right.',
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 1000, height: 700 }, lg: { width: 1600, height: 800 }, '2xl': { width: 2400, height: 1000 } } }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Link' }),
    boxPosition: select({ label: 'Box position', options: [{ value: 'left', label: 'Left' }, { value: 'center', label: 'Centre' }, { value: 'right', label: 'Right' }], default: 'left' }),
  },
  templates: [
    {
      label: 'Spa',
      values: {
        image: { url: '/demo/spa.svg', alt: 'Treatment room of the spa' },
        title: 'A spa by the sea',
        copy: '<p>Hydrotherapy circuit, twelve treatment rooms and a menu of Mayan rituals.</p>',
        link: { href: '/spa', text: 'Discover the spa' },
      },
    },
  ],
})
