import { text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { amenityCheckboxes } from '../../shared/amenityFields.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'
import { roomAmenities } from './roomAmenities.ts'

export const roomDetailsDefinition = defineBlock({
  name: 'Room details',
  component: 'ResortRoomDetails',
  group: 'resort',
  layouts: resortLayouts,
  tags: ['rooms', 'amenities'],
  description: 'The amenities of one room category, each switched on with its own checkbox, with an optional note.',
  fields: {
    title: text({ label: 'Title', default: 'Room amenities', editorLabel: true }),
    ...amenityCheckboxes(roomAmenities, ['balcony', 'rainShower', 'minibar', 'coffeeMaker', 'roomService', 'wifi', 'smartTv', 'airConditioning', 'safe', 'bathrobes', 'hairDryer']),
    note: textarea({ label: 'Note', help: 'For example: cribs are subject to availability', maxLength: 500 }),
  },
  templates: [
    {
      label: 'Swim-up suite',
      values: { title: 'In your swim-up suite', swimUp: true, jacuzzi: true, butler: true, note: 'Butler service from 8 a.m. to 11 p.m.' },
    },
  ],
})
