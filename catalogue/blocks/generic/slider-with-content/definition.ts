import { link, media, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

const slide = (n: number) => media({ label: `Slide ${n}`, group: 'Slides', sizes: { default: { width: 700, height: 500 }, lg: { width: 900, height: 640 } } })

export const sliderWithContentDefinition = defineBlock({
  name: 'Slider with content',
  component: 'GenericSliderWithContent',
  group: 'generic',
  layouts: ['*'],
  tags: ['slider', 'gallery', 'text'],
  description: 'An image slider beside a title, copy and link; position puts the slider on the left or the right.',
  interactive: true,
  fields: {
    position: select({ label: 'Slider position', options: [{ value: 'left', label: 'Slider left' }, { value: 'right', label: 'Slider right' }], default: 'left' }),
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    link: link({ label: 'Link' }),
    slide1: slide(1),
    slide2: slide(2),
    slide3: slide(3),
    slide4: slide(4),
    slide5: slide(5),
  },
  templates: [
    {
      label: 'Dining',
      values: {
        title: 'Eight restaurants, no reservations needed',
        copy: '<p>From a beachfront grill to Teppanyaki and a French bistro, every meal is included.</p>',
        link: { href: '/dining', text: 'See all restaurants' },
        slide1: { url: '/demo/dining.svg', alt: 'Candle-lit dinner' },
        slide2: { url: '/demo/sunset.svg', alt: 'Sunset from the beach grill' },
        slide3: { url: '/demo/pool.svg', alt: 'Swim-up bar' },
      },
    },
  ],
})
