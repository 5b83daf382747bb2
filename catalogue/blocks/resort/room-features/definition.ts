import { number, select } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'
import { roomSetups } from './roomSetups.ts'

export const roomFeaturesDefinition = defineBlock({
  name: 'Room features',
  component: 'ResortRoomFeatures',
  group: 'resort',
  layouts: resortLayouts,
  tags: ['meetings', 'groups'],
  description: 'How many guests a meeting room seats in one set-up (cocktail, theatre, banquet…). Place it inside a conference room.',
  fields: {
    type: select({ label: 'Set-up', options: roomSetups, default: 'Theatre', editorLabel: true }),
    capacity: number({ label: 'Capacity (guests)', default: 0, min: 0, max: 10_000, step: 1 }),
  },
  templates: [{ label: 'Theatre for 180', values: { type: 'Theatre', capacity: 180 } }],
})
