import { link, media, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const imageHeroDefinition = defineBlock({
  name: 'Image hero',
  component: 'GlobalImageHero',
  group: 'global',
  layouts: ['*'],
  tags: ['hero', 'image'],
  description: 'A 1600×760 page-top image with a centred title, subtitle and button.',
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 800, height: 600 }, md: { width: 1200, height: 570 }, lg: { width: 1600, height: 760 } } }),
    title: text({ label: 'Title', editorLabel: true }),
    subtitle: text({ label: 'Subtitle' }),
    link: link({ label: 'Button' }),
  },
  templates: [
    {
      label: 'Sunset',
      values: { image: { url: '/demo/sunset.svg', alt: 'Sunset over the sea' }, title: 'Evenings made for two', subtitle: 'Adults-only escapes in Mexico and the Caribbean', link: { href: '/specials', text: 'See offers' } },
    },
  ],
})
