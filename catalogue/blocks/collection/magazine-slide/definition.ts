import { link, media, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { backgroundColorField, titleSizeField, titleTagField } from '../../shared/commonFields.ts'

export const magazineSlideDefinition = defineBlock({
  name: 'Magazine slide',
  component: 'CollectionMagazineSlide',
  group: 'collection',
  layouts: ['*'],
  tags: ['slider', 'image', 'editorial'],
  description:
    'An editorial spread: a large photo, square on phones (640×640) and widening to 2400×1350 on big screens, with a kicker, title, copy and link beside or over it. Place several in a General slider.',
  fields: {
    image: media({
      label: 'Image',
      sizes: { default: { width: 640, height: 640 }, md: { width: 1024, height: 768 }, lg: { width: 1600, height: 900 }, '2xl': { width: 2400, height: 1350 } },
    }),
    kicker: text({ label: 'Kicker', help: 'A short line above the title', maxLength: 100 }),
    title: text({ label: 'Title', editorLabel: true }),
    titleTag: titleTagField('h2'),
    titleSize: titleSizeField('text-5xl'),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Link' }),
    textPosition: select({
      label: 'Text position',
      group: 'Layout',
      options: [
        { value: 'left', label: 'Panel on the left' },
        { value: 'right', label: 'Panel on the right' },
        { value: 'overlay', label: 'Over the photo' },
      ],
      default: 'left',
    }),
    backgroundColor: backgroundColorField(),
  },
  templates: [
    {
      label: 'Island issue',
      values: {
        image: { url: '/demo/magazine.svg', alt: 'Palm tree over a turquoise bay' },
        kicker: 'The island issue',
        title: 'Seven days, seven beaches',
        copy: '<p>From hidden coves to lively bays, a week of sand and sea.</p>',
        link: { href: '/stories/seven-beaches', text: 'Read the story' },
        backgroundColor: 'coral',
      },
    },
  ],
})
