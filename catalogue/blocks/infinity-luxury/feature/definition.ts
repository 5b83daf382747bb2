import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { mediaFeatureFields } from '../../shared/mediaFeatureFields.ts'
import { amenities } from './amenities.ts'

export const infinityLuxuryFeatureDefinition = defineBlock({
  name: 'Infinity Luxury feature',
  component: 'InfinityLuxuryFeature',
  group: 'infinity-luxury',
  layouts: ['infinity-luxury'],
  tags: ['feature', 'amenities'],
  description:
    'A luxury highlight for Infinity Luxury resorts, in black and gold: title, copy, photo and link, the photo beside, above or behind the text, and show-checkboxes for the butler-level amenities to list.',
  fields: {
    ...mediaFeatureFields({ position: 'background', titleSize: 'text-5xl' }),
    amenitiesTitle: text({ label: 'Amenities heading', group: 'Amenities', maxLength: 100 }),
    ...amenityCheckboxes(amenities, ['butler', 'transfers', 'champagne']),
  },
  templates: [
    {
      label: 'Beyond all-inclusive',
      values: {
        title: 'Beyond all-inclusive',
        copy: '<p>A butler who knows your name, your drink and your favourite table.</p>',
        image: { url: '/demo/magazine.svg', alt: 'Palm tree over a turquoise bay' },
        link: { href: '/experiences', text: 'Discover the experience' },
      },
    },
  ],
})
