import { z } from 'zod'
import { custom } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * Shows nothing to visitors: the booking widgets on the same page leave these resorts out. Stored as Resort
 * record ids (the studio's 'booking-exclude-resorts' picker lists the resorts); database-backed, the build
 * hands the block those resorts so the page carries their booking codes.
 */
export const bookingExcludeResortsDefinition = defineBlock({
  name: 'Booking exclude resorts',
  component: 'GlobalBookingExcludeResorts',
  group: 'global',
  layouts: ['*'],
  tags: ['booking', 'settings'],
  description: 'Removes resorts from the booking widgets on this page, for an offer that only some resorts take part in.',
  database: true,
  fields: {
    resorts: custom({
      label: 'Resorts to leave out',
      editor: 'booking-exclude-resorts',
      schema: z
        .array(z.string().min(1, 'must be a resort id').max(100, 'must be a resort id'))
        .max(200, 'must list at most 200 resorts')
        .refine((ids) => new Set(ids).size === ids.length, 'must not list a resort twice'),
      default: [] as string[],
    }),
  },
  templates: [{ label: 'Adults-only offer', values: { resorts: ['resort-ziva-cancun', 'resort-wyndham-samana'] } }],
})
