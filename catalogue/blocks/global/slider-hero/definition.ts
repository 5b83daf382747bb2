import { link, media, number, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

const heroSizes = { default: { width: 1000, height: 750 }, lg: { width: 1600, height: 760 }, '2xl': { width: 2400, height: 1140 } }

/** Up to five slides, each an image with its own title; the button is shared. */
export const sliderHeroDefinition = defineBlock({
  name: 'Slider hero',
  component: 'GlobalSliderHero',
  group: 'global',
  layouts: ['*'],
  tags: ['hero', 'slider', 'image'],
  description: 'A page-top slider of up to five full-width images, each with a title, moved by arrows, keys or swipes.',
  interactive: true,
  fields: {
    slide1: media({ label: 'Image', group: 'Slide 1', sizes: heroSizes }),
    slide1Title: text({ label: 'Title', group: 'Slide 1' }),
    slide2: media({ label: 'Image', group: 'Slide 2', sizes: heroSizes }),
    slide2Title: text({ label: 'Title', group: 'Slide 2' }),
    slide3: media({ label: 'Image', group: 'Slide 3', sizes: heroSizes }),
    slide3Title: text({ label: 'Title', group: 'Slide 3' }),
    slide4: media({ label: 'Image', group: 'Slide 4', sizes: heroSizes }),
    slide4Title: text({ label: 'Title', group: 'Slide 4' }),
    slide5: media({ label: 'Image', group: 'Slide 5', sizes: heroSizes }),
    slide5Title: text({ label: 'Title', group: 'Slide 5' }),
    link: link({ label: 'Button' }),
    arrowSize: number({ label: 'Arrow size (px)', group: 'Arrows', default: 50, min: 20, max: 100, step: 1 }),
  },
  templates: [
    {
      label: 'Three resorts',
      values: {
        slide1: { url: '/demo/beach.svg', alt: 'Beach at sunrise' },
        slide1Title: 'Wake up on the beach',
        slide2: { url: '/demo/pool.svg', alt: 'Infinity pool' },
        slide2Title: 'Swim to the horizon',
        slide3: { url: '/demo/sunset.svg', alt: 'Sunset over the sea' },
        slide3Title: 'Toast the sunset',
        link: { href: '/specials', text: 'See offers' },
      },
    },
  ],
})
