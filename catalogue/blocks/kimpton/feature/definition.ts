import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { mediaFeatureFields } from '../../shared/mediaFeatureFields.ts'
import { amenities } from './amenities.ts'

export const kimptonFeatureDefinition = defineBlock({
  name: 'Kimpton feature',
  component: 'KimptonFeature',
  group: 'kimpton',
  layouts: ['kimpton'],
  tags: ['feature', 'amenities'],
  description:
    'A Kimpton highlight in the brand’s boutique style: title, copy, photo and link with a choice of photo position, and show-checkboxes for Kimpton’s signature amenities.',
  fields: {
    ...mediaFeatureFields({ position: 'left' }),
    amenitiesTitle: text({ label: 'Amenities heading', group: 'Amenities', maxLength: 100 }),
    ...amenityCheckboxes(amenities, ['socialHour', 'petFriendly', 'wifi']),
  },
  templates: [
    {
      label: 'Come for the view, stay for the social hour',
      values: {
        title: 'Come for the view, stay for the social hour',
        copy: '<p>Every evening the lobby turns into a living room, with local wine and new friends.</p>',
        image: { url: '/demo/room-ocean.svg', alt: 'Balcony facing the sea' },
        link: { href: '/the-hotel', text: 'About the hotel' },
      },
    },
  ],
})
