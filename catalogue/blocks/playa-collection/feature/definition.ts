import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { backgroundColorField, illustrationField } from '../../shared/commonFields.ts'
import { mediaFeatureFields } from '../../shared/mediaFeatureFields.ts'
import { amenities } from './amenities.ts'

export const playaCollectionFeatureDefinition = defineBlock({
  name: 'Playa Collection feature',
  component: 'PlayaCollectionFeature',
  group: 'playa-collection',
  layouts: ['playa-collection', 'sanctuary', 'sanctuary2024', 'playaresorts'],
  tags: ['feature', 'amenities', 'resort'],
  description:
    'A resort of the collection: title, copy, photo and link with the photo on either side, above or behind, a gold, coral or teal background with a seahorse, sisserou or turtle drawing, and show-checkboxes for the amenities to list.',
  fields: {
    ...mediaFeatureFields({ position: 'left' }),
    backgroundColor: backgroundColorField(),
    illustration: illustrationField(),
    amenitiesTitle: text({ label: 'Amenities heading', group: 'Amenities', maxLength: 100 }),
    ...amenityCheckboxes(amenities, ['beach', 'restaurants']),
  },
  templates: [
    {
      label: 'Sanctuary in teal',
      values: {
        title: 'Sanctuary Cap Cana',
        copy: '<p>An adults-only retreat on a private stretch of Dominican coast.</p>',
        image: { url: '/demo/room-ocean.svg', alt: 'Suite balcony over the sea' },
        link: { href: '/resorts/sanctuary-cap-cana', text: 'Explore the resort' },
        backgroundColor: 'teal',
        illustration: 'turtle',
        adultsOnly: true,
        spa: true,
      },
    },
  ],
})
