import { text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'
import { clockTimePattern } from './clockTime.ts'

const time = (label: string, defaultTime: string) =>
  text({
    label,
    default: defaultTime,
    maxLength: 20,
    pattern: { regex: new RegExp(`^(?:${clockTimePattern.source})$`, 'i'), message: 'must be a time such as 3:00 p.m. or 15:00' },
  })

export const checkInOutDefinition = defineBlock({
  name: 'Check-in/out times',
  component: 'ResortCheckInOut',
  group: 'resort',
  layouts: resortLayouts,
  tags: ['policies', 'arrival'],
  description: 'The resort’s check-in and check-out times, with an optional note on early arrival or late departure.',
  fields: {
    title: text({ label: 'Title', default: 'Check-in and check-out', editorLabel: true }),
    checkIn: time('Check-in', '3:00 p.m.'),
    checkOut: time('Check-out', '12:00 p.m.'),
    note: textarea({ label: 'Note', maxLength: 500, help: 'For example: late check-out subject to availability' }),
  },
  templates: [{ label: 'Standard times', values: { note: 'Early check-in and late check-out are subject to availability.' } }],
})
