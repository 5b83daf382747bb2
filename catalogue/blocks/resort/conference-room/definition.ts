import { media, number, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'

export const conferenceRoomDefinition = defineBlock({
  name: 'Conference room',
  component: 'ResortConferenceRoom',
  group: 'resort',
  layouts: resortLayouts,
  tags: ['meetings', 'groups'],
  description:
    'A meeting or event room: name, photo, maximum capacity, and its seating set-ups as Room features blocks placed inside it. Size and notes are ours: planners compare rooms by them.',
  fields: {
    name: text({ label: 'Name', editorLabel: true }),
    maxCapacity: number({ label: 'Maximum capacity (guests)', default: 0, min: 0, max: 10_000, step: 1, help: '0 hides it' }),
    image: media({ label: 'Image', sizes: { default: { width: 640, height: 400 }, md: { width: 720, height: 450 } } }),
    squareFootage: number({ label: 'Size (sq ft)', default: 0, min: 0, max: 200_000, step: 1, help: '0 hides it', enabled: false }),
    copy: textarea({ label: 'Notes', maxLength: 1000, enabled: false }),
  },
  slots: [{ name: 'default', label: 'Set-ups', allows: ['ResortRoomFeatures'] }],
  templates: [
    {
      label: 'Grand ballroom',
      values: { name: 'Grand Ballroom', maxCapacity: 400, image: { url: '/demo/conference.svg', alt: 'Ballroom set for a banquet' } },
    },
  ],
})
