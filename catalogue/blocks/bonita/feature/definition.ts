import { text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { mediaFeatureFields } from '../../shared/mediaFeatureFields.ts'
import { amenities } from './amenities.ts'

export const bonitaFeatureDefinition = defineBlock({
  name: 'Bonita feature',
  component: 'BonitaFeature',
  group: 'bonita',
  layouts: ['bonita'],
  tags: ['feature', 'amenities'],
  description:
    'A Bonita resort highlight with warm, relaxed styling: title, copy, photo and link, the photo on either side, above or behind, and show-checkboxes for the amenities to list.',
  fields: {
    ...mediaFeatureFields({ position: 'right' }),
    amenitiesTitle: text({ label: 'Amenities heading', group: 'Amenities', maxLength: 100 }),
    ...amenityCheckboxes(amenities, ['beachClub', 'localCuisine']),
  },
  templates: [
    {
      label: 'Slow mornings, long lunches',
      values: {
        title: 'Slow mornings, long lunches',
        copy: '<p>Wake to the sound of the sea and let the day find its own pace.</p>',
        image: { url: '/demo/card-spa.svg', alt: 'Stacked spa stones' },
      },
    },
  ],
})
