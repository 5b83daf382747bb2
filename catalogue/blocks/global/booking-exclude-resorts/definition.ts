import { z } from 'zod'
import { custom } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { bookingResortCodes } from '../../shared/booking.ts'

/** Shows nothing to visitors: the booking widgets on the same page leave these resorts out. */
export const bookingExcludeResortsDefinition = defineBlock({
  name: 'Booking exclude resorts',
  component: 'GlobalBookingExcludeResorts',
  group: 'global',
  layouts: ['*'],
  tags: ['booking', 'settings'],
  description: 'Removes resorts from the booking widgets on this page, for an offer that only some resorts take part in.',
  fields: {
    resorts: custom({
      label: 'Resorts to leave out',
      editor: 'booking-exclude-resorts',
      schema: z
        .array(z.enum(bookingResortCodes as [string, ...string[]], { error: `must be resort codes: ${bookingResortCodes.join(', ')}` }))
        .max(bookingResortCodes.length)
        .refine((codes) => new Set(codes).size === codes.length, 'must not list a resort twice'),
      default: [] as string[],
    }),
  },
  templates: [{ label: 'Adults-only offer', values: { resorts: ['HZCUN', 'HZPVR', 'HZRB', 'HZCC'] } }],
})
