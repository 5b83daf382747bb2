import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { hyattLayouts } from '../../shared/layoutSets.ts'
import { mediaFeatureFields } from '../../shared/mediaFeatureFields.ts'
import { amenities } from './amenities.ts'

export const hyattFeatureDefinition = defineBlock({
  name: 'Hyatt feature',
  component: 'HyattFeature',
  group: 'hyatt',
  layouts: hyattLayouts,
  tags: ['feature', 'amenities'],
  description:
    'A Hyatt resort highlight: title, copy, photo and link with the photo beside, above or behind the text, and the all-inclusive amenities to list, each with its own show-checkbox.',
  fields: {
    ...mediaFeatureFields({ position: 'left' }),
    amenitiesTitle: text({ label: 'Amenities heading', group: 'Amenities', maxLength: 100 }),
    ...amenityCheckboxes(amenities, ['dining', 'drinks', 'roomService', 'wifi', 'gratuities']),
  },
  templates: [
    {
      label: 'All-inclusive, the Hyatt way',
      values: {
        title: 'All-inclusive, the Hyatt way',
        copy: '<p>Gourmet dining, premium drinks and entertainment, all in one price.</p>',
        image: { url: '/demo/card-dining.svg', alt: 'A plated dinner by the sea' },
        link: { href: '/all-inclusive', text: 'What is included' },
      },
    },
  ],
})
