import { link, media, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const imageDefinition = defineBlock({
  name: 'Image',
  component: 'GlobalImage',
  group: 'global',
  layouts: ['*'],
  tags: ['image'],
  description: 'One image with an optional caption and link.',
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 640, height: 427 }, md: { width: 1024, height: 683 }, xl: { width: 1600, height: 1067 } } }),
    caption: text({ label: 'Caption', editorLabel: true }),
    link: link({ label: 'Link', enabled: false }),
  },
  templates: [{ label: 'Pool', values: { image: { url: '/demo/pool.svg', alt: 'Infinity pool facing the sea' }, caption: 'The infinity pool' } }],
})
