import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { mediaFeatureFields } from '../../shared/mediaFeatureFields.ts'
import { amenities } from './amenities.ts'

export const panamaJackAlwaysIncludedDefinition = defineBlock({
  name: 'Panama Jack always included',
  component: 'PanamaJackAlwaysIncluded',
  group: 'panama-jack',
  layouts: ['playaresorts', 'playa-collection', 'blocks', 'voix'],
  tags: ['feature', 'amenities'],
  description:
    'What a Panama Jack resort always includes: title, copy, photo and link, and one show-checkbox per included amenity so each resort lists exactly what it offers.',
  fields: {
    ...mediaFeatureFields({ position: 'top' }),
    amenitiesTitle: text({ label: 'Amenities heading', group: 'Amenities', maxLength: 100 }),
    ...amenityCheckboxes(amenities, ['meals', 'drinks', 'kidsClub', 'entertainment', 'wifi', 'gratuities']),
  },
  templates: [
    {
      label: 'Always included',
      values: {
        title: 'Always included',
        copy: '<p>One price covers the whole family, from the first breakfast to the last show.</p>',
        image: { url: '/demo/card-kids.svg', alt: 'Kids club playground' },
      },
    },
  ],
})
