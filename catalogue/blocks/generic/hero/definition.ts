import { checkbox, link, media, number, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const heroDefinition = defineBlock({
  name: 'Hero',
  component: 'GenericHero',
  group: 'generic',
  layouts: ['*'],
  tags: ['hero', 'image'],
  description: 'A full-width image with a title and copy laid over one of its corners.',
  fields: {
    image: media({ label: 'Image', sizes: { default: { width: 1000, height: 563 }, lg: { width: 1600, height: 900 }, '2xl': { width: 2400, height: 1350 } } }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Link' }),
    showTitle: checkbox({ label: 'Show title', default: true }),
    height: number({ label: 'Height (% of the screen)', default: 40, min: 20, max: 100, step: 1, group: 'Layout' }),
    mode: select({
      label: 'Text position',
      group: 'Layout',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'bottomLeft', label: 'Bottom left' },
        { value: 'right', label: 'Right' },
        { value: 'bottomRight', label: 'Bottom right' },
      ],
      default: 'bottomLeft',
    }),
    bottomGradient: checkbox({ label: 'Darken the bottom for legible text', default: true, group: 'Layout' }),
  },
  templates: [
    {
      label: 'Beach hero',
      values: {
        image: { url: '/demo/beach.svg', alt: 'White sand beach at sunrise' },
        title: 'Your all-inclusive escape',
        copy: '<p>Swim-up suites, seven restaurants and a beach that is all yours.</p>',
        link: { href: '/specials', text: 'See specials' },
      },
    },
  ],
})
